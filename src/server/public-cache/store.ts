import { createHash } from 'node:crypto';

/** The compressed forms a cached reply can be sent in (reply.ts picks and makes them). */
export type Encoding = 'br' | 'gzip';

/** One cached public reply: the serialised JSON and, made on first demand, its compressed forms. */
export interface CachedReply {
  readonly body: Buffer;
  readonly etag: string;
  /** For one page of a list: how many items the whole list holds (`X-Total-Count`). */
  readonly total?: number;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed bodies made so far, the best one of each encoding (reply.ts fills it). */
  ready: Partial<Record<Encoding, Buffer>>;
  /** Counts `bytes` more (or fewer) kept with this reply: reply.ts, as it compresses it. */
  grew(bytes: number): void;
}

/** What a cache miss makes: the serialised JSON, with the list's total for a page. */
export type Produced = string | { json: string; total: number } | undefined;

export interface PublicCacheOptions {
  /**
   * Upper bound on the bytes held, counted as each reply is kept (entryBytes: key, headers,
   * bodies and the objects around them); the least recently used replies go first.
   */
  maxBytes?: number;
  /** Upper bound on the number of replies held. */
  maxEntries?: number;
}

/**
 * What a kept reply costs besides its key, ETag and bodies: the entry object, its two records of
 * compressed forms, the Buffer object, the Map's slot and the closure that counts its growth.
 * Measured on Node 20 (decision 030): 20,000 `[]` replies keyed like a search (93 characters)
 * grew the heap and array buffers by 524 bytes each, about 155 of them the key's and the ETag's
 * strings; 400 rounds the rest up.
 */
export const ENTRY_OVERHEAD_BYTES = 400;

/** The bytes a kept reply holds: its key, its ETag and total (its headers), its bodies. */
function entryBytes(key: string, entry: CachedReply): number {
  // A V8 string of Latin-1 characters takes one byte each, any other two.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range is the point
  const charBytes = (text: string) => (/^[\u0000-\u00ff]*$/.test(text) ? 1 : 2) * text.length;
  return ENTRY_OVERHEAD_BYTES + charBytes(key) + charBytes(entry.etag) + entry.body.byteLength;
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
  private readonly dropListeners = new Set<(entry?: CachedReply) => void>();
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private keptBytes = 0;
  /** Each kept reply's counted bytes, to take off when it goes. */
  private readonly bytesOf = new WeakMap<CachedReply, number>();
  private generation = 0;
  /** Set while the database answers but this instance cannot hear others' writes (sync.ts). */
  private paused = false;

  constructor(options: PublicCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
    this.maxEntries = options.maxEntries ?? 20_000;
  }

  /** Number of cached replies (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes the cached replies hold, as counted against `maxBytes` (for tests and metrics). */
  get bytes(): number {
    return this.keptBytes;
  }

  /** Whether a request for `key` would be answered without making the reply (held or on its way). */
  has(key: string): boolean {
    return this.entries.has(key) || this.inFlight.has(key);
  }

  /**
   * The cached reply for `key`, or the one `produce` makes (its serialised JSON). Concurrent
   * misses for one key share a single `produce`. `undefined` from `produce` (e.g. not found)
   * is passed on and not cached.
   */
  async fetch(key: string, produce: () => Promise<Produced>): Promise<CachedReply | undefined> {
    const hit = this.entries.get(key);
    if (hit && this.markUsedIfCurrent(key, hit)) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = produce()
      .then((made) => {
        if (made === undefined) return undefined;
        const entry = typeof made === 'string' ? makeEntry(made) : makeEntry(made.json, made.total);
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

  /**
   * When `key`'s reply is still `entry`, counts it as just used and says true: for a reply sent
   * again without asking `fetch` (ready-replies.ts).
   */
  markUsedIfCurrent(key: string, entry: CachedReply): boolean {
    if (this.entries.get(key) !== entry) return false;
    // Re-insert to keep the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return true;
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
    this.keptBytes = 0;
    for (const listener of this.dropListeners) listener();
  }

  /**
   * Stops keeping replies (each read goes to the database) and drops the ones held: for writes
   * that could happen unheard. Not for a database that is away, when nothing can change (sync.ts).
   */
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

  /** Registers a callback for replies the cache lets go: one it evicts, or all (`undefined`). */
  onDrop(listener: (entry?: CachedReply) => void): void {
    this.dropListeners.add(listener);
  }

  private store(key: string, entry: CachedReply): void {
    const size = entryBytes(key, entry);
    // Up to half the budget for one reply: the whole directory of 10,000 healers (19 MB of JSON)
    // is the reply that most needs keeping, and re-reading it costs seconds on PGlite.
    if (size > this.maxBytes / 2) return;
    this.entries.set(key, entry);
    this.bytesOf.set(entry, size);
    this.keptBytes += size;
    entry.grew = (bytes) => {
      if (this.entries.get(key) !== entry) return;
      this.bytesOf.set(entry, (this.bytesOf.get(entry) ?? 0) + bytes);
      this.keptBytes += bytes;
      this.evictOverBudget();
    };
    this.evictOverBudget();
  }

  /** Drops the least recently used replies until the cache is within both budgets. */
  private evictOverBudget(): void {
    for (const [oldKey, old] of this.entries) {
      if (this.keptBytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldKey);
      this.keptBytes -= this.bytesOf.get(old) ?? 0;
      this.bytesOf.delete(old);
      for (const listener of this.dropListeners) listener(old);
    }
  }
}

function makeEntry(json: string, total?: number): CachedReply {
  const body = Buffer.from(json, 'utf8');
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
  // Weak: the gzip and brotli bytes differ from the plain ones but mean the same reply.
  return {
    body,
    etag: `W/"${hash}"`,
    ...(total !== undefined && { total }),
    compressed: {},
    ready: {},
    // Counted only once the cache keeps the reply (store).
    grew: () => {},
  };
}
