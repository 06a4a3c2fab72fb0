/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES } from '../../shared/constants/ui-languages.js';
import { queryLanguage } from '../../shared/domain/language-choice.js';
import { searchKeptHealers, suggestKeptSearches } from '../../shared/domain/offline-search.js';
import { matchPage } from '../../shared/pages/pages.js';
import type { Healer } from '../../shared/schemas/healer.js';
import {
  DIRECTORY_PATHS,
  KEEP_FIRST_VISIT,
  OFFLINE_CACHES,
  OFFLINE_DIRECTORY_MAX_HEALERS,
  OFFLINE_MAX_AGE_SECONDS,
  SERVICE_NAMES_PATH,
} from '../features/offline/offline-caches.js';
import {
  dropKept,
  isFresh,
  isGone,
  type KeptCache,
  keepRules,
  keptCacheFor,
  keptReadsOfGonePage,
  keptReadsOfPage,
} from './route-rules.js';

// The service worker of the public directory (decision 015). It keeps the app's code (the
// precache, one revision per build), and at run time the public directory data, the profiles a
// visitor opened and their photos. What is kept and dropped is decided in route-rules.ts: nothing
// that needs a session is ever kept, and pages (HTML) are always asked of the network first.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** The bare HTML shell of this build and the page shown offline for what was never kept. */
const SHELL_URL = '/app-shell.html';
const OFFLINE_URL = '/offline.html';
/** The offline page with a language first (scripts/offline-build.ts's offlinePageFile). */
const offlineUrlFor = (language: string) =>
  language === DEFAULT_UI_LANGUAGE ? OFFLINE_URL : `/offline-${language}.html`;
/** Where the language of the last page the network gave is kept (in the page-config cache). */
const PAGE_LANGUAGE = '/page-language';
/** On a network this slow, a page is drawn from what was kept rather than left blank. */
const NETWORK_TIMEOUT_MS = 6_000;
const openCache = (name: string) => caches.open(name);

// A new version waits until no tab runs the old one (no skipWaiting): an open page keeps the
// code it started with, and the next visit gets the new version. The first install takes the
// open tabs at once, so they work offline without a reload.
clientsClaim();
cleanupOutdatedCaches();
// Hashed assets and the two HTML files; '/' is not mapped to index.html: pages come from the
// network (see below), so the precached shell is only ever an offline fallback.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

function keptFor(kind: KeptCache, maxEntries: number) {
  const cacheName = OFFLINE_CACHES[kind];
  return new StaleWhileRevalidate({
    cacheName,
    plugins: [
      keepRules(cacheName, openCache),
      new ExpirationPlugin({
        maxEntries,
        maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  });
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const KEPT: Record<KeptCache, StaleWhileRevalidate> = {
  directory: keptFor('directory', DIRECTORY_PATHS.length),
  profiles: keptFor('profiles', 60),
  photos: keptFor('photos', 150),
};
for (const kind of Object.keys(KEPT) as KeptCache[]) {
  registerRoute(
    ({ request, url }) => request.method === 'GET' && sameOrigin(url) && keptCacheFor(url) === kind,
    KEPT[kind],
  );
}

/** A kept reply, if it is younger than a week (older data is not shown as current). */
async function kept(cacheName: string, path: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const response = await cache.match(path);
  return response && isFresh(response) ? response : undefined;
}

async function fetchWithin(request: Request, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('network timeout')), ms);
  });
  try {
    return await Promise.race([fetch(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A kept whole list answering a request for a page of it: the slice, and the list's length. */
function keptPage(healers: Healer[], params: URLSearchParams, date: string): Response {
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const limit = Math.max(1, Number.parseInt(params.get('limit') ?? '24', 10) || 24);
  return Response.json(healers.slice(offset, offset + limit), {
    headers: { date, 'x-total-count': String(healers.length) },
  });
}

/**
 * A read that asks the server, and without a network answers a page of what `select` takes
 * from the directory the device kept.
 */
function networkOrKept(select: (healers: Healer[], params: URLSearchParams) => Healer[]) {
  return async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
    try {
      return await fetchWithin(request, NETWORK_TIMEOUT_MS);
    } catch (error) {
      const directory = await kept(OFFLINE_CACHES.directory, '/api/healers');
      if (!directory) throw error;
      const healers = select((await directory.json()) as Healer[], url.searchParams);
      return keptPage(healers, url.searchParams, directory.headers.get('date') ?? '');
    }
  };
}

// A page of the list (the home page's, decision 026), and a search: offline, a page of the kept
// directory, or of its matches.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/api/healers' && url.search !== '',
  networkOrKept((healers) => healers),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/api/healers/search',
  networkOrKept(searchKeptHealers),
);

// After an empty search, what to try next (decision 067): offline, counted in the kept directory.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/api/healers/search/suggestions',
  async ({ request, url }) => {
    try {
      return await fetchWithin(request, NETWORK_TIMEOUT_MS);
    } catch (error) {
      const directory = await kept(OFFLINE_CACHES.directory, '/api/healers');
      if (!directory) throw error;
      const healers = (await directory.json()) as Healer[];
      return Response.json(suggestKeptSearches(healers, url.searchParams));
    }
  },
);

/** The runtime settings the server writes into every page's head (see runtime-config.ts). */
const CONFIG_META =
  /<meta name="(?:clinic-time-zone|country-code|public-url)" content="[^"<>]*" \/>/g;

/**
 * The reads kept for a page: its own (the page table's), and on a page showing healers the
 * services' Malayalam names, so that a Malayalam page drawn offline names them in Malayalam
 * (decision 066; not required to draw the page, an older copy may lack them).
 */
function readsToKeep(path: string): string[] {
  const reads = keptReadsOfPage(path);
  return reads.length > 0 && matchPage(path)?.page.showsHealers
    ? [...reads, SERVICE_NAMES_PATH]
    : reads;
}

/** The `<html lang>` of a page's HTML, when it is one of the interface's languages. */
function pageLanguage(html: string): string | undefined {
  const lang = /<html[^>]*\slang="([a-z-]+)"/i.exec(html)?.[1];
  return lang && (UI_LANGUAGES as readonly string[]).includes(lang) ? lang : undefined;
}

/**
 * After a page came from the network: keeps its language (for the offline page), and for a
 * public page the runtime settings from its head (for the shell drawn offline) and the data it
 * was drawn from.
 */
async function rememberPage(
  path: string,
  response: Response,
  event: ExtendableEvent,
): Promise<(Response | undefined)[]> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html')) return [];
  const html = await response.text();
  const cache = await caches.open(OFFLINE_CACHES.pageConfig);
  const language = pageLanguage(html);
  if (language) await cache.put(PAGE_LANGUAGE, new Response(language));
  // A pre-rendered page brings its data inside its HTML, so the browser does not ask for it
  // again; the worker reads it once itself so that the page can be drawn offline.
  const reads = readsToKeep(path);
  if (reads.length === 0) return [];
  const tags = html.match(CONFIG_META);
  if (tags) await cache.put('/page-config', new Response(tags.join('\n')));
  return keepReads(reads, event);
}

/** The visitor's language offline: the address's `?lang=`, else the last page's. */
async function visitorLanguage(url: URL): Promise<string> {
  const chosen = queryLanguage(url.search);
  if (chosen) return chosen;
  const kept = await (await caches.open(OFFLINE_CACHES.pageConfig)).match(PAGE_LANGUAGE);
  return (await kept?.text()) ?? DEFAULT_UI_LANGUAGE;
}

/** Keeps these public reads, each in its cache (through its strategy, as if the page read it). */
async function keepReads(
  reads: string[],
  event: ExtendableEvent,
): Promise<(Response | undefined)[]> {
  return Promise.all(
    reads.map(async (read) => {
      // The page reads the list a page at a time; the whole of it is kept for offline only
      // while it is small (decision 026).
      if (read === '/api/healers' && !(await directoryIsSmall())) return undefined;
      const kind = keptCacheFor(new URL(read, self.location.origin));
      if (!kind) return undefined;
      return KEPT[kind].handle({ event, request: new Request(read) }).catch(() => undefined);
    }),
  );
}

/**
 * The first visit: its page loaded before the worker, so nothing it read came through it. Once
 * the worker has taken the page over (the page asks, KEEP_FIRST_VISIT), it keeps what the page
 * on screen needs offline, a profile's photo too, and the directory, as a returning visit
 * would have (decision 041).
 */
async function keepFirstVisit(path: string, event: ExtendableEvent): Promise<void> {
  const page = keptReadsOfPage(path).length > 0 ? path : '/';
  const response = await fetchWithin(new Request(page), NETWORK_TIMEOUT_MS);
  const reads = readsToKeep(page);
  const kept = await rememberPage(page, response, event);
  const photos = await Promise.all(
    kept.map(async (reply, i) => {
      if (!reply?.ok || keptCacheFor(new URL(reads[i]!, self.location.origin)) !== 'profiles') {
        return undefined;
      }
      const { photoUrl } = (await reply.clone().json()) as Partial<Healer>;
      return typeof photoUrl === 'string' && photoUrl.startsWith('/photos/') ? photoUrl : undefined;
    }),
  );
  const more = [...photos.filter((photo) => photo !== undefined)];
  if (page !== '/') more.push(...readsToKeep('/').filter((read) => !reads.includes(read)));
  await keepReads(more, event);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; path?: unknown } | null;
  if (data?.type !== KEEP_FIRST_VISIT || typeof data.path !== 'string') return;
  event.waitUntil(keepFirstVisit(data.path, event).catch(() => undefined));
});

/** Whether the directory has at most OFFLINE_DIRECTORY_MAX_HEALERS healers (one healer asked). */
async function directoryIsSmall(): Promise<boolean> {
  try {
    const response = await fetchWithin(new Request('/api/healers?limit=1'), NETWORK_TIMEOUT_MS);
    const total = Number.parseInt(response.headers.get('x-total-count') ?? '', 10);
    return response.ok && total <= OFFLINE_DIRECTORY_MAX_HEALERS;
  } catch {
    return false;
  }
}

/**
 * The page for a path the network could not give: the app's shell (drawn by the browser from
 * the kept data) when all that page's data was kept within the week, else the offline page. The
 * private areas (sign-in, healer, admin) always get the offline page.
 */
async function offlinePage(url: URL): Promise<Response> {
  const path = url.pathname;
  const reads = keptReadsOfPage(path);
  const data =
    reads.length > 0 &&
    (
      await Promise.all(
        reads.map((read) => {
          const kind = keptCacheFor(new URL(read, self.location.origin));
          return kind ? kept(OFFLINE_CACHES[kind], read) : undefined;
        }),
      )
    ).every(Boolean);
  const shell = data ? await matchPrecache(SHELL_URL) : undefined;
  if (!shell) {
    const language = await visitorLanguage(url);
    return (
      (await matchPrecache(offlineUrlFor(language))) ??
      (await matchPrecache(OFFLINE_URL)) ??
      Response.error()
    );
  }
  const config = await (await caches.open(OFFLINE_CACHES.pageConfig)).match('/page-config');
  const html = (await shell.text()).replace('</head>', `${(await config?.text()) ?? ''}</head>`);
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

// Pages: always the network's (pre-rendered, with the current build's scripts), so no kept HTML
// can ever point at deleted chunks; offline or too slow, the page is drawn from what was kept.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request, url, event }) => {
    try {
      const response = await fetchWithin(request, NETWORK_TIMEOUT_MS);
      // A profile the server no longer shows (a deactivated healer): its kept copy goes before
      // the page can ask for it (decision 031).
      if (isGone(response.status)) {
        await dropKept(keptReadsOfGonePage(url.pathname), url.origin, openCache);
      }
      const fetchEvent = event as FetchEvent;
      fetchEvent.waitUntil(
        rememberPage(url.pathname, response.clone(), fetchEvent).catch(() => undefined),
      );
      return response;
    } catch {
      return offlinePage(url);
    }
  },
);
