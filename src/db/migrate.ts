import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { DbHandle, DbSchema } from './client.js';

/** Any fixed number: instances starting together on one PostgreSQL take turns changing the schema. */
const MIGRATION_LOCK_KEY = 7_243_310_911;

/**
 * The committed SQL migrations. tsc does not copy them to dist/, so from dist/db/ this looks
 * in the source tree as well.
 */
export function findMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, '..', '..', 'src', 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}

/** A migration that failed; Drizzle applies pending migrations in one transaction, so none is. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The database's own words for a failed statement (Drizzle's wrapper starts with the SQL). */
function rootMessage(error: unknown): string {
  let cause: unknown = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split('\n')[0] ?? message;
}

/** Applies the SQL migrations that this database has not seen yet (all or none). */
export async function migrate(handle: DbHandle): Promise<void> {
  try {
    await applyMigrations(handle);
  } catch (error) {
    throw new MigrationError(
      `Database migration failed (nothing was applied): ${rootMessage(error)}`,
      { cause: error },
    );
  }
}

async function applyMigrations(handle: DbHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<DbSchema>, { migrationsFolder });
    return;
  }
  if (!handle.pgPool) throw new Error('A PostgreSQL handle without a pool');
  // The app's own role may not change the schema (docs/operations.md, the role split of
  // decision 056), not even Drizzle's CREATE ... IF NOT EXISTS: with nothing to apply, it only reads.
  if (await nothingPending(handle.pgPool, migrationsFolder)) return;
  await withSchemaLock(handle.pgPool, (client) =>
    migrateNodePg(drizzleNodePg({ client }), { migrationsFolder }),
  );
}

/** Whether Drizzle has recorded the journal's last migration (its `when`) on this database. */
async function nothingPending(pool: pg.Pool, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await pool.query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.last ?? 0) >= newest;
  } catch {
    // No such table yet (a new database) or not readable: let the migrator say what is wrong.
    return false;
  }
}

/**
 * Runs `change` on one client while holding the lock that instances starting together on one
 * PostgreSQL take in turn for every change of schema. Two concurrent `CREATE ... IF NOT EXISTS`
 * of one name are not safe in PostgreSQL: the loser fails on a catalogue unique index.
 */
export async function withSchemaLock<T>(
  pool: pg.Pool,
  change: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  // The advisory lock is held by a session, so take it and change the schema on one client.
  const client: pg.PoolClient = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await change(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
