import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHES, OFFLINE_MAX_AGE_SECONDS } from '../features/offline/offline-caches.js';
import {
  dropKept,
  isFresh,
  keepRules,
  keptCacheFor,
  keptReadsOfGonePage,
  keptReadsOfPage,
  mayKeep,
  needsSession,
} from './route-rules.js';

const ORIGIN = 'https://healers.example.org';
const at = (path: string) => new URL(path, ORIGIN);
const publicReply = (status = 200, cacheControl = 'no-cache') =>
  new Response('{}', { status, headers: { 'cache-control': cacheControl } });

/** A Cache Storage of kept addresses, by cache name. */
function fakeCaches(kept: Record<string, string[]>) {
  const stores = new Map(Object.entries(kept).map(([name, paths]) => [name, new Set(paths)]));
  const open = async (name: string) => ({
    delete: async (request: RequestInfo | URL) => {
      const url = new URL(request instanceof Request ? request.url : String(request), ORIGIN);
      return stores.get(name)?.delete(url.pathname) ?? false;
    },
  });
  const held = (name: string) => [...(stores.get(name) ?? [])];
  return { open, held };
}

/** Replies that need a session: the admin's and the healer's areas. */
const SESSION_PATHS = [
  '/api/admin/healers',
  '/api/admin/healers/h1',
  '/api/admin/stats',
  '/api/admin/settings',
  '/api/admin/status',
  '/api/admin/team-members',
  '/api/healer/profile',
  '/api/healer/status',
  '/api/admin',
  '/api/healer',
];

describe('what the service worker keeps', () => {
  it.each(SESSION_PATHS)('never keeps %s, even as a public 200', (path) => {
    expect(needsSession(path)).toBe(true);
    expect(keptCacheFor(at(path))).toBeUndefined();
    expect(mayKeep(at(path), publicReply())).toBe(false);
  });

  it('keeps the directory, profiles and photos, and nothing with a query', () => {
    expect(keptCacheFor(at('/api/healers'))).toBe('directory');
    expect(keptCacheFor(at('/api/settings'))).toBe('directory');
    expect(keptCacheFor(at('/api/team-members'))).toBe('directory');
    expect(keptCacheFor(at('/api/healers/h1'))).toBe('profiles');
    expect(keptCacheFor(at('/photos/h1-abc.webp'))).toBe('photos');
    expect(keptCacheFor(at('/api/healers?limit=24'))).toBeUndefined();
    expect(keptCacheFor(at('/api/healers/search'))).toBeUndefined();
    expect(keptCacheFor(at('/api/healers/h1/extra'))).toBeUndefined();
    expect(needsSession('/api/healers/h1')).toBe(false);
  });

  it('keeps only complete replies that may be shared', () => {
    expect(mayKeep(at('/api/healers/h1'), publicReply())).toBe(true);
    expect(mayKeep(at('/api/healers/h1'), publicReply(404))).toBe(false);
    expect(mayKeep(at('/api/healers/h1'), publicReply(200, 'private, max-age=60'))).toBe(false);
    expect(mayKeep(at('/api/healers/h1'), publicReply(200, 'no-store'))).toBe(false);
  });

  it("refuses a session's reply in the cache plugin itself", async () => {
    const plugin = keepRules(OFFLINE_CACHES.directory, fakeCaches({}).open);
    const willUpdate = plugin.cacheWillUpdate!;
    const ask = (path: string) =>
      willUpdate({
        request: new Request(at(path)),
        response: publicReply(),
        event: undefined as unknown as ExtendableEvent,
        state: {},
      });
    for (const path of SESSION_PATHS) expect(await ask(path), path).toBeNull();
    expect(await ask('/api/settings')).not.toBeNull();
  });

  it('drops data older than a week, and data without a date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const dated = (iso: string) =>
      new Response('', { headers: { date: new Date(iso).toUTCString() } });
    expect(isFresh(dated('2026-03-04T12:00:00Z'), now)).toBe(true);
    expect(
      isFresh(dated(new Date(now - OFFLINE_MAX_AGE_SECONDS * 1000 - 1000).toISOString()), now),
    ).toBe(false);
    expect(isFresh(new Response(''), now)).toBe(false);
  });
});

describe('the reads kept for a page (the page table)', () => {
  it('keeps what each public page is drawn from, and nothing for a session page', () => {
    expect(keptReadsOfPage('/')).toEqual(['/api/settings', '/api/stats', '/api/healers']);
    expect(keptReadsOfPage('/about')).toEqual(['/api/settings', '/api/team-members']);
    expect(keptReadsOfPage('/contact')).toEqual(['/api/settings']);
    expect(keptReadsOfPage('/healer/h%201')).toEqual(['/api/settings', '/api/healers/h%201']);
    for (const path of ['/admin', '/login', '/healer-login', '/healer-profile', '/nope']) {
      expect(keptReadsOfPage(path), path).toEqual([]);
    }
  });
});

describe('a kept copy the network says is gone (decision 031)', () => {
  it('is dropped when the profile API answers 404 or 410', async () => {
    for (const status of [404, 410]) {
      const store = fakeCaches({
        [OFFLINE_CACHES.profiles]: ['/api/healers/h1', '/api/healers/h2'],
      });
      const plugin = keepRules(OFFLINE_CACHES.profiles, store.open);
      const response = new Response('', { status });
      const passed = await plugin.fetchDidSucceed!({
        request: new Request(at('/api/healers/h1')),
        response,
        event: undefined as unknown as ExtendableEvent,
        state: {},
      });
      expect(passed).toBe(response);
      expect(store.held(OFFLINE_CACHES.profiles)).toEqual(['/api/healers/h2']);
    }
  });

  it('is kept when the network fails for another reason', async () => {
    for (const status of [200, 500, 503]) {
      const store = fakeCaches({ [OFFLINE_CACHES.profiles]: ['/api/healers/h1'] });
      await keepRules(OFFLINE_CACHES.profiles, store.open).fetchDidSucceed!({
        request: new Request(at('/api/healers/h1')),
        response: new Response('', { status }),
        event: undefined as unknown as ExtendableEvent,
        state: {},
      });
      expect(store.held(OFFLINE_CACHES.profiles)).toEqual(['/api/healers/h1']);
    }
  });

  it("drops a gone profile page's own kept reply, not the shared settings", async () => {
    const store = fakeCaches({
      [OFFLINE_CACHES.profiles]: ['/api/healers/h1', '/api/healers/h2'],
      [OFFLINE_CACHES.directory]: ['/api/settings', '/api/healers'],
    });
    await dropKept(keptReadsOfGonePage('/healer/h1'), ORIGIN, store.open);
    expect(store.held(OFFLINE_CACHES.profiles)).toEqual(['/api/healers/h2']);
    expect(store.held(OFFLINE_CACHES.directory)).toEqual(['/api/settings', '/api/healers']);
    expect(keptReadsOfGonePage('/about')).toEqual([]);
    expect(keptReadsOfGonePage('/admin')).toEqual([]);
  });
});
