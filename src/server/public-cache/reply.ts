import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { CachedReply, Encoding } from './store.js';

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

/**
 * The smallest brotli window that holds the whole body (2^lgwin − 16 bytes), from 16 to the
 * default 22. A window larger than the body packs it no smaller, but at quality 9 a window above
 * 16 switches brotli to a slower matcher: a 48 KB search page took 41 ms instead of 3, the same
 * bytes within 0.1% (decision 026).
 */
function windowBits(size: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 16))));
}

function brotliAt(body: Buffer, quality: number): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [zlibConstants.BROTLI_PARAM_LGWIN]: windowBits(body.byteLength),
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
  const keep = (made: Promise<Buffer>) => {
    entry.compressed[encoding] = made;
    return made.then((bytes) => {
      entry.ready[encoding] = bytes;
      entry.grew(bytes.byteLength);
      return bytes;
    });
  };
  if (encoding === 'gzip') return keep(gzipAsync(entry.body, { level: 9 }));
  if (size <= BROTLI_AT_ONCE_MAX_BYTES) return keep(brotliAt(entry.body, BROTLI_BEST));
  const quick = keep(brotliAt(entry.body, BROTLI_QUICK));
  if (size <= BROTLI_BEST_MAX_BYTES) {
    quick
      .then(() => brotliAt(entry.body, BROTLI_BEST))
      .then((best) => {
        const quickBytes = entry.ready.br?.byteLength ?? 0;
        entry.compressed.br = Promise.resolve(best);
        entry.ready.br = best;
        entry.grew(best.byteLength - quickBytes);
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

/** How a cached reply is labelled: JSON unless said otherwise. */
export interface SendCachedOptions {
  contentType?: string;
  /** Headers besides Accept-Encoding that chose the entry (a page's splash cookie, say). */
  vary?: string;
  /**
   * The cache key that chose the entry, when the reply depends on nothing but the URL and
   * Accept-Encoding: it may then be sent again ahead of Fastify's pipeline (ready-replies.ts).
   */
  key?: string;
}

/**
 * Sends a cached reply, JSON or a page alike: 304 when the client has it, else the smallest
 * encoding it accepts. Never stored by a browser without asking again (`no-cache`), so a write
 * shows at once.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedReply,
  options: SendCachedOptions = {},
): Promise<FastifyReply> {
  reply
    .header('content-type', options.contentType ?? 'application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', options.vary ?? 'Accept-Encoding')
    .header('etag', entry.etag);
  if (entry.total !== undefined) reply.header('x-total-count', String(entry.total));
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    entry.body.byteLength >= MIN_COMPRESS_BYTES
      ? acceptedEncoding(request.headers['accept-encoding'])
      : undefined;
  const body = encoding ? await compressedBody(entry, encoding) : entry.body;
  if (encoding) reply.header('content-encoding', encoding);
  if (options.key !== undefined && options.vary === undefined && reply.statusCode === 200) {
    const headers = reply.getHeaders();
    request.server.readyReplies.remember(request.raw, options.key, entry, encoding, headers);
  }
  return reply.send(body);
}

/** The cache key of a public GET: route, validated path parameters and validated query. */
export function cacheKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}|${JSON.stringify(request.params ?? {})}|${JSON.stringify(
    request.query ?? {},
  )}`;
}

/**
 * Serves one page of a public list from the cache: `load` gives the page's items and how many
 * the whole list holds, sent as `X-Total-Count` (decision 026).
 */
export async function replyPageFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<{ items: unknown[]; total: number }>,
): Promise<void> {
  const key = cacheKey(request);
  request.server.metrics?.cacheLookup(request.server.publicCache.has(key));
  const entry = await request.server.publicCache.fetch(key, async () => {
    const { items, total } = await load();
    return { json: reply.serialize(items) as string, total };
  });
  if (entry) await sendCached(request, reply, entry, { key });
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
  const key = cacheKey(request);
  const { publicCache, outageReplies, databaseAvailability } = request.server;
  request.server.metrics?.cacheLookup(publicCache.has(key));
  let entry: CachedReply | undefined;
  try {
    entry = await publicCache.fetch(key, async () => {
      const data = await load();
      return data === undefined ? undefined : (reply.serialize(data) as string);
    });
  } catch (error) {
    // The database is away: the last reply sent for this request, if there was one.
    const kept = outageReplies?.get(key);
    if (!kept || !databaseAvailability?.report(error)) throw error;
    entry = kept;
  }
  if (!entry) throw new HttpError(404, notFoundMessage);
  outageReplies?.keep(key, entry);
  await sendCached(request, reply, entry, { key });
}
