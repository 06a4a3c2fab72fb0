// npm run bench (through scripts/bench.mjs): builds the app, serves it on 1,000 and then 10,000
// seeded healers, measures the public API against a bare node:http baseline, the JavaScript and
// CSS of `/`, and Lighthouse; writes bench/results.md and prints it. DESIGN §8 has the budgets.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { timeAdminList, timeExport } from './admin-list.js';
import { BENCH_ADMIN_PASSWORD, startAppServer } from './app-server.js';
import { pageAssets } from './assets.js';
import { timeAttention } from './attention.js';
import { renderAuditPages, timeAuditPages } from './audit-page.js';
import { buildSnapshot } from './build-snapshot.js';
import { directorySamples, timeDistinctSearches } from './distinct-searches.js';
import { measureEventsLoad, renderEventsLoad } from './events-load.js';
import { measureHomeTransfer } from './home-transfer.js';
import { type CompareOptions, capture, coldSearches, compareWithBare } from './http-load.js';
import { runLighthouse } from './lighthouse.js';
import { measureMainThread } from './main-thread.js';
import { measureMemory, renderMemory } from './memory.js';
import { measurePhone } from './phone.js';
import { type BenchResults, type EndpointResult, renderResults } from './report.js';
import { seededDataDir, seededPostgres } from './seeded-data.js';
import { MIXED_REQUESTS, measureServerMemory } from './server-memory.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Traced loads of `/` and of the bare React page, each, per language. */
    'main-thread-runs': { type: 'string', default: '5' },
    /** Slow-connection loads of `/` and taps on it, per language (DESIGN §8, decision 064). */
    'phone-runs': { type: 'string', default: '3' },
    /**
     * `page`: only what `/` loads and costs (files, transfer, main thread, Lighthouse).
     * `admin`: only the admin's list and "Needs attention" pages, on PGlite and PostgreSQL.
     */
    only: { type: 'string' },
    sizes: { type: 'string', default: '1000,10000,100000' },
    /** Where the 10,000-healer searches also run on PostgreSQL (DESIGN §8: both databases). */
    postgres: { type: 'boolean', default: true },
    out: { type: 'string', default: join(ROOT, 'bench/results.md') },
    /** Only the in-process memory and CPU measurements of DESIGN §10.7 (bench/memory.ts). */
    memory: { type: 'boolean', default: false },
    /** With `--only audit`: the entries the audit trail's page bench writes (DESIGN §10.4). */
    'audit-entries': { type: 'string', default: '1000000' },
    /** The built server's RSS after start and after mixed requests, per size and database. */
    'skip-server-memory': { type: 'boolean', default: false },
    /** The insight events a second of the events load (decision 052). */
    'event-rate': { type: 'string', default: '500' },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

const quick = args.quick;
const lighthouseRuns = Number(args['lighthouse-runs']);
const mainThreadRuns = Number(args['main-thread-runs']);
const phoneRuns = Number(args['phone-runs']);
const pageOnly = args.only === 'page';
const adminOnly = args.only === 'admin';
const sizes = args.sizes.split(',').map(Number);

/** The searches of the issue: a name, a district filter and a typo ('Sreja' for Sreeja). */
const SEARCHES = [
  { label: 'name', parameter: 'query', term: 'Anil' },
  { label: 'district', parameter: 'district', term: 'Kollam' },
  { label: 'typo', parameter: 'query', term: 'Sreja' },
] as const;

const LIST_OPTIONS: CompareOptions = quick
  ? { connections: [10], rounds: 2, seconds: 2, warmupSeconds: 1 }
  : { connections: [10], rounds: 5, seconds: 3, warmupSeconds: 2 };
const LIST_10K_OPTIONS: CompareOptions = { ...LIST_OPTIONS, rounds: quick ? 2 : 3 };
const SEARCH_OPTIONS: CompareOptions = quick
  ? { connections: [1, 10], rounds: 2, seconds: 2, warmupSeconds: 1 }
  : { connections: [1, 10], rounds: 3, seconds: 2, warmupSeconds: 1 };
const COLD_SAMPLES = quick ? 8 : 16;

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const seconds = (ms: number) => ms / 1000;

/** Notes that read the figures: what the budgets measure and what a miss points at. */
function interpretation(results: BenchResults): string[] {
  const notes = [
    'The search budget is read on the public cache: a repeated search is answered from memory. A search the cache has not seen goes to the database; those latencies are in their own table above and are not a budget.',
  ];
  // Below 1 KB compression saves next to nothing; the server rightly sends such files as they are.
  const uncompressed =
    results.assets?.assets.filter((asset) => asset.served === 'identity' && asset.raw > 1024) ?? [];
  if (uncompressed.length > 0) {
    notes.push(
      `${uncompressed.length} of the ${results.assets!.assets.length} files \`/\` loads were sent uncompressed although the browser accepts br and gzip (${uncompressed.map((a) => `\`${a.path}\``).join(', ')}): the client plugin serves precompressed files (@fastify/static \`preCompressed\`), and the build writes no .br or .gz beside them.`,
    );
  }
  return notes;
}

const HELP = `npm run bench -- [options]
  --quick               fewer rounds, shorter load tests
  --skip-build          measure the dist/ already built
  --sizes 1000,10000    directory sizes to seed and measure (default 1000,10000,100000)
  --lighthouse-runs N   Lighthouse runs per page (0 skips it)
  --main-thread-runs N  traced loads of / and of the bare React page, each, per language and visit
                        (first, returning; 0 skips)
  --phone-runs N        loads of / on a slow connection (400 kbps, 400 ms) and taps, per language
                        (0 skips)
  --only page           only what / loads and costs: files, transfer, main thread, Lighthouse
  --only admin          only the admin list and "Needs attention" pages (PGlite and PostgreSQL)
  --only audit          only the audit trail's pages at 1,000,000 entries, PGlite and PostgreSQL
                        (--audit-entries N for another size)
  --only events         only the public reads beside 500 insight events a second, 30 s each
                        (10 s with --quick; --event-rate N for another rate), 1,000 healers
  --memory              only the heap after distinct searches and profile writes, and the CPU of
                        a 100-phrase search, in process at 10,000 healers (DESIGN §10.7)
  --skip-server-memory  skip the built server's RSS at each size, after start and after 10,000
                        mixed requests, on PGlite and PostgreSQL (decision 065)
  --out FILE            where the results go (default bench/results.md)`;

/** Heap and CPU under hostile input (bench/memory.ts), at 10,000 seeded healers. */
async function memoryOnly() {
  log('seeding 10000 healers');
  const data = await seededDataDir(ROOT, 10_000);
  try {
    log('10000 healers: distinct searches and profile writes, in process');
    process.stdout.write(`${renderMemory(await measureMemory(data.dataDir, 10_000)).join('\n')}\n`);
  } finally {
    await data.remove();
  }
}

async function main() {
  if (args.help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  if (args.memory) return memoryOnly();
  if (args.only === 'audit') {
    const count = Number(args['audit-entries']);
    const timings = await timeAuditPages(count, args.postgres, log);
    process.stdout.write(renderAuditPages(count, timings));
    return;
  }
  const eventsLoad = (appRoot: string) =>
    measureEventsLoad({
      root: ROOT,
      appRoot,
      healers: 1_000,
      seconds: quick ? 10 : 30,
      rate: Number(args['event-rate']),
      log,
    });
  if (args.only === 'events') {
    process.stdout.write(`${renderEventsLoad(await eventsLoad(ROOT)).join('\n')}\n`);
    return;
  }
  const started = Date.now();
  const results: BenchResults = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    loadAverage: loadavg()
      .map((n) => n.toFixed(1))
      .join(', '),
    totalSeconds: 0,
    buildSeconds: 0,
    datasets: [],
    endpoints: [],
    exports: [],
    distinctSearches: [],
    homeTransfers: [],
    attention: [],
    serverMemory: [],
    notes: [],
  };
  const workDir = await mkdtemp(join(tmpdir(), 'healers-bench-work-'));
  log(args['skip-build'] ? 'snapshotting dist/ (no build)' : 'building (npm run build)');
  const build = await buildSnapshot(ROOT, args['skip-build']);
  results.buildSeconds = seconds(build.buildMs);
  const attentionSamples = quick ? 3 : 7;
  /** "Needs attention" (decision 048) at 10,000 healers and more, on PGlite, then PostgreSQL. */
  const measureAttention = async (healers: number, origin: string, dataDir: string) => {
    if (healers < 10_000) return;
    log(`${healers} healers: needs attention (PGlite)`);
    results.attention.push(
      ...(await timeAttention(origin, BENCH_ADMIN_PASSWORD, attentionSamples, healers, 'PGlite')),
    );
    if (!args.postgres) return;
    log(`${healers} healers on PostgreSQL: needs attention`);
    const postgres = await seededPostgres(ROOT, healers);
    const pgServer = await startAppServer(build.root, dataDir, postgres.url);
    try {
      results.attention.push(
        ...(await timeAttention(
          pgServer.origin,
          BENCH_ADMIN_PASSWORD,
          attentionSamples,
          healers,
          'PostgreSQL',
        )),
      );
    } finally {
      await pgServer.stop();
      await postgres.remove();
    }
  };
  /** The server's own memory (decision 065): a server of its own per database, before the rest. */
  const measureMemoryOf = async (healers: number, dataDir: string) => {
    log(`${healers} healers: server memory, ${MIXED_REQUESTS} mixed requests (PGlite)`);
    results.serverMemory.push(await measureServerMemory(build.root, dataDir, healers));
    if (!args.postgres) return;
    log(`${healers} healers on PostgreSQL: server memory`);
    const postgres = await seededPostgres(ROOT, healers);
    try {
      results.serverMemory.push(
        await measureServerMemory(build.root, dataDir, healers, postgres.url),
      );
    } finally {
      await postgres.remove();
    }
  };
  try {
    for (const healers of pageOnly ? sizes.slice(0, 1) : sizes) {
      log(`seeding ${healers} healers`);
      const data = await seededDataDir(ROOT, healers);
      if (!pageOnly && !adminOnly && !args['skip-server-memory']) {
        await measureMemoryOf(healers, data.dataDir);
      }
      log(`starting the app on ${healers} healers`);
      const server = await startAppServer(build.root, data.dataDir);
      results.datasets.push({
        healers,
        reusedSeed: data.reused,
        seedSeconds: seconds(data.seedMs),
        startSeconds: seconds(server.startMs),
      });
      try {
        if (adminOnly) {
          await measureAttention(healers, server.origin, data.dataDir);
          log(`${healers} healers: the admin list`);
          results.adminList = {
            healers,
            timings: await timeAdminList(server.origin, BENCH_ADMIN_PASSWORD, quick ? 1 : 3),
          };
          continue;
        }
        const endpoint = async (
          label: string,
          path: string,
          options: CompareOptions,
          cold?: EndpointResult['cold'],
        ) => {
          log(`${healers} healers: ${path}`);
          const comparisons = await compareWithBare(
            ROOT,
            workDir,
            `${label}-${healers}`,
            server.origin,
            path,
            options,
          );
          results.endpoints.push({ healers, label, path, comparisons, ...(cold && { cold }) });
        };

        log(`${healers} healers: what / transfers`);
        results.homeTransfers.push(await measureHomeTransfer(server.origin, healers));
        if (healers === sizes[0]) {
          results.homeTransfers.push(
            await measureHomeTransfer(server.origin, healers, '/?lang=ml'),
          );
        }
        if (!pageOnly) {
          const firstList = await capture(`${server.origin}/api/healers`);
          results.notes.push(
            `${healers.toLocaleString('en')} healers: the first \`GET /api/healers\` after start (database read, serialisation, compression) took ${firstList.ms.toFixed(0)} ms for ${(firstList.body.byteLength / 1000).toFixed(0)} KB ${firstList.headers['content-encoding'] ?? 'identity'}.`,
          );
          log(`${healers} healers: 200 distinct searches`);
          const samples = await directorySamples(server.origin);
          results.distinctSearches.push(
            await timeDistinctSearches(server.origin, samples, healers, 'PGlite'),
          );
          if (healers === 10_000 && args.postgres) {
            log('10000 healers on PostgreSQL: 200 distinct searches');
            const postgres = await seededPostgres(ROOT, healers);
            const pgServer = await startAppServer(build.root, data.dataDir, postgres.url);
            try {
              results.distinctSearches.push(
                await timeDistinctSearches(pgServer.origin, samples, healers, 'PostgreSQL'),
              );
            } finally {
              await pgServer.stop();
              await postgres.remove();
            }
          }
          // At 100,000 the whole list is tens of MB: its load test says nothing DESIGN §8 asks.
          const loadTests = healers <= 10_000;
          if (loadTests) {
            await endpoint(
              'list',
              '/api/healers',
              healers >= 10_000 ? LIST_10K_OPTIONS : LIST_OPTIONS,
            );
          }
          for (const search of loadTests ? SEARCHES : []) {
            const cold = await coldSearches(
              server.origin,
              search.parameter,
              search.term,
              COLD_SAMPLES,
            );
            const path = `/api/healers/search?${search.parameter}=${search.term}`;
            const options =
              healers >= 10_000 ? SEARCH_OPTIONS : { ...SEARCH_OPTIONS, connections: [1] };
            await endpoint(search.label, path, options, cold);
          }

          if (server.child.pid !== undefined) {
            log(`${healers} healers: the CSV export`);
            results.exports.push(
              await timeExport(server.origin, BENCH_ADMIN_PASSWORD, server.child.pid, healers),
            );
          }

          if (healers === Math.max(...sizes)) {
            log(`${healers} healers: the admin list`);
            results.adminList = {
              healers,
              timings: await timeAdminList(server.origin, BENCH_ADMIN_PASSWORD, quick ? 1 : 3),
            };
          }
          await measureAttention(healers, server.origin, data.dataDir);
        }

        if (healers === sizes[0]) {
          log('measuring what / loads');
          results.assets = await pageAssets(build.root, server.origin);
          results.assetsMl = await pageAssets(build.root, server.origin, '/?lang=ml');
          if (mainThreadRuns > 0) {
            log(`main thread: / and /?lang=ml against a bare React page × ${mainThreadRuns}`);
            results.mainThread = await measureMainThread(
              server.origin,
              ['/', '/?lang=ml'],
              mainThreadRuns,
            );
          }
          if (phoneRuns > 0) {
            log(`phone: / and /?lang=ml on a slow connection, and taps × ${phoneRuns}`);
            results.phone = await measurePhone(
              server.origin,
              ['/', '/?lang=ml'],
              quick ? 1 : phoneRuns,
            );
          }
          if (lighthouseRuns > 0) {
            const response = await fetch(`${server.origin}/api/healers`);
            const [first] = (await response.json()) as { id: string }[];
            const english = ['/', ...(first ? [`/healer/${first.id}`] : []), '/about'];
            // DESIGN §8: the same pages in Malayalam (`?lang=ml`, decision 024).
            const paths = [...english, ...english.map((path) => `${path}?lang=ml`)];
            log(`Lighthouse: ${paths.join(', ')} × ${lighthouseRuns}`);
            results.lighthouse = {
              healers,
              pages: await runLighthouse(server.origin, paths, lighthouseRuns),
            };
          }
        }
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${server.describe()}`, { cause: error });
      } finally {
        await server.stop();
        await data.remove();
      }
    }
    if (!pageOnly && !adminOnly) {
      log('insight events beside the public reads');
      results.eventsLoad = await eventsLoad(build.root);
    }
  } finally {
    await build.remove();
    await rm(workDir, { recursive: true, force: true });
  }
  results.notes.push(...interpretation(results));
  results.totalSeconds = seconds(Date.now() - started);
  const markdown = renderResults(results);
  await writeFile(args.out, markdown);
  process.stdout.write(markdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
