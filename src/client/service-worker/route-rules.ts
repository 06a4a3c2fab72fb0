import type { WorkboxPlugin } from 'workbox-core';
import { offlinePageReads, ownPageReads } from '../../shared/pages/pages.js';
import {
  DIRECTORY_PATHS,
  OFFLINE_CACHES,
  OFFLINE_MAX_AGE_SECONDS,
} from '../features/offline/offline-caches.js';

// What the service worker keeps and drops (decision 015, 034), apart from Workbox's wiring in
// sw.ts so that it can be tested without a browser. Nothing that needs a session is ever kept.

/** The API areas whose replies depend on a session (the healer's and the admin's). */
export const SESSION_API_PREFIXES = ['/api/admin', '/api/healer'] as const;

/** Whether a path belongs to a session's area (`/api/healer/…`, not `/api/healers/…`). */
export function needsSession(path: string): boolean {
  return SESSION_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The run-time caches, by what they keep. */
export type KeptCache = keyof Omit<typeof OFFLINE_CACHES, 'pageConfig'>;

const DIRECTORY = new Set<string>(DIRECTORY_PATHS);
const PROFILE = /^\/api\/healers\/(?!search$)[^/]+$/;

/**
 * The cache that keeps the reply to a GET of this same-origin address, if any: the directory's
 * public reads, a profile, a photo. Queries (a page of the list, a search) are never kept: they
 * are answered offline from the kept directory instead.
 */
export function keptCacheFor(url: URL): KeptCache | undefined {
  if (needsSession(url.pathname)) return undefined;
  if (url.pathname.startsWith('/photos/')) return 'photos';
  if (url.search !== '') return undefined;
  if (DIRECTORY.has(url.pathname)) return 'directory';
  if (PROFILE.test(url.pathname)) return 'profiles';
  return undefined;
}

/** Only complete, shareable replies are kept: 200, nothing private or no-store, no session's. */
export function mayKeep(url: URL, response: Response): boolean {
  if (needsSession(url.pathname) || keptCacheFor(url) === undefined) return false;
  if (response.status !== 200) return false;
  return !/\b(private|no-store)\b/.test(response.headers.get('cache-control') ?? '');
}

/** The network's word that a thing no longer exists: a kept copy of it must not be shown. */
export function isGone(status: number): boolean {
  return status === 404 || status === 410;
}

/** Kept data older than a week is not shown as current (nor without a date at all). */
export function isFresh(response: Response, now = Date.now()): boolean {
  const date = Date.parse(response.headers.get('date') ?? '');
  return !Number.isNaN(date) && now - date <= OFFLINE_MAX_AGE_SECONDS * 1000;
}

/** The public reads kept for a page, so that it can be drawn offline (from the page table). */
export const keptReadsOfPage = offlinePageReads;

/** The kept reads to drop when the network says the page at `path` is gone (its profile). */
export const keptReadsOfGonePage = ownPageReads;

/** Opens a run-time cache (the worker's `caches`, or a fake one in tests). */
export type OpenCache = (name: string) => Promise<Pick<Cache, 'delete'>>;

/** The server varies its replies on Accept-Encoding, which a kept copy's key may not carry. */
const ANY_VARIANT: CacheQueryOptions = { ignoreVary: true };

/** Drops the kept replies to these paths, whichever cache keeps them. */
export async function dropKept(paths: readonly string[], origin: string, open: OpenCache) {
  await Promise.all(
    paths.map(async (path) => {
      const kind = keptCacheFor(new URL(path, origin));
      if (kind) await (await open(OFFLINE_CACHES[kind])).delete(path, ANY_VARIANT);
    }),
  );
}

/**
 * The plugin of every run-time cache: keeps only what `mayKeep` allows, and when the network
 * answers 404 or 410 for a kept address (a deactivated healer's profile), drops the kept copy so
 * that it is not shown again (decision 031).
 */
export function keepRules(cacheName: string, open: OpenCache): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) =>
      mayKeep(new URL(request.url), response) ? response : null,
    fetchDidSucceed: async ({ request, response }) => {
      if (isGone(response.status)) await (await open(cacheName)).delete(request, ANY_VARIANT);
      return response;
    },
  };
}
