import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from './api-client.js';
import { copyPgliteTemplate, createPostgresDatabase } from './databases.js';
import {
  describeFailures,
  FUZZ_RSS_LIMIT_MB,
  FUZZ_TIMEOUT_MS,
  fuzzContext,
  fuzzSeed,
  operationsOf,
  residentMb,
  runFuzz,
} from './fuzz.js';
import { type ServerProcess, startServer } from './server-process.js';

/** Registers the fuzz of every operation on PGlite and on PostgreSQL (decision 059). */
export function describeFuzz(label: string, requestsPerDatabase: number, seed: number): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe(`${label} on ${kind}`, () => {
      let server: ServerProcess;
      const cleanups: (() => Promise<unknown>)[] = [];

      beforeAll(async () => {
        if (kind === 'pglite') {
          const data = await copyPgliteTemplate();
          cleanups.push(() => data.remove());
          server = await startServer({ dataDir: data.dir });
        } else {
          const database = await createPostgresDatabase('fuzz');
          cleanups.push(() => database.drop());
          server = await startServer({ databaseUrl: database.url });
        }
        cleanups.push(() => server.stop());
      });

      afterAll(async () => {
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      });

      it(
        `answers ${requestsPerDatabase} generated requests to every operation as the document declares`,
        async () => {
          const runSeed = fuzzSeed(seed);
          const context = await fuzzContext(server.url);
          const operations = operationsOf(context.document);
          expect(operations.length).toBeGreaterThan(60);
          const started = Date.now();
          const result = await runFuzz(context, {
            seed: runSeed,
            requests: requestsPerDatabase,
            concurrency: 4,
            timeoutMs: FUZZ_TIMEOUT_MS,
          });
          const seconds = (Date.now() - started) / 1000;
          const statuses = [...result.statuses].sort(([a], [b]) => a - b);
          reportFigure(
            `fuzz ${kind}`,
            `${result.sent} requests over ${operations.length} operations in ${seconds.toFixed(0)} s, seed ${runSeed}, slowest ${Math.round(result.slowestMs)} ms; ${statuses.map(([status, n]) => `${status}×${n}`).join(' ')}`,
          );
          expect(describeFailures(runSeed, result.failures), server.output().slice(-3000)).toBe('');
          expect(result.sent).toBe(requestsPerDatabase);

          const health = await fetch(`${server.url}/healthz`, {
            signal: AbortSignal.timeout(5000),
          });
          expect(health.status).toBe(200);
          const rss = residentMb(server.child.pid);
          reportFigure(`fuzz ${kind} server RSS after the run`, `${rss} MB`);
          if (rss !== undefined) expect(rss).toBeLessThan(FUZZ_RSS_LIMIT_MB);
          // A budget for a loaded 2-core machine (about 10 requests a second on PGlite), not a
          // measurement: each request has its own 10 s ceiling.
        },
        Math.max(120_000, requestsPerDatabase * 200),
      );
    });
  }
}
