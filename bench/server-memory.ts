// Decision 065: what the server process holds, as an operator's machine sees it. The built
// server runs on its own (as in production); its resident size is read from /proc, its heap,
// external memory and, on PGlite, the embedded database's WebAssembly memory from /metrics.
// Once after start (the directory read: the first search), once after 10,000 mixed requests.
import { readFile } from 'node:fs/promises';
import { startAppServer } from './app-server.js';
import { random } from './distinct-searches.js';
import { capture } from './http-load.js';
import { median } from './stats.js';

export interface MemoryFigures {
  /** Resident size now, and the most it reached (VmRSS, VmHWM), MB. */
  rssMb: number;
  peakRssMb: number;
  heapUsedMb: number;
  externalMb: number;
  /** PGlite's WebAssembly memory (it never shrinks); absent on PostgreSQL. */
  wasmMb?: number;
}

export interface ServerMemoryResult {
  healers: number;
  database: 'PGlite' | 'PostgreSQL';
  afterStart: MemoryFigures;
  afterRequests: MemoryFigures;
  requests: number;
  seconds: number;
  /** Median ms of the requests of each kind during the load. */
  medianMs: { search: number; profile: number; list: number };
}

export const MIXED_REQUESTS = 10_000;
/** Requests in flight at once, as a handful of visitors' browsers. */
const CONCURRENCY = 8;
const MB = 1024 * 1024;

async function procStatus(pid: number): Promise<{ rss: number; peak: number }> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1]);
  return { rss: (kb('VmRSS') * 1024) / MB, peak: (kb('VmHWM') * 1024) / MB };
}

function metric(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function figures(origin: string, pid: number): Promise<MemoryFigures> {
  const response = await fetch(`${origin}/metrics`);
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const text = await response.text();
  const { rss, peak } = await procStatus(pid);
  const wasm = metric(text, 'healers_database_wasm_memory_bytes');
  return {
    rssMb: rss,
    peakRssMb: peak,
    heapUsedMb: (metric(text, 'nodejs_heap_size_used_bytes') ?? Number.NaN) / MB,
    externalMb: (metric(text, 'nodejs_external_memory_bytes') ?? Number.NaN) / MB,
    ...(wasm !== undefined && { wasmMb: wasm / MB }),
  };
}

/** One GET, its ms; node:http, without fetch's 300 s limit (the first search reads the directory). */
async function get(url: string): Promise<number> {
  const reply = await capture(url);
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
  return reply.ms;
}

/**
 * The mixed load: 40 % searches (from 2,000 distinct ones, names, places and random words, so
 * most are new to the cache), 30 % profiles (of 3,000 healers), 30 % list pages (24 a page, in
 * the public order or a seed's, anywhere in the directory), CONCURRENCY at a time.
 */
async function mixedLoad(origin: string, healers: number, requests: number) {
  const next = random(65);
  const ids: string[] = [];
  const names: string[] = [];
  for (let page = 0; ids.length < 3_000 && page * 100 < healers; page += 1) {
    const offset = Math.floor((page * healers) / 30) % Math.max(1, healers - 100);
    const reply = await fetch(`${origin}/api/healers?limit=100&offset=${offset}`);
    const rows = (await reply.json()) as { id: string; name: string; city: string | null }[];
    for (const row of rows) {
      ids.push(row.id);
      names.push(row.name, ...(row.city ? [row.city] : []));
    }
  }
  const word = () =>
    Array.from({ length: 5 + Math.floor(next() * 4) }, () =>
      String.fromCharCode(97 + Math.floor(next() * 26)),
    ).join('');
  const searches = Array.from({ length: 2_000 }, (_, i) => {
    const name = names[Math.floor(next() * names.length)] ?? 'anil';
    if (i % 3 === 0) return `query=${encodeURIComponent(word())}`;
    if (i % 3 === 1) return `query=${encodeURIComponent(name.split(' ')[0]!.slice(0, 5))}`;
    return `query=${encodeURIComponent(name)}&offset=${24 * Math.floor(next() * 3)}`;
  });
  const urls = Array.from({ length: requests }, () => {
    const kind = next();
    if (kind < 0.4) {
      return ['search', `/api/healers/search?${searches[Math.floor(next() * searches.length)]}`];
    }
    if (kind < 0.7) return ['profile', `/api/healers/${ids[Math.floor(next() * ids.length)]}`];
    const offset = 24 * Math.floor((next() * healers) / 24);
    const seed = next() < 0.5 ? `&seed=${Math.floor(next() * 100)}` : '';
    return ['list', `/api/healers?limit=24&offset=${offset}${seed}`];
  }) as ['search' | 'profile' | 'list', string][];
  const times = { search: [] as number[], profile: [] as number[], list: [] as number[] };
  let at = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (at < urls.length) {
        const [kind, path] = urls[at++]!;
        times[kind].push(await get(`${origin}${path}`));
      }
    }),
  );
  return { search: median(times.search), profile: median(times.profile), list: median(times.list) };
}

/** Starts the built server on `dataDir` (or the PostgreSQL at `databaseUrl`) and measures it. */
export async function measureServerMemory(
  appRoot: string,
  dataDir: string,
  healers: number,
  databaseUrl = '',
  requests = MIXED_REQUESTS,
): Promise<ServerMemoryResult> {
  const server = await startAppServer(appRoot, dataDir, databaseUrl, {}, 600_000);
  try {
    const pid = server.child.pid!;
    await get(`${server.origin}/api/healers/search?query=warmup`);
    const afterStart = await figures(server.origin, pid);
    const started = Date.now();
    const medianMs = await mixedLoad(server.origin, healers, requests);
    const seconds = (Date.now() - started) / 1000;
    const afterRequests = await figures(server.origin, pid);
    return {
      healers,
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      afterStart,
      afterRequests,
      requests,
      seconds,
      medianMs,
    };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server.describe()}`, { cause: error });
  } finally {
    await server.stop();
  }
}

/**
 * RSS per 1,000 healers past the smallest size measured: the slope between the smallest and the
 * largest, after the load (what an operator sizes for).
 */
export function costPer1000(results: readonly ServerMemoryResult[], database: string) {
  const rows = results.filter((r) => r.database === database).sort((a, b) => a.healers - b.healers);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last || first === last) return undefined;
  const slope =
    ((last.afterRequests.rssMb - first.afterRequests.rssMb) / (last.healers - first.healers)) *
    1000;
  return {
    baseMb: first.afterRequests.rssMb - (slope * first.healers) / 1000,
    perThousandMb: slope,
  };
}

/** The section of bench/results.md. */
export function renderServerMemory(results: readonly ServerMemoryResult[]): string[] {
  if (results.length === 0) return [];
  const mb = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(0));
  const row = (r: ServerMemoryResult, when: string, f: MemoryFigures) =>
    `| ${r.healers.toLocaleString('en')} | ${r.database} | ${when} | ${mb(f.rssMb)} | ${mb(f.peakRssMb)} | ${mb(f.heapUsedMb)} | ${mb(f.externalMb)} | ${mb(f.wasmMb)} |`;
  const lines = [
    '### Server memory (the built server, its own process)',
    '',
    `MB. After start: the first search has read the directory. After load: ${MIXED_REQUESTS.toLocaleString('en')} mixed requests (40 % searches, most new to the cache, 30 % profiles, 30 % list pages), ${CONCURRENCY} at a time. RSS and its peak from /proc; heap used, external and PGlite's WebAssembly memory from /metrics.`,
    '',
    '| healers | database | when | RSS | peak RSS | heap used | external | WASM |',
    '|---:|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(row(r, 'after start', r.afterStart), row(r, 'after load', r.afterRequests));
  }
  lines.push('', '| healers | database | load s | search ms | profile ms | list ms |');
  lines.push('|---:|---|---:|---:|---:|---:|');
  for (const r of results) {
    lines.push(
      `| ${r.healers.toLocaleString('en')} | ${r.database} | ${r.seconds.toFixed(0)} | ${r.medianMs.search.toFixed(1)} | ${r.medianMs.profile.toFixed(1)} | ${r.medianMs.list.toFixed(1)} |`,
    );
  }
  lines.push('');
  for (const database of ['PGlite', 'PostgreSQL']) {
    const cost = costPer1000(results, database);
    if (cost) {
      lines.push(
        `${database}: about ${cost.baseMb.toFixed(0)} MB plus ${cost.perThousandMb.toFixed(1)} MB per 1,000 healers (RSS after load).`,
        '',
      );
    }
  }
  return lines;
}
