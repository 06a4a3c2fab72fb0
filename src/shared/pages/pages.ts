import { UI_LANGUAGES, type UiLanguage } from '../constants/ui-languages.js';
import type { PageTitleKey } from './page-titles.js';

/** The interface languages a page is offered in (decision 024). */
export type PageLanguage = UiLanguage;

/**
 * A catalogue namespace beside the public site's, loaded only by the pages that read it
 * (src/client/i18n/namespaces.ts): the admin panel's texts and the healer account's.
 */
export type MessageNamespace = 'admin' | 'account';

/**
 * One page of the site. The client's router, its on-demand loading, the server's pre-render,
 * page heads, sitemap and robots.txt all read this table: adding a page is one row here plus its
 * component, src/client/routes/{module}-page.tsx.
 */
export interface PageRow {
  /** The address, as the router spells it: `:name` stands for one path segment. */
  readonly path: string;
  /** The client's route module, src/client/routes/{module}-page.tsx (its default export). */
  readonly module: string;
  /** Catalogue key of the title (src/shared/pages/page-titles.ts), shown in the tab and <title>. */
  readonly title: PageTitleKey;
  /**
   * Public API reads the page's first render shows (`:name` filled in from the path). A page
   * with reads is pre-rendered by the server with that data (decision 006); the others depend
   * on the visitor's session, which only the browser's own requests reveal.
   */
  readonly reads?: readonly string[];
  /**
   * Public reads the service worker keeps beside `reads` so that the page can be drawn offline:
   * the home page's whole list, which the page itself reads a page at a time (decision 026).
   */
  readonly offlineReads?: readonly string[];
  /**
   * A paged public list whose first page the server pre-renders with the page, in one of a few
   * random orders it picks per request (decision 043): the home page's cards, so that the
   * browser hydrates them instead of fetching and drawing them after the page has loaded.
   */
  readonly firstPageOf?: string;
  /**
   * Shows healers' cards or profiles, whose service names the Malayalam page reads from
   * `/api/service-names` (pre-rendered with it, so no English name flashes).
   */
  readonly showsHealers?: boolean;
  /** The catalogue namespaces its screens read, loaded with the page in the page's language. */
  readonly namespaces?: readonly MessageNamespace[];
  /** Search engines may index it (else `<meta name="robots" content="noindex">`). */
  readonly indexable: boolean;
  /** Listed in /sitemap.xml (a pattern's pages are listed by the sitemap's own query). */
  readonly inSitemap: boolean;
  /** A signed-in area that robots.txt asks crawlers to leave alone. */
  readonly disallowed?: boolean;
  /** Part of the entry bundle instead of loaded on demand (the home page, for a small first load). */
  readonly inEntry?: boolean;
  readonly languages: readonly PageLanguage[];
}

/** Every page is offered in English and Malayalam. */
const ALL_LANGUAGES: readonly PageLanguage[] = UI_LANGUAGES;

export const PAGES = [
  {
    path: '/',
    module: 'home',
    title: 'meta.home',
    reads: ['/api/settings', '/api/stats'],
    offlineReads: ['/api/healers'],
    firstPageOf: '/api/healers',
    showsHealers: true,
    indexable: true,
    inSitemap: true,
    inEntry: true,
    languages: ALL_LANGUAGES,
  },
  {
    path: '/about',
    module: 'about',
    title: 'meta.about',
    reads: ['/api/settings', '/api/team-members'],
    indexable: true,
    inSitemap: true,
    languages: ALL_LANGUAGES,
  },
  {
    path: '/contact',
    module: 'contact',
    title: 'meta.contact',
    reads: ['/api/settings'],
    indexable: true,
    inSitemap: true,
    languages: ALL_LANGUAGES,
  },
  {
    path: '/healer/:id',
    module: 'healer',
    title: 'meta.healer',
    reads: ['/api/settings', '/api/healers/:id'],
    showsHealers: true,
    indexable: true,
    inSitemap: false,
    languages: ALL_LANGUAGES,
  },
  {
    path: '/login',
    module: 'login',
    title: 'meta.login',
    namespaces: ['account'],
    indexable: false,
    inSitemap: false,
    languages: ALL_LANGUAGES,
  },
  {
    path: '/healer-login',
    module: 'healer-login',
    title: 'meta.login',
    namespaces: ['account'],
    indexable: false,
    inSitemap: false,
    languages: ALL_LANGUAGES,
  },
  {
    path: '/healer-profile',
    module: 'healer-profile',
    title: 'meta.healerProfile',
    namespaces: ['account'],
    indexable: false,
    inSitemap: false,
    disallowed: true,
    languages: ALL_LANGUAGES,
  },
  {
    path: '/admin',
    module: 'admin',
    title: 'meta.admin',
    namespaces: ['admin', 'account'],
    indexable: false,
    inSitemap: false,
    disallowed: true,
    languages: ALL_LANGUAGES,
  },
] as const satisfies readonly PageRow[];

/** What any other address shows: '404 Page Not Found', never indexed. */
export const NOT_FOUND_PAGE = {
  module: 'not-found',
  title: 'meta.notFound',
  indexable: false,
} as const satisfies Pick<PageRow, 'module' | 'title' | 'indexable'>;

/** The module key of a page, the table's own or the not-found page's. */
export type PageModule = (typeof PAGES)[number]['module'] | typeof NOT_FOUND_PAGE.module;

/** A page found for an address, with its `:name` segments decoded. */
export interface PageMatch {
  page: PageRow;
  params: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `params` when `path` is an address of `pattern` (exactly: no trailing slash, same case). */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = decodeSegment(segment);
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/** The table's page at `path` (no query or fragment), or undefined for an unknown address. */
export function matchPage(path: string): PageMatch | undefined {
  for (const page of PAGES as readonly PageRow[]) {
    const params = matchPath(page.path, path);
    if (params) return { page, params };
  }
  return undefined;
}

/** Vite's manifest key (the source path under src/client) of a page's route module. */
export function routeModuleFile(module: string): string {
  return `routes/${module}-page.tsx`;
}

/**
 * The pages whose content depends on the visitor's session (the sign-in forms, the healer's
 * profile, the admin panel): those without reads, which are neither pre-rendered nor kept for
 * offline use.
 */
export const SESSION_PAGES: readonly PageRow[] = (PAGES as readonly PageRow[]).filter(
  (page) => !page.reads,
);

/** The page's row by its module key. */
export function pageByModule(module: PageModule): Pick<PageRow, 'module' | 'title' | 'indexable'> {
  return (PAGES as readonly PageRow[]).find((page) => page.module === module) ?? NOT_FOUND_PAGE;
}

/** `pattern` with its `:name` segments replaced by the (encoded) parameters. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(params[name] ?? '') : whole,
  );
}

/** The address of the page whose module is `module`, its `:name` segments filled in. */
export function pagePath(
  module: (typeof PAGES)[number]['module'],
  params: Readonly<Record<string, string>> = {},
): string {
  const page = (PAGES as readonly PageRow[]).find((row) => row.module === module);
  if (!page) throw new Error(`no page for module ${module}`);
  return fillPath(page.path, params);
}

/** The address of a healer's public profile. */
export function healerPagePath(healerId: string): string {
  return pagePath('healer', { id: healerId });
}

/**
 * The printable poster of a healer's listing (decision 060): a server page of its own, outside
 * the table, since no client script draws it.
 */
export function healerPosterPath(healerId: string): string {
  return `${healerPagePath(healerId)}/poster`;
}

/** The admin's printable document of a district's posters (decision 060). */
export const DISTRICT_POSTERS_PATH = '/api/admin/posters';

/**
 * The public reads the service worker keeps for the page at `path` so that it can be drawn
 * offline (`reads` then `offlineReads`, filled in); none for a session page or an unknown
 * address, which are never kept.
 */
export function offlinePageReads(path: string): string[] {
  const found = matchPage(path);
  const reads = found?.page.reads;
  if (!found || !reads) return [];
  return [...reads, ...(found.page.offlineReads ?? [])].map((read) => fillPath(read, found.params));
}

/**
 * The kept reads that belong to the page at `path` alone (those naming one of its `:name`
 * segments, like a profile's API reply): when the network says the page is gone (404 or 410),
 * these are dropped, while shared reads like the settings stay.
 */
export function ownPageReads(path: string): string[] {
  const found = matchPage(path);
  const reads = found?.page.reads ?? [];
  return reads
    .filter((read) => read.includes(':'))
    .map((read) => fillPath(read, found?.params ?? {}));
}
