// Build helpers for the service worker (src/client/service-worker/sw.ts, decision 015), used by
// vite.config.ts.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SHELL_MARK } from '../src/client/features/offline/shell-language.js';
import { PAGES, type PageRow, routeModuleFile, SESSION_PAGES } from '../src/shared/pages/pages.js';

/** The route modules behind a sign-in (the page table's): not precached for every visitor. */
const PRIVATE_ROUTES = SESSION_PAGES.map((page) => routeModuleFile(page.module));

/** The catalogue namespaces that only those pages read (src/client/i18n/{language}/{name}.ts). */
const PUBLIC_NAMESPACES = new Set(
  PAGES.filter((page) => !SESSION_PAGES.includes(page)).flatMap(
    (page) => (page as PageRow).namespaces ?? [],
  ),
);
const PRIVATE_NAMESPACES = new Set(
  SESSION_PAGES.flatMap((page) => page.namespaces ?? []).filter(
    (namespace) => !PUBLIC_NAMESPACES.has(namespace),
  ),
);
const isPrivateCatalogue = (key: string) => {
  const namespace = /^i18n\/[a-z]+\/([a-z-]+)\.ts$/.exec(key)?.[1];
  return namespace !== undefined && (PRIVATE_NAMESPACES as Set<string>).has(namespace);
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The built files the public pages can load: the entry and everything it imports, statically or
 * lazily, except what only the private routes reach, their modules and their catalogue
 * namespaces (read from Vite's build manifest).
 */
export function publicClientFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || PRIVATE_ROUTES.includes(key) || isPrivateCatalogue(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

type PrecacheEntry = { url: string; revision: string | null; size: number };

/** The client build's output folder, as Vite resolved it (set by offlinePagesPlugin). */
let clientOutDir: string | undefined;

/**
 * The Malayalam web font's files (styles.css): precached, so that a page drawn offline in
 * Malayalam, and the offline page, draw it with the font and not as boxes (decision 040).
 */
export const MALAYALAM_FONT_FILE =
  /^assets\/noto-sans-malayalam-malayalam-(\d00)-normal-[\w-]+\.woff2$/;

/** Workbox manifest transform: drops the hashed assets that no public page loads. */
export function precachePublicOnly(entries: PrecacheEntry[]) {
  if (!clientOutDir) throw new Error('offlinePagesPlugin must run in the same build');
  const manifestFile = join(clientOutDir, '.vite', 'manifest.json');
  const publicFiles = publicClientFiles(JSON.parse(readFileSync(manifestFile, 'utf8')));
  return {
    manifest: entries.filter(
      (entry) =>
        !entry.url.startsWith('assets/') ||
        publicFiles.has(entry.url) ||
        MALAYALAM_FONT_FILE.test(entry.url),
    ),
    warnings: [],
  };
}

/**
 * Emits the two pages the service worker precaches: the built index.html a second time as
 * app-shell.html (the server answers /index.html itself, as the home page, not with the file)
 * and offline.html, in the site's language and then in each of `others` (and offline-{lang}.html
 * for each of `others`, that language first).
 */
export function offlinePagesPlugin(
  offlineTexts: OfflinePageTexts,
  others: OfflinePageTexts[] = [],
): Plugin {
  return {
    name: 'healers-offline-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      clientOutDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      // The shell takes the visitor's language itself when drawn (shell-language.ts).
      const shell = String(index.source).replace(
        '<html lang="en">',
        `<html lang="en" ${SHELL_MARK}>`,
      );
      if (!shell.includes(SHELL_MARK)) this.error('index.html has no <html lang="en">');
      this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: shell });
      const fonts = Object.keys(bundle).flatMap((fileName) => {
        const weight = MALAYALAM_FONT_FILE.exec(fileName)?.[1];
        return weight ? [{ weight: Number(weight), url: `/${fileName}` }] : [];
      });
      if (fonts.length === 0) this.error('the Malayalam font files are not in the build');
      this.emitFile({
        type: 'asset',
        fileName: offlinePageFile(offlineTexts.lang, offlineTexts.lang),
        source: offlinePageHtml(offlineTexts, others, fonts),
      });
      // The same page with each other language first, for a visitor who reads it (decision 066).
      for (const first of others) {
        const rest = [offlineTexts, ...others.filter((other) => other !== first)];
        this.emitFile({
          type: 'asset',
          fileName: offlinePageFile(first.lang, offlineTexts.lang),
          source: offlinePageHtml(first, rest, fonts),
        });
      }
    },
  };
}

/**
 * The offline page's file with `lang` first: offline.html for the site's language, else
 * offline-{lang}.html (the service worker picks one by the visitor's language).
 */
export function offlinePageFile(lang: string, siteLang: string): string {
  return lang === siteLang ? 'offline.html' : `offline-${lang}.html`;
}

/** The texts of the offline page, from the client's catalogue. */
export interface OfflinePageTexts {
  lang: string;
  organization: string;
  title: string;
  body: string;
  retry: string;
  back: string;
}

/** A weight of the self-hosted Malayalam font, at its built (precached) address. */
export interface OfflinePageFont {
  weight: number;
  url: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const escaped = (texts: OfflinePageTexts) =>
  Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, escapeHtml(value)]),
  ) as unknown as OfflinePageTexts;

/** One language's heading, text and two links. */
function offlineSection(t: OfflinePageTexts, level: 'h1' | 'h2', lang?: string): string {
  return `<section${lang ? ` lang="${lang}"` : ''}>
<${level}>${t.title}</${level}>
<p>${t.body}</p>
<div class="actions">
<a class="primary" href="">${t.retry}</a>
<a class="secondary" href="/">${t.back}</a>
</div>
</section>`;
}

/**
 * The page the service worker shows for a page that was never kept (offline.html): plain HTML
 * and inline CSS, no script, so it works whatever else is missing; its Malayalam is drawn with
 * the self-hosted font's precached files (`fonts`), not left to the system. It says the same in
 * each language, `texts`' first: the worker serves the copy whose first language is the
 * visitor's. "Try again" reloads the address the visitor asked for.
 */
export function offlinePageHtml(
  texts: OfflinePageTexts,
  others: OfflinePageTexts[] = [],
  fonts: OfflinePageFont[] = [],
): string {
  const t = escaped(texts);
  const faces = fonts.map(
    (font) =>
      `  @font-face { font-family: "Noto Sans Malayalam"; font-weight: ${font.weight}; font-display: swap;\n` +
      `    src: url("${font.url}") format("woff2"); unicode-range: U+0D00-0D7F, U+200C-200D; }\n`,
  );
  const rest = others
    .map((other) => offlineSection(escaped(other), 'h2', other.lang))
    .join('\n<hr />\n');
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#4f46e5" />
<meta name="robots" content="noindex" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<link rel="manifest" href="/manifest.webmanifest" />
<title>${t.title} | ${t.organization}</title>
<style>
${faces.join('')}  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: #f8fafc;
    color: #0f172a; font: 16px/1.5 "Noto Sans Malayalam", system-ui, -apple-system, "Segoe UI",
    Roboto, sans-serif; }
  main { max-width: 28rem; padding: 2rem 1.25rem; text-align: center; }
  h1, h2 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
  hr { border: 0; border-top: 1px solid #e2e8f0; margin: 2rem 0 1rem; }
  p { color: #475569; margin: 0 0 1.5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; }
  a { display: inline-block; border-radius: 0.5rem; padding: 0.625rem 1.25rem; font-weight: 600;
    text-decoration: none; }
  a:focus-visible { outline: 2px solid #4f46e5; outline-offset: 2px; }
  .primary { background: #4f46e5; color: #fff; }
  .secondary { background: #fff; color: #3730a3; box-shadow: inset 0 0 0 1px #c7d2fe; }
</style>
</head>
<body>
<main>
<svg width="64" height="64" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#4f46e5"/><circle cx="16" cy="16" r="6" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M16 4v6M16 22v6M4 16h6M22 16h6" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>
${offlineSection(t, 'h1')}
${rest ? `<hr />\n${rest}` : ''}
</main>
</body>
</html>
`;
}
