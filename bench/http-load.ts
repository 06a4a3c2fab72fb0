import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { stopChild } from './app-server.js';
import { median, percentile } from './stats.js';

// autocannon 8 appends every body chunk to a string (`req.body += chunk`). Decoding compressed,
// binary bodies as UTF-8 held the client to about 30 MB/s, so it measured itself, not the
// servers (both then looked equally fast). Nothing here reads the bodies: drop them.
const { prototype: queue } = createRequire(import.meta.url)(
  'autocannon/lib/pipelinedRequestsQueue.js',
) as { prototype: { addBody(data: Buffer): void } };
queue.addBody = () => {};

/** What a browser sends; both servers see the same request headers. */
export const REQUEST_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json',
};

/** Headers node:http writes itself; the bare server gets every other captured header. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface CapturedReply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Milliseconds from request to the last body byte. */
  ms: number;
}

/** One GET with the benchmark's request headers, body kept as the bytes on the wire. */
export function capture(url: string): Promise<CapturedReply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: REQUEST_HEADERS, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: Record<string, string> = {};
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i]!.toLowerCase();
          if (!TRANSPORT_HEADERS.has(name)) headers[name] = raw[i + 1]!;
        }
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface BareServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts bench/bare-server.mjs in its own process, answering with `reply`'s bytes. */
export async function startBareServer(
  root: string,
  workDir: string,
  name: string,
  reply: CapturedReply,
): Promise<BareServer> {
  const file = join(workDir, `${name}.json`);
  await writeFile(
    file,
    JSON.stringify({
      status: reply.status,
      headers: reply.headers,
      bodyBase64: reply.body.toString('base64'),
    }),
  );
  const child: ChildProcess = spawn(process.execPath, [join(root, 'bench/bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  const port = Number.parseInt(chunk.toString(), 10);
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child, 2000) };
}

export interface LoadResult {
  /** Successful (2xx) replies per second. */
  rps: number;
  /** Latency of the 2xx replies in milliseconds. */
  p50: number;
  p99: number;
  failures: number;
}

/** Runs autocannon against `url` and measures the 2xx latencies itself (sub-millisecond). */
export async function load(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 30,
    headers: REQUEST_HEADERS,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else failures += 1;
  });
  const result = await instance;
  return {
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: failures + result.errors + result.timeouts,
  };
}

export interface Comparison {
  connections: number;
  rounds: number;
  app: LoadResult;
  bare: LoadResult;
  /** Median over rounds of app req/s divided by the bare server's req/s in the same round. */
  ratio: number;
  bytes: number;
  encoding: string;
}

function medianResult(results: LoadResult[]): LoadResult {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
  };
}

export interface CompareOptions {
  connections: number[];
  rounds: number;
  seconds: number;
  warmupSeconds: number;
}

/**
 * The reply the app settles on for `url`. A new cache entry is first sent at a quick brotli
 * quality and then at the best one, made in the background; the bare server must send the bytes
 * the app sends while it is measured, so this asks until two replies 200 ms apart are the same.
 */
async function settledReply(url: string): Promise<CapturedReply> {
  let reply = await capture(url);
  for (let tries = 0; tries < 25; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await capture(url);
    if (next.status === reply.status && next.body.equals(reply.body)) return next;
    reply = next;
  }
  throw new Error(`GET ${url} did not settle on one reply within 5 s`);
}

/**
 * The app's `path` against a bare node:http server sending the identical reply: a warm-up of
 * each, then `rounds` rounds per connection count, alternating which goes first.
 */
export async function compareWithBare(
  root: string,
  workDir: string,
  name: string,
  origin: string,
  path: string,
  options: CompareOptions,
): Promise<Comparison[]> {
  const reply = await settledReply(`${origin}${path}`);
  if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`);
  const bare = await startBareServer(root, workDir, name, reply);
  try {
    const targets = { app: `${origin}${path}`, bare: `${bare.origin}${path}` };
    await load(targets.app, 10, options.warmupSeconds);
    await load(targets.bare, 10, options.warmupSeconds);
    const comparisons: Comparison[] = [];
    for (const connections of options.connections) {
      const app: LoadResult[] = [];
      const base: LoadResult[] = [];
      const ratios: number[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
        const pair: Partial<Record<'app' | 'bare', LoadResult>> = {};
        for (const target of order)
          pair[target] = await load(targets[target], connections, options.seconds);
        app.push(pair.app!);
        base.push(pair.bare!);
        ratios.push(pair.app!.rps / pair.bare!.rps);
      }
      comparisons.push({
        connections,
        rounds: options.rounds,
        app: medianResult(app),
        bare: medianResult(base),
        ratio: median(ratios),
        bytes: reply.body.byteLength,
        encoding: reply.headers['content-encoding'] ?? 'identity',
      });
    }
    return comparisons;
  } finally {
    await bare.stop();
  }
}

/** The letters of `text` in every upper/lower-case combination (up to `max` of them). */
export function caseVariants(text: string, max: number): string[] {
  let variants = [''];
  for (const char of text) {
    const forms =
      char.toLowerCase() === char.toUpperCase() ? [char] : [char.toLowerCase(), char.toUpperCase()];
    variants = variants.flatMap((prefix) => forms.map((form) => prefix + form));
  }
  return variants.slice(0, max);
}

export interface ColdResult {
  samples: number;
  p50: number;
  max: number;
}

/**
 * Latency of searches the public cache has not seen: the cache key keeps the letters' case and
 * the search ignores it, so each case variant of the term is a new key for the same search.
 */
export async function coldSearches(
  origin: string,
  parameter: string,
  term: string,
  samples: number,
): Promise<ColdResult> {
  const times: number[] = [];
  for (const variant of caseVariants(term, samples)) {
    const reply = await capture(
      `${origin}/api/healers/search?${parameter}=${encodeURIComponent(variant)}`,
    );
    if (reply.status !== 200)
      throw new Error(`search ${parameter}=${variant} answered ${reply.status}`);
    times.push(reply.ms);
  }
  return { samples: times.length, p50: median(times), max: Math.max(...times) };
}
