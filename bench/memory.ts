// DESIGN §10.7: what hostile searches and profile writes cost the process. The app runs in this
// process (app.inject, no HTTP), so its heap is read directly after a forced GC (the bench runs
// node with --expose-gc); nothing in the product exposes its memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { openDatabase } from '../src/db/client.js';
import { type App, buildApp } from '../src/server/app.js';
import { readEnv } from '../src/server/env.js';
import { ensureAdminAccount } from '../src/server/services/admin-account.js';
import { random } from './distinct-searches.js';
import { median } from './stats.js';

export interface MemoryResult {
  healers: number;
  /** Heap used (MB) after a forced GC: at start (directory built), then after n searches. */
  searches: {
    count: number;
    heapMb: number;
    growthMb: number;
    /** The public cache's replies and the bytes it counts against its 96 MB budget. */
    cacheEntries: number;
    cacheMb: number;
  }[];
  /** After `writes` profile writes (each followed by a search, so the directory is rebuilt). */
  writes: { count: number; heapMb: number; growthMb: number };
  /** CPU milliseconds of one uncached search with ~100 comma-separated phrases (median). */
  manyPhrasesCpuMs: number;
  manyPhrasesRuns: number;
}

const ADMIN_PASSWORD = 'bench-admin-password';
const SEARCH_CHECKPOINTS = [3_000, 6_000, 10_000];
const PROFILE_WRITES = 1_000;
const MANY_PHRASES_RUNS = 7;

function heapMb(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('bench/memory.ts needs node --expose-gc (npm run bench passes it)');
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function randomWord(next: () => number): string {
  const length = 5 + Math.floor(next() * 6);
  let word = '';
  for (let i = 0; i < length; i += 1) word += String.fromCharCode(97 + Math.floor(next() * 26));
  return word;
}

/** A different client per request (10.x.y.z), as many visitors (or a botnet) would be. */
function clientAddress(n: number): string {
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

async function inject(app: App, url: string, n: number) {
  const response = await app.inject({ method: 'GET', url, remoteAddress: clientAddress(n) });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  // A search answered from memory resolves without the event loop turning, and each injected
  // reply leaves a setImmediate (its stream's end) holding the whole reply: without a turn here
  // 10,000 searches kept 10,000 of them, 14 KB each, which a server fed by sockets never does.
  await nextTurn();
  return response;
}

/** Heap after distinct random-word searches and profile writes, and a 100-phrase search's CPU. */
export async function measureMemory(dataDir: string, healers: number): Promise<MemoryResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'healers-bench-memory-'));
  const database = await openDatabase({ dataDir });
  const env = readEnv({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
  });
  await ensureAdminAccount(database.db, env.ADMIN_PASSWORD);
  const app = await buildApp({
    env,
    database,
    logger: false,
    clientDir: join(scratch, 'no-client'),
  });
  await app.ready();
  try {
    let request = 0;
    await inject(app, '/api/healers/search?query=warmup', request++);
    const start = heapMb();
    const next = random(29);
    const searches: MemoryResult['searches'] = [];
    let done = 0;
    for (const checkpoint of SEARCH_CHECKPOINTS) {
      for (; done < checkpoint; done += 1) {
        const query = `${randomWord(next)} ${randomWord(next)}`;
        await inject(app, `/api/healers/search?query=${encodeURIComponent(query)}`, request++);
      }
      const heap = heapMb();
      process.stderr.write(`[bench] memory: ${checkpoint} searches, heap ${heap.toFixed(1)} MB\n`);
      searches.push({
        count: checkpoint,
        heapMb: heap,
        growthMb: heap - start,
        cacheEntries: app.publicCache.size,
        cacheMb: app.publicCache.bytes / 1024 / 1024,
      });
    }

    // One phrase per letter, cycling, ~100 phrases in the 200 characters a parameter may hold;
    // a new offset each time, so the public cache never has it.
    const phrases = Array.from({ length: 100 }, (_, i) => 'aeinrstlkmou'[i % 12]).join(',');
    const cpu: number[] = [];
    for (let run = 0; run < MANY_PHRASES_RUNS; run += 1) {
      const before = process.cpuUsage();
      await inject(
        app,
        `/api/healers/search?query=${encodeURIComponent(phrases)}&offset=${run}`,
        request++,
      );
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }

    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: ADMIN_PASSWORD },
    });
    const cookie = [login.headers['set-cookie']]
      .flat()
      .filter((line): line is string => typeof line === 'string')
      .map((line) => line.split(';')[0])
      .join('; ');
    const list = await inject(app, '/api/healers?limit=1', request++);
    const [first] = list.json() as { id: string }[];
    const id = first!.id;
    const beforeWrites = heapMb();
    for (let write = 0; write < PROFILE_WRITES; write += 1) {
      const location = Array.from({ length: 12 }, () => randomWord(next)).join(' ');
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/admin/healers/${id}`,
        headers: { cookie, 'x-requested-with': 'fetch' },
        payload: { location },
      });
      if (response.statusCode !== 200) {
        throw new Error(`PATCH answered ${response.statusCode}: ${response.body}`);
      }
      await inject(app, `/api/healers/search?query=${randomWord(next)}`, request++);
      if ((write + 1) % 250 === 0) {
        process.stderr.write(`[bench] memory: ${write + 1} profile writes\n`);
      }
    }
    const afterWrites = heapMb();
    return {
      healers,
      searches,
      writes: {
        count: PROFILE_WRITES,
        heapMb: afterWrites,
        growthMb: afterWrites - beforeWrites,
      },
      manyPhrasesCpuMs: median(cpu),
      manyPhrasesRuns: MANY_PHRASES_RUNS,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The section of bench/results.md. */
export function renderMemory(result: MemoryResult): string[] {
  const mb = (n: number) => n.toFixed(1);
  return [
    `### Memory under hostile input (${result.healers.toLocaleString('en')} healers, in process)`,
    '',
    'Heap used after a forced GC; each search a new pair of random words from a new client address.',
    '',
    '| after | heap MB | growth MB | cached replies | counted MB |',
    '|---|---:|---:|---:|---:|',
    ...result.searches.map(
      (row) =>
        `| ${row.count.toLocaleString('en')} distinct searches | ${mb(row.heapMb)} | ${mb(row.growthMb)} | ${row.cacheEntries.toLocaleString('en')} | ${mb(row.cacheMb)} |`,
    ),
    `| ${result.writes.count.toLocaleString('en')} profile writes (then) | ${mb(result.writes.heapMb)} | ${mb(result.writes.growthMb)} | | |`,
    '',
    `A search of ~100 comma-separated phrases, not cached: ${result.manyPhrasesCpuMs.toFixed(0)} ms of CPU (median of ${result.manyPhrasesRuns}).`,
    '',
  ];
}
