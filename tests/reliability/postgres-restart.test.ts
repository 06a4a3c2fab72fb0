import { Agent } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealer, healerForm, reportFigure, signInAdmin } from './support/api-client.js';
import { createOwnPostgres, type OwnPostgres } from './support/own-postgres.js';
import { type ServerProcess, startServer } from './support/server-process.js';
import { longestWriteGap, type Outcome, send, summarise } from './support/traffic.js';

// PostgreSQL stopped under load and started again (DESIGN §10.6, decision 051), on a cluster of
// this test's own: the machine's shared PostgreSQL serves other tests.

const DOWN_MS = 8_000;
const READERS = 3;
const WRITERS = 2;

let database: OwnPostgres;
let server: ServerProcess;
let cookie: string;
let healerId: string;

beforeAll(async () => {
  database = await createOwnPostgres();
  server = await startServer({
    databaseUrl: database.url,
    env: { SESSION_SECRET: 'a-session-secret-of-at-least-32-chars', LOG_LEVEL: 'info' },
    // Every line of the run: the outage's one warning comes early, before thousands of requests.
    outputLimit: Number.POSITIVE_INFINITY,
  });
  cookie = await signInAdmin(server.url);
  healerId = (await createHealer(server.url, cookie, healerForm('restart card'))).id;
  for (let i = 0; i < 3; i++) await createHealer(server.url, cookie, healerForm(`restart ${i}`));
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  database?.destroy();
});

const PUBLIC_READS = [
  '/api/healers?limit=20',
  '/api/healers/search?query=reliability',
  '/api/healers/search?query=restart%20card',
  () => `/api/healers/${healerId}`,
  '/api/settings',
  '/api/service-names',
];

async function idsInDatabase(ids: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from healers where id = any($1::text[])',
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

describe('PostgreSQL stopped under load and started again', () => {
  it('reads keep answering, writes 503 with Retry-After, then succeed again; nothing acknowledged is lost', async () => {
    const agent = new Agent({ keepAlive: true });
    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    const readiness: { at: number; status?: number }[] = [];
    let running = true;

    // Every public read once before the stop, as a visitor would have: the memory it answers from.
    for (const entry of PUBLIC_READS) {
      const path = typeof entry === 'function' ? entry() : entry;
      expect((await send('read', `${server.url}${path}`)).status).toBe(200);
    }

    const reader = async (r: number) => {
      for (let i = r; running; i++) {
        const entry = PUBLIC_READS[i % PUBLIC_READS.length]!;
        const path = typeof entry === 'function' ? entry() : entry;
        outcomes.push(await send('read', `${server.url}${path}`, { agent }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const writer = async (w: number) => {
      for (let i = 0; running; i++) {
        const outcome = await send('write', `${server.url}/api/admin/healers`, {
          method: 'POST',
          headers: { cookie },
          body: JSON.stringify(healerForm(`restart load ${w}-${i}`)),
          agent,
        });
        outcomes.push(outcome);
        if (outcome.status === 201) acknowledged.push(JSON.parse(outcome.body!).id);
        // A client told to come back later does, a little sooner than asked (to see the return).
        if (outcome.status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const prober = async () => {
      while (running) {
        const probe = await send('read', `${server.url}/readyz`);
        readiness.push({ at: probe.startedAt, status: probe.status });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const load = Promise.all([
      ...Array.from({ length: READERS }, (_, r) => reader(r)),
      ...Array.from({ length: WRITERS }, (_, w) => writer(w)),
      prober(),
    ]);

    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const stoppedAt = Date.now();
    database.stop('fast');
    const downFor = DOWN_MS - (Date.now() - stoppedAt);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, downFor)));
    const startingAt = Date.now();
    database.start();
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    running = false;
    await load;
    agent.destroy();

    const reads = outcomes.filter((o) => o.kind === 'read');
    const writes = outcomes.filter((o) => o.kind === 'write');
    const failed = outcomes.filter((o) => o.status !== 200 && o.status !== 201);
    const longestGap = longestWriteGap(outcomes, outcomes[0]!.startedAt);
    const firstRefusal = writes.find((o) => o.status === 503);
    const firstBack = writes.find((o) => o.startedAt >= startedAt && o.status === 201);
    reportFigure(
      'postgres restart',
      `${outcomes.length} requests (${reads.length} reads, ${writes.length} writes), ` +
        `${failed.length} not 2xx (${summarise(failed)}); PostgreSQL down ${startedAt - stoppedAt} ms ` +
        `(pg_ctl start took ${startedAt - startingAt} ms); first 503 ${
          firstRefusal ? firstRefusal.endedAt - stoppedAt : '?'
        } ms after the stop; first write back ${
          firstBack ? firstBack.endedAt - startedAt : '?'
        } ms after the start; longest write outage ${longestGap} ms; slowest reply ${Math.max(
          ...outcomes.map((o) => o.endedAt - o.startedAt),
        )} ms; ${acknowledged.length} writes acknowledged`,
    );

    // The server lived through it, and no request met a connection error or a hang.
    expect(server.child.exitCode).toBeNull();
    expect(outcomes.filter((o) => o.error)).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.endedAt - o.startedAt))).toBeLessThan(10_000);
    // Every public read answered, from memory while the database was away.
    expect(reads.filter((o) => o.status !== 200).map((o) => `${o.path} ${o.status}`)).toEqual([]);
    const readsWhileDown = reads.filter(
      (o) => o.startedAt > stoppedAt + 1_000 && o.endedAt < startingAt,
    );
    expect(readsWhileDown.length).toBeGreaterThan(20);
    // Writes: 201, or 503 with Retry-After; never a 500.
    expect(writes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    const refused = writes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((o) => o.retryAfter === '5')).toBe(true);
    expect(firstRefusal!.endedAt - stoppedAt).toBeLessThan(10_000);
    // /readyz said not ready while it was away, and ready again after.
    expect(
      readiness.some((r) => r.at > stoppedAt + 500 && r.at < startingAt && r.status === 503),
    ).toBe(true);
    expect(readiness.at(-1)?.status).toBe(200);
    // Within 10 s of its return writes succeed, and keep succeeding.
    expect(firstBack).toBeDefined();
    expect(firstBack!.endedAt - startedAt).toBeLessThan(10_000);
    expect(writes.filter((o) => o.startedAt > startedAt + 10_000 && o.status !== 201)).toEqual([]);
    // No acknowledged write lost.
    const present = await idsInDatabase(acknowledged);
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    // The log tells the story once, not once per request.
    const log = server.output();
    expect(log.match(/database unavailable/g)?.length).toBe(1);
    expect(log.match(/database available again/g)?.length).toBe(1);
    const errorLines = log.split('\n').filter((line) => /"level":(50|60)/.test(line));
    expect(errorLines.length, errorLines.slice(0, 3).join('\n')).toBeLessThan(3);
  });
});
