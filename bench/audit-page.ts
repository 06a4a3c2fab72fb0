// The audit trail's page budget (DESIGN §10.4): a page of GET /api/admin/audit, with its exact
// total, within 50 ms at 1,000,000 entries, on PGlite and PostgreSQL. Run it with
// `npm run bench -- --only audit` (add `--audit-entries N` for another size).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DbHandle, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { buildApp } from '../src/server/app.js';
import { readEnv } from '../src/server/env.js';
import { ensureAdminAccount } from '../src/server/services/admin-account.js';
import { BENCH_POSTGRES_URL } from './seeded-data.js';
import { fixed, median } from './stats.js';

const PASSWORD = 'bench-audit-admin';
const SAMPLES = 15;

export interface AuditPageTiming {
  database: 'pglite' | 'postgres';
  request: string;
  total: number;
  ms: number;
}

/**
 * `count` entries in one statement: a healer's edit by the admin mostly, one in ten by a healer,
 * one in fifty by the system, 20,000 targets, an entry every 30 seconds (about a year). Their
 * hashes are stand-ins: the bench reads pages, it does not verify the chain.
 */
async function fill(handle: DbHandle, count: number): Promise<void> {
  await handle.db.execute(
    sql.raw(`
    insert into audit_entries (seq, id, at, actor_kind, actor_id, actor_label, action,
      target_kind, target_id, target_label, changes, ip, prev_hash, hash)
    select g, 'bench' || g, timestamptz '2025-06-01 00:00+05:30' + g * interval '30 seconds',
      case when g % 50 = 1 then 'system' when g % 10 = 0 then 'healer' else 'admin' end,
      case when g % 50 = 1 then null when g % 10 = 0 then 'h' || (g % 20000) else 'admin1' end,
      case when g % 50 = 1 then 'system' when g % 10 = 0 then 'Healer ' || (g % 20000) else 'admin' end,
      case when g % 97 = 0 then 'healer.create' when g % 10 = 0 then 'healer.self-update'
        else 'healer.update' end,
      'healer', 'h' || (g % 20000), 'Healer ' || (g % 20000),
      jsonb_build_array(jsonb_build_object('field', 'specialty', 'from', 'Back pain', 'to', 'Neck pain')),
      case when g % 50 = 1 then null else '10.0.0.' || (g % 200) end,
      md5(g::text) || md5((g + 1)::text), md5((g + 1)::text) || md5(g::text)
    from generate_series(1, ${count}) as g`),
  );
  await handle.db.execute(
    sql.raw(`insert into audit_head (id, seq, hash) values (1, ${count}, 'bench')
     on conflict (id) do update set seq = excluded.seq`),
  );
  await handle.db.execute(
    sql.raw(`insert into audit_counts (key, entries)
      select 'actor:' || actor_kind, count(*) from audit_entries group by actor_kind
      union all select 'action:' || action, count(*) from audit_entries group by action`),
  );
  // What autovacuum does soon after such a load: statistics, and the visibility map that lets
  // counts read the indexes alone.
  await handle.db.execute(sql.raw('vacuum analyze audit_entries'));
}

/** The requests timed: the first page, a deep page, and each filter with its total. */
function requests(count: number): string[] {
  return [
    '/api/admin/audit?limit=50',
    `/api/admin/audit?limit=50&offset=${Math.floor(count / 2)}`,
    '/api/admin/audit?limit=50&targetId=h4242',
    '/api/admin/audit?limit=50&actorKind=healer',
    '/api/admin/audit?limit=50&actorKind=admin',
    '/api/admin/audit?limit=50&action=healer.create',
    '/api/admin/audit?limit=50&from=2025-09-01&to=2025-09-30',
    '/api/admin/audit?limit=50&actorKind=healer&from=2025-09-01&to=2025-09-30',
  ];
}

async function timeOn(
  database: 'pglite' | 'postgres',
  handle: DbHandle,
  count: number,
  log: (message: string) => void,
): Promise<AuditPageTiming[]> {
  await migrate(handle);
  const filling = Date.now();
  await fill(handle, count);
  log(
    `${database}: ${count.toLocaleString('en')} entries written in ${fixed((Date.now() - filling) / 1000)} s`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'healers-bench-audit-'));
  const env = readEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    TIME_ZONE: 'Asia/Kolkata',
  });
  await ensureAdminAccount(handle.db, PASSWORD);
  const app = await buildApp({
    env,
    database: handle,
    logger: false,
    clientDir: join(dataDir, 'none'),
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const timings: AuditPageTiming[] = [];
    for (const request of requests(count)) {
      const times: number[] = [];
      let total = 0;
      // One warm-up, as a server that has been up a while has the pages it reads cached.
      for (let i = 0; i <= SAMPLES; i++) {
        const started = performance.now();
        const response = await app.inject({ url: request, headers: { cookie } });
        if (i > 0) times.push(performance.now() - started);
        if (response.statusCode !== 200)
          throw new Error(`${request} answered ${response.statusCode}`);
        total = Number(response.headers['x-total-count']);
      }
      timings.push({ database, request, total, ms: median(times) });
    }
    return timings;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Times the audit pages on PGlite (in memory) and, when `postgres`, on a new PostgreSQL database. */
export async function timeAuditPages(
  count: number,
  postgres: boolean,
  log: (message: string) => void,
): Promise<AuditPageTiming[]> {
  const timings: AuditPageTiming[] = [];
  const pglite = await openDatabase({ memory: true });
  try {
    timings.push(...(await timeOn('pglite', pglite, count, log)));
  } finally {
    await pglite.close();
  }
  if (!postgres) return timings;
  const pg = (await import('pg')).default;
  const server = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await server.connect();
  const name = `healers_bench_audit_${process.pid}`;
  // The name is ours (digits), never input, so it is safe in DDL.
  await server.query(`create database "${name}"`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    timings.push(...(await timeOn('postgres', handle, count, log)));
  } finally {
    await handle.close();
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.end();
  }
  return timings;
}

/** The timings as a Markdown table, against the 50 ms budget. */
export function renderAuditPages(count: number, timings: readonly AuditPageTiming[]): string {
  const lines = [
    `## Audit trail pages at ${count.toLocaleString('en')} entries (budget 50 ms, median of ${SAMPLES})`,
    '',
    '| Database | Request | X-Total-Count | Median ms | Within budget |',
    '| --- | --- | ---: | ---: | --- |',
    ...timings.map(
      (t) =>
        `| ${t.database} | \`${t.request.replace('/api/admin/audit', '')}\` | ${t.total.toLocaleString('en')} | ${fixed(t.ms)} | ${t.ms <= 50 ? 'yes' : 'no'} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
