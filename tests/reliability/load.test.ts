import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHealer,
  HttpStatusError,
  healerForm,
  listHealers,
  patchHealer,
  reportFigure,
  signInAdmin,
} from './support/api-client.js';
import { copyPgliteTemplate, createPostgresDatabase } from './support/databases.js';
import { ROOT } from './support/paths.js';
import { type ServerProcess, startServer } from './support/server-process.js';

const READERS = 200;
const WRITERS = 20;
const SECONDS = Number(process.env.LOAD_SECONDS) || 30;

interface Target {
  server: ServerProcess;
  cookie: string;
  someHealerIds: string[];
  close(): Promise<unknown>;
}

/** The demo directory (64 healers, services, team), as a new installation has it. */
async function pgliteTarget(): Promise<Target> {
  const data = await copyPgliteTemplate();
  const server = await startServer({ dataDir: data.dir, env: { SEED_DEMO: '1' } });
  return targetOn(server, async () => {
    await server.stop();
    await data.remove();
  });
}

/** The same demo directory on a new PostgreSQL database (loaded with npm run db:seed). */
async function postgresTarget(): Promise<Target> {
  const database = await createPostgresDatabase('load');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/db/cli/seed.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: 'ignore',
  });
  const server = await startServer({ databaseUrl: database.url });
  return targetOn(server, async () => {
    await server.stop();
    await database.drop();
  });
}

async function targetOn(server: ServerProcess, close: () => Promise<void>): Promise<Target> {
  const cookie = await signInAdmin(server.url);
  // Public profiles exist for active healers only (an inactive one is a 404 by design); the demo
  // holds a few inactive ones, in no particular place in the admin list.
  const someHealerIds = (await listHealers(server.url, cookie))
    .filter((h) => h.isActive === 'true')
    .slice(0, 5)
    .map((h) => h.id);
  expect(someHealerIds).toHaveLength(5);
  return { server, cookie, someHealerIds, close };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What a phone's browser asks for: the list, searches, a profile, the stats, settings, team. */
function publicRequests(ids: string[]) {
  return [
    { path: '/api/healers' },
    { path: '/api/healers/search?query=acupuncture' },
    { path: `/api/healers/${ids[0]}` },
    { path: '/api/stats' },
    { path: '/api/healers/search?district=Ernakulam,Thrissur' },
    { path: '/api/settings' },
    { path: `/api/healers/${ids[1]}` },
    { path: '/api/team-members' },
    { path: '/api/healers/search?query=trivandrum&language=Malayalam' },
    { path: `/api/healers/${ids[2]}` },
  ].map((request) => ({ method: 'GET', ...request }));
}

interface WriteLog {
  created: Map<string, string>;
  unexpected: string[];
  latencies: number[];
}

/** One admin: creates a healer, renames it, and again, until the time is up. */
async function adminWriter(
  { server, cookie }: Target,
  w: number,
  until: number,
  log: WriteLog,
): Promise<void> {
  for (let i = 0; Date.now() < until; i++) {
    const started = performance.now();
    try {
      if (i % 2 === 0) {
        const healer = await createHealer(server.url, cookie, healerForm(`load ${w}-${i}`));
        log.created.set(healer.id, healer.name);
      } else {
        const [id] = [...log.created.keys()].slice(-1);
        const name = `Load renamed ${w}-${i}`;
        const healer = await patchHealer(server.url, cookie, id!, { name });
        log.created.set(healer.id, name);
      }
      log.latencies.push(performance.now() - started);
    } catch (error) {
      log.unexpected.push(
        error instanceof HttpStatusError ? `HTTP ${error.status}` : String(error),
      );
    }
  }
}

describe.each([
  ['PGlite', pgliteTarget],
  ['PostgreSQL', postgresTarget],
])(
  `load: ${READERS} public readers and ${WRITERS} admin writers for ${SECONDS} s on %s`,
  (label, open) => {
    let target: Target;
    beforeAll(async () => {
      target = await open();
    });
    afterAll(async () => {
      await target?.close();
    });

    it('answers with no 5xx and loses no write', async () => {
      const { server, cookie } = target;
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      // `requests` (a round of paths per connection) is not in bench/autocannon.d.ts's few types.
      const options = {
        url: server.url,
        connections: READERS,
        duration: SECONDS,
        timeout: 30,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: publicRequests(target.someHealerIds),
      };
      const readers = autocannon(options);
      readers.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        latencies.push(ms);
      });
      // The writers get their own list per writer, so each renames only what it created.
      const logs = Array.from({ length: WRITERS }, () => ({
        created: new Map<string, string>(),
        unexpected: [] as string[],
        latencies: [] as number[],
      }));
      const until = Date.now() + SECONDS * 1000;
      const [result] = await Promise.all([
        readers,
        ...logs.map((log, w) => adminWriter(target, w, until, log)),
      ]);

      const sorted = latencies.sort((x, y) => x - y);
      const writeLatencies = logs.flatMap((log) => log.latencies).sort((x, y) => x - y);
      const unexpected = logs.flatMap((log) => log.unexpected);
      const expected = new Map(logs.flatMap((log) => [...log.created]));
      const byId = new Map((await listHealers(server.url, cookie)).map((h) => [h.id, h.name]));
      const lost = [...expected].filter(([id, name]) => byId.get(id) !== name);

      reportFigure(
        `load on ${label}, public reads (${READERS} connections)`,
        `${(latencies.length / result.duration).toFixed(0)} req/s, p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
          `p99 ${percentile(sorted, 99).toFixed(0)} ms, ${latencies.length} answered, ` +
          `statuses ${JSON.stringify(Object.fromEntries(statuses))}, errors ${result.errors}, timeouts ${result.timeouts}`,
      );
      reportFigure(
        `load on ${label}, admin writes (${WRITERS} writers)`,
        `${(writeLatencies.length / SECONDS).toFixed(1)} writes/s, p50 ${percentile(writeLatencies, 50).toFixed(0)} ms, ` +
          `p99 ${percentile(writeLatencies, 99).toFixed(0)} ms, ${writeLatencies.length} answered 2xx, ` +
          `${expected.size} healers created, ${lost.length} lost`,
      );

      expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
      expect([...statuses.keys()].filter((status) => status !== 200)).toEqual([]);
      expect(result.errors + result.timeouts).toBe(0);
      expect(unexpected).toEqual([]);
      expect(writeLatencies.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
    });
  },
);
