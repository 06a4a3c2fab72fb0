// The few parts of autocannon 8's programmatic API the benchmark uses (it ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Exactly this many requests, then stop (instead of `duration`). */
    amount?: number;
    /** Requests a second over all connections. */
    overallRate?: number;
    requests?: {
      path?: string;
      method?: string;
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }[];
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    totalCompletedRequests: number;
    requests: { average: number };
  }

  type Instance = EventEmitter & PromiseLike<Result>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}
