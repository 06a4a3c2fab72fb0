import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { tooManyRequests } from '../errors.js';
import { clientKey } from './rate-limit.js';

/** The 429 message of a search refused for coming too fast. */
export const TOO_MANY_SEARCHES = VALIDATION_MESSAGES.tooManySearches;

/**
 * Searches the public cache has not seen, per client (DESIGN §10.7): a bucket of `perMinute`
 * searches, refilled at `perMinute` a minute. A client is an address, and behind a mobile
 * carrier's NAT one IPv4 address is many patients: the default, 600, lets three dozen of them
 * send 15 new searches each in the same minute, and ten a minute each for as long as they like
 * (decision 030). A repeated search is answered from the cache and costs nothing here.
 */
export const DEFAULT_SEARCHES_PER_MINUTE = 600;

/** Above this many tracked clients the least recently seen are forgotten. */
const MAX_CLIENTS = 100_000;

interface Bucket {
  tokens: number;
  /** When `tokens` was last counted (ms). */
  at: number;
}

/** A token bucket per client; in memory, like the sign-in counters. */
export class SearchLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    /** 0 turns the limit off (a benchmark of the search itself). */
    private readonly perMinute: number = DEFAULT_SEARCHES_PER_MINUTE,
    /** Read through `Date` at each call, so a test's clock reaches it. */
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one uncached search of `client`; 0 when allowed, else seconds until one may come. */
  take(client: string): number {
    if (this.perMinute === 0) return 0;
    const now = this.now();
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.perMinute, at: now };
    this.buckets.delete(client);
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_CLIENTS) {
      for (const old of this.buckets.keys()) {
        if (this.buckets.size <= MAX_CLIENTS * 0.9) break;
        this.buckets.delete(old);
      }
    }
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    bucket.tokens -= 1;
    return 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    searchLimiter: SearchLimiter;
  }
}

/**
 * Throws the 429 when this client (an IPv6 address by its /64) has used its uncached searches;
 * else counts this search.
 */
export function assertSearchAllowed(request: FastifyRequest): void {
  const seconds = request.server.searchLimiter.take(clientKey(request.ip));
  if (seconds > 0) throw tooManyRequests(TOO_MANY_SEARCHES, seconds);
}

/** Decorates `app.searchLimiter` (SEARCH_LIMIT_PER_MINUTE, 600 when unset). */
export const searchLimitPlugin = fp(
  async (app, options: { perMinute?: number }) => {
    app.decorate('searchLimiter', new SearchLimiter(options.perMinute));
  },
  { name: 'search-limit' },
);
