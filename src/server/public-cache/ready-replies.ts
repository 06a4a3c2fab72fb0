import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedReply, Encoding, PublicCache } from './store.js';

/** One reply as it left: which cache entry, in which encoding, with which headers. */
interface Ready {
  key: string;
  entry: CachedReply;
  encoding: Encoding | undefined;
  /** Every header Fastify's pipeline set, as `[name, value, …]`, without Content-Length. */
  headers: string[];
}

/** Distinct request lines remembered; past this the oldest is forgotten. */
const MAX_READY = 1024;

/** Headers as Fastify's `reply.getHeaders()` gives them. */
type SentHeaders = Record<string, string | number | string[] | undefined>;

function flatHeaders(headers: SentHeaders): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}

/**
 * The public JSON replies the cache has sent, ready to be sent again to the same request line
 * without Fastify's request pipeline (decision 028). A request is answered here only when it is
 * the same in every way the reply depends on: a GET of the same URL with the same
 * Accept-Encoding, no body and no If-None-Match, while the cache still holds the same entry. The
 * status, headers and bytes are the ones Fastify sent the first time, so the two paths cannot
 * differ; anything else (a write, a conditional GET, a page, a reply the cache has dropped) goes
 * through Fastify as before.
 */
export class ReadyReplies {
  private readonly byRequest = new Map<string, Ready>();
  private open = true;
  /** How many replies were sent here rather than by Fastify (for tests and metrics). */
  sent = 0;

  constructor(private readonly cache: PublicCache) {
    cache.onDrop((entry) => {
      if (!entry) return this.byRequest.clear();
      for (const [line, ready] of this.byRequest)
        if (ready.entry === entry) this.byRequest.delete(line);
    });
  }

  /** Number of request lines remembered (for tests). */
  get size(): number {
    return this.byRequest.size;
  }

  /** Remembers the 200 reply Fastify is about to send for `request` from `entry`. */
  remember(
    request: IncomingMessage,
    key: string,
    entry: CachedReply,
    encoding: Encoding | undefined,
    headers: SentHeaders,
  ): void {
    if (!this.open || !answerable(request)) return;
    const line = requestLine(request);
    this.byRequest.delete(line);
    this.byRequest.set(line, { key, entry, encoding, headers: flatHeaders(headers) });
    if (this.byRequest.size > MAX_READY) {
      const oldest = this.byRequest.keys().next().value;
      if (oldest !== undefined) this.byRequest.delete(oldest);
    }
  }

  /** Sends the remembered reply for `request` and says so; false leaves it to Fastify. */
  trySend(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || !answerable(request)) return false;
    const ready = this.byRequest.get(requestLine(request));
    if (!ready || !this.cache.markUsedIfCurrent(ready.key, ready.entry)) return false;
    const body = ready.encoding ? ready.entry.ready[ready.encoding] : ready.entry.body;
    if (!body) return false;
    response.writeHead(200, [...ready.headers, 'content-length', String(body.byteLength)]);
    response.end(body);
    this.sent += 1;
    return true;
  }

  /** Answers nothing more (the server is closing: Fastify then refuses new requests itself). */
  stop(): void {
    this.open = false;
    this.byRequest.clear();
  }
}

function answerable(request: IncomingMessage): boolean {
  const headers = request.headers;
  return (
    request.method === 'GET' &&
    headers['if-none-match'] === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}

function requestLine(request: IncomingMessage): string {
  return `${request.headers['accept-encoding'] ?? ''}\n${request.url}`;
}
