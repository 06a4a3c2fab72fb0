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
}

/** What a cache miss makes: the serialised JSON, with the list's total for a page. */
export type Produced = string | { json: string; total: number } | undefined;

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
  private readonly dropListeners = new Set<(entry?: CachedReply) => void>();
  private readonly maxBytes: number;
  private bytes = 0;
  private generation = 0;
  /** Set while this instance cannot hear other instances' writes (see sync.ts). */
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
  async fetch(key: string, produce: () => Promise<Produced>): Promise<CachedReply | undefined> {
    const hit = this.entries.get(key);
    if (hit && this.holds(key, hit)) return hit;
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
   * True when `key`'s reply is `entry`, which then counts as just used: for a reply sent again
   * without asking `fetch` (ready-replies.ts).
   */
  holds(key: string, entry: CachedReply): boolean {
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
    this.bytes = 0;
    for (const listener of this.dropListeners) listener();
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

  /** Registers a callback for replies the cache lets go: one it evicts, or all (`undefined`). */
  onDrop(listener: (entry?: CachedReply) => void): void {
    this.dropListeners.add(listener);
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
  };
}
