import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type DbHandle, type OpenDatabaseOptions, openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { healers } from '../../src/db/schema.js';
import { buildHealer } from '../../src/db/seed/factories.js';
import { COMMITTED_MIGRATIONS } from '../helpers/migrations.js';

// The migrations as the server applies them at start, on a database nobody has touched yet:
// a new PGlite data directory here, a newly created PostgreSQL database in the postgres project.
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Where a fresh database lives: a new data directory, or a new PostgreSQL database. */
async function freshDatabase(): Promise<OpenDatabaseOptions> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'db-migrate-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The postgres project needs TEST_DATABASE_URL');
  const name = `healers_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // The name is ours (hex digits), never input, so it is safe in DDL.
  await admin.query(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), poolMax: 3 };
}

async function open(options: OpenDatabaseOptions): Promise<DbHandle> {
  const handle = await openDatabase(options);
  cleanups.push(() => handle.close());
  return handle;
}

async function appliedMigrations(handle: DbHandle): Promise<number> {
  const { rows } = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.n ?? 0;
}

describe(`migrations on a new ${kind} database`, () => {
  it('create the schema, and a restart keeps the data and applies nothing twice', async () => {
    const options = await freshDatabase();
    const first = await open(options);
    expect(first.kind).toBe(kind);
    await migrate(first);
    expect(await appliedMigrations(first)).toBe(COMMITTED_MIGRATIONS);
    const [inserted] = await first.db
      .insert(healers)
      .values({ ...buildHealer(5_000_001), passwordHash: 'not-a-real-hash' })
      .returning({ id: healers.id });
    await first.close();

    const second = await open(options);
    await migrate(second);
    expect(await appliedMigrations(second)).toBe(COMMITTED_MIGRATIONS);
    const [found] = await second.db
      .select({ name: healers.name, searchText: healers.searchText })
      .from(healers)
      .where(eq(healers.id, inserted!.id));
    expect(found?.name).toBe(buildHealer(5_000_001).name);
    const { rows } = await second.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(rows).toHaveLength(1);
  }, 120_000);

  if (kind === 'postgres') {
    it('lets two instances starting together both migrate without a clash', async () => {
      const options = await freshDatabase();
      const [a, b] = await Promise.all([open(options), open(options)]);
      await Promise.all([migrate(a), migrate(b)]);
      expect(await appliedMigrations(a)).toBe(COMMITTED_MIGRATIONS);
      await expect(a.ping()).resolves.toBeUndefined();
      expect(a.hasUnaccent).toBe(true);
    }, 60_000);
  }
});
