import { type Agent, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** One request of a load loop, as its caller saw it. */
export interface Outcome {
  kind: 'read' | 'write';
  path: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  /** A connection error's code (ECONNREFUSED, ECONNRESET, ...) or 'timeout'. */
  error?: string;
  retryAfter?: string;
  body?: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Keep-alive agent to reuse connections, as a browser does. */
  agent?: Agent;
  timeoutMs?: number;
  /** For https: accept Caddy's internal certificate. */
  insecure?: boolean;
  /** The client's own address (another loopback address: 127.0.0.2, ...). */
  localAddress?: string;
}

/**
 * One HTTP(S) request with node's own client (not fetch, whose errors hide the code), never
 * throwing: the outcome says what happened.
 */
export function send(
  kind: Outcome['kind'],
  url: string,
  options: SendOptions = {},
): Promise<Outcome> {
  const startedAt = Date.now();
  const target = new URL(url);
  const make = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const done = (fields: Partial<Outcome>) =>
      resolve({ kind, path: target.pathname, startedAt, endedAt: Date.now(), ...fields });
    const req = make(
      target,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.agent ? { agent: options.agent } : {}),
        ...(options.insecure ? { rejectUnauthorized: false } : {}),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            body: text,
            ...(response.headers['retry-after']
              ? { retryAfter: String(response.headers['retry-after']) }
              : {}),
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          done({ error: error.code ?? error.message }),
        );
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => {
      req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(options.body);
  });
}

/** "12×200, 3×503": the outcomes counted by status or error. */
export function summarise(outcomes: readonly Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = `${o.kind} ${o.status ?? o.error ?? '?'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort()
    .map(([key, n]) => `${n}×${key}`)
    .join(', ');
}

/**
 * The longest time no write succeeded: the largest gap between the ends of consecutive
 * successful writes (and from `from` to the first), in ms.
 */
export function longestWriteGap(outcomes: readonly Outcome[], from: number): number {
  const ends = outcomes
    .filter((o) => o.kind === 'write' && o.status !== undefined && o.status < 300)
    .map((o) => o.endedAt)
    .sort((a, b) => a - b);
  let longest = 0;
  let previous = from;
  for (const end of ends) {
    longest = Math.max(longest, end - previous);
    previous = end;
  }
  return longest;
}
