import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { syncPublicCacheAcrossInstances } from './public-cache-sync.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * Brotli quality 9 packs the directory's JSON about 5% smaller than quality 6 but takes five
 * times as long (here about 38 ms per MB against 7). A reply the cache has just made is sent at
 * quality 6, so that the first reader after a write or a new search does not wait; quality 9 is
 * then made in the background for every later reader. Bodies up to this size are small enough
 * to get quality 9 at once (a few milliseconds).
 */
const BROTLI_AT_ONCE_MAX_BYTES = 64 * 1024;
/** Above this (the list of 10,000 healers is 19 MB), quality 6 stays: 9 would cost a second. */
const BROTLI_BEST_MAX_BYTES = 2 * 1024 * 1024;
const BROTLI_QUICK = 6;
const BROTLI_BEST = 9;

type Encoding = 'br' | 'gzip';

/** One cached public reply: the serialised JSON and, made on first demand, its compressed forms. */
export interface CachedReply {
  readonly body: Buffer;
  readonly etag: string;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface PublicCacheOptions {
  /** Upper bound on the JSON bytes held; the least recently used replies go first. */
  maxBytes?: number;
}

/**
 * In-process cache of public GET replies (DESIGN §7). PGlite serves one query at a time, so the
 * directory's reads come from here and the database only sees the first request after a write.
 * Keys are the route and its validated parameters, so `?query=%20` and `?` share an entry.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedReply>();
  private readonly inFlight = new Map<string, Promise<CachedReply | undefined>>();
  private readonly listeners = new Set<() => void>();
  private readonly maxBytes: number;
  private bytes = 0;
  private generation = 0;
  /** Set while this instance cannot hear other instances' writes (see public-cache-sync.ts). */
  private paused = false;

  constructor(options: PublicCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
  }

  /** Number of cached replies (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached reply for `key`, or the one `produce` makes (its serialised JSON). Concurrent
   * misses for one key share a single `produce`. `undefined` from `produce` (e.g. not found)
   * is passed on and not cached.
   */
  async fetch(
    key: string,
    produce: () => Promise<string | undefined>,
  ): Promise<CachedReply | undefined> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to keep the Map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = produce()
      .then((json) => {
        if (json === undefined) return undefined;
        const entry = makeEntry(json);
        // A write that happened while this was being read makes it stale: serve it to the
        // requests that asked before the write, but do not keep it.
        if (generation === this.generation && !this.paused) this.store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      });
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Drops every cached reply and tells the listeners (e.g. other instances). Call after writes. */
  invalidate(): void {
    this.clearLocal();
    for (const listener of this.listeners) listener();
  }

  /** Drops every cached reply of this process only (for an invalidation heard from elsewhere). */
  clearLocal(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    this.bytes = 0;
  }

  /** Stops keeping replies (each read goes to the database) and drops the ones held. */
  pause(): void {
    this.paused = true;
    this.clearLocal();
  }

  /** Keeps replies again, starting from an empty cache. */
  resume(): void {
    this.paused = false;
    this.clearLocal();
  }

  /** Registers a callback run on every `invalidate()`; returns its removal. */
  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private store(key: string, entry: CachedReply): void {
    const size = entry.body.byteLength;
    // Up to half the budget for one reply: the whole directory of 10,000 healers (19 MB of JSON)
    // is the reply that most needs keeping, and re-reading it costs seconds on PGlite.
    if (size > this.maxBytes / 2) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.byteLength;
    }
  }
}

function makeEntry(json: string): CachedReply {
  const body = Buffer.from(json, 'utf8');
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
  // Weak: the gzip and brotli bytes differ from the plain ones but mean the same reply.
  return { body, etag: `W/"${hash}"`, compressed: {} };
}

function brotliAt(body: Buffer, quality: number): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * The reply's body in `encoding`, made on first demand and kept with the entry. A mid-sized
 * body is sent at a quick brotli quality first and replaced by the best one once that is made.
 */
export function compressedBody(entry: CachedReply, encoding: Encoding): Promise<Buffer> {
  const made = entry.compressed[encoding];
  if (made) return made;
  const size = entry.body.byteLength;
  if (encoding === 'gzip') {
    entry.compressed.gzip = gzipAsync(entry.body, { level: 9 });
    return entry.compressed.gzip;
  }
  if (size <= BROTLI_AT_ONCE_MAX_BYTES) {
    entry.compressed.br = brotliAt(entry.body, BROTLI_BEST);
    return entry.compressed.br;
  }
  const quick = brotliAt(entry.body, BROTLI_QUICK);
  entry.compressed.br = quick;
  if (size <= BROTLI_BEST_MAX_BYTES) {
    quick
      .then(() => brotliAt(entry.body, BROTLI_BEST))
      .then((best) => {
        entry.compressed.br = Promise.resolve(best);
      })
      // The quick bytes stay: they are a correct reply, only a little larger.
      .catch(() => {});
  }
  return quick;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0 || (accepted.get('x-gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/** Accept-Encoding values seen so far and their pick: browsers send a handful of distinct ones. */
const encodingByHeader = new Map<string, Encoding | undefined>();
const MAX_REMEMBERED_HEADERS = 64;

function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (encodingByHeader.has(header)) return encodingByHeader.get(header);
  const encoding = pickEncoding(header);
  if (encodingByHeader.size < MAX_REMEMBERED_HEADERS) encodingByHeader.set(header, encoding);
  return encoding;
}

/** Sends a cached reply: 304 when the client has it, else the smallest encoding it accepts. */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedReply,
): Promise<FastifyReply> {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .header('etag', entry.etag);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    entry.body.byteLength >= MIN_COMPRESS_BYTES
      ? acceptedEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(entry.body);
  const body = await compressedBody(entry, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** The cache key of a public GET: route, validated path parameters and validated query. */
export function cacheKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}|${JSON.stringify(request.params ?? {})}|${JSON.stringify(
    request.query ?? {},
  )}`;
}

/**
 * Serves a public GET from the cache, loading and serialising (with the route's 200 schema) on
 * a miss. When `load` gives `undefined` the reply is 404 `{ message: notFoundMessage }`, which
 * is not cached.
 */
export async function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<unknown>,
  notFoundMessage = 'Not found',
): Promise<void> {
  const entry = await request.server.publicCache.fetch(cacheKey(request), async () => {
    const data = await load();
    return data === undefined ? undefined : (reply.serialize(data) as string);
  });
  if (!entry) {
    await reply.code(404).send({ message: notFoundMessage });
    return;
  }
  await sendCached(request, reply, entry);
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/**
 * Decorates `app.publicCache`; write routes call `app.publicCache.invalidate()`. On PostgreSQL
 * the invalidation reaches every instance on the database (public-cache-sync.ts).
 */
export const publicCachePlugin = fp(
  async (app, options: PublicCacheOptions) => {
    const cache = new PublicCache(options);
    app.decorate('publicCache', cache);
    const pool = app.hasDecorator('database') ? app.database.pgPool : undefined;
    if (pool) {
      const stop = await syncPublicCacheAcrossInstances(cache, pool, app.log);
      app.addHook('onClose', stop);
    }
  },
  { name: 'public-cache' },
);
