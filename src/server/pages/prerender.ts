import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import type { RuntimeConfig, SeededQuery } from '../../shared/domain/page-data.js';
import { fillPath, matchPage, routeModuleFile } from '../../shared/pages/pages.js';

/**
 * How the server pre-renders a public page (src/client/prerender.tsx), from its row of the page
 * table (src/shared/pages/pages.ts): the API reads whose data the page's first render shows and
 * the client's route module (for modulepreload).
 */
export interface PrerenderPlan {
  /** The client's source path of the route module, a key of Vite's manifest. */
  routeModule?: string;
  /** API paths read for the first render; each becomes a seeded query of the client. */
  reads: string[];
  /** A paged list whose first page is pre-rendered in a random order (decision 043). */
  firstPageOf?: string;
}

/** The public API path of one healer (GET /api/healers/{id}). */
export function healerApiPath(id: string): string {
  return fillPath('/api/healers/:id', { id });
}

/** The services' Malayalam names, which pages showing healers read in Malayalam. */
export const SERVICE_NAMES_API = '/api/service-names';

/** The pre-render of the page at `path`, or undefined for a page the server does not pre-render. */
export function prerenderPlan(
  path: string,
  language: UiLanguage = 'en',
): PrerenderPlan | undefined {
  const found = matchPage(path);
  const reads = found?.page.reads;
  if (!found || !reads) return undefined;
  const { page, params } = found;
  const extra = language === 'ml' && page.showsHealers ? [SERVICE_NAMES_API] : [];
  return {
    ...(!page.inEntry && { routeModule: routeModuleFile(page.module) }),
    reads: [...reads.map((read) => fillPath(read, params)), ...extra],
    ...(page.firstPageOf && { firstPageOf: page.firstPageOf }),
  };
}

/**
 * The client's module holding a language's public catalogue (src/client/i18n/language.ts), a key
 * of Vite's manifest; each is apart from the entry, so a page loads only its own language's.
 */
export const SITE_MESSAGES_MODULE: Readonly<Partial<Record<UiLanguage, string>>> = {
  en: 'i18n/en/site.ts',
  ml: 'i18n/ml/site.ts',
};

/**
 * The client's query key of an API path, as its getJson builds URLs from keys:
 * `/api/healers/abc` is `['/api/healers', 'abc']`, `/api/settings` is `['/api/settings']`.
 */
export function queryKeyOf(apiPath: string): string[] {
  const [, api, resource, ...rest] = apiPath.split('/');
  return [`/${api}/${resource}`, ...rest.map(decodeURIComponent)];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The files a route module needs beyond the entry's own (which index.html already loads), in
 * Vite's build manifest: the module's chunk and the chunks it imports, transitively.
 */
export function routePreloads(
  manifest: Record<string, ManifestChunk>,
  routeModule: string,
): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  collect(routeModule, files);
  return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

export interface PrerenderModule {
  renderPage(input: {
    path: string;
    queries: readonly SeededQuery[];
    config: RuntimeConfig;
    /** The interface language to draw the page in (absent: English). */
    language?: UiLanguage;
  }): Promise<string>;
  /** The splash's markup in a language (absent from a build older than decision 013). */
  renderSplash?(language?: UiLanguage): string | Promise<string>;
}

export interface PrerenderBuild {
  module: PrerenderModule;
  manifest: Record<string, ManifestChunk>;
}

/**
 * The pre-render bundle built beside the client (dist/ssr/prerender.js) and the client's build
 * manifest, or undefined when either is missing (the client not built, or built without them):
 * pages are then sent as the bare shell, which the client renders alone.
 */
export async function loadPrerenderBuild(clientDir: string): Promise<PrerenderBuild | undefined> {
  const entry = join(clientDir, '..', 'ssr', 'prerender.js');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  return { module, manifest };
}
