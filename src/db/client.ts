import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type DbSchema = typeof schema;

/**
 * What `db.execute()` returns on both drivers: PGlite's Results and node-postgres' QueryResult
 * both carry `rows`, which is all the app reads.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: DbRows<this['row']>;
}

export interface DbRows<TRow> {
  rows: TRow[];
}

/** The Drizzle database, the same type whichever driver is underneath. */
export type Db = PgDatabase<DbQueryResultHKT, DbSchema>;

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Whether the `unaccent` extension loaded (search can then ignore diacritics). */
  hasUnaccent: boolean;
  /** The PostgreSQL pool (for the socket.io adapter); absent on PGlite. */
  pgPool?: pg.Pool;
  /** The embedded database; absent on PostgreSQL. */
  pglite?: PGlite;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Closes the database; safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** The data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string;
  /** An in-memory PGlite (tests). */
  memory?: boolean;
  /** Pool size on PostgreSQL (default 10). */
  poolMax?: number;
}

/** The folder inside DATA_DIR that holds the embedded database's files. */
export function pgliteDir(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}

/** Opens PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (created if missing) or memory. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  if (options.memory) return openPglite(undefined);
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or memory');
  const dir = pgliteDir(options.dataDir);
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

/**
 * The embedded database's buffer pool (decision 065). PGlite's default, 128 MB, is WebAssembly
 * memory the process touches at start and never gives back, whatever the directory's size; the
 * directory is read into the server's own index, so the pool serves profiles, admin pages and
 * writes, and the files' pages beyond it come from the system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dir: string | undefined): Promise<DbHandle> {
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db: Db = drizzlePglite({ client, schema });
  const hasUnaccent = await tryUnaccent(db);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    hasUnaccent,
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** How long the first connection may take before the start gives up (a firewall drops packets). */
const CONNECT_TIMEOUT_MS = 10_000;

/** How long a request waits for a pooled connection before it fails (503 to the client). */
const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** The database could not be reached at start; the message names host, port and database only. */
export class DatabaseConnectError extends Error {
  override name = 'DatabaseConnectError';
}

/** "host:port/database" of a PostgreSQL URL: enough to find it, without user or password. */
function describeLocation(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname}`;
}

/**
 * One connection before the pool is used, with a time limit (the pool waits forever by default),
 * so an unreachable or silent server stops the start with a message instead of a hang.
 */
async function probePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    await client.end();
  } catch (error) {
    // Not awaited: after a failed connect, end() may wait for an 'end' that never comes.
    void client.end().catch(() => {});
    const err = error as NodeJS.ErrnoException;
    const reason =
      err.code === 'ECONNREFUSED'
        ? 'connection refused; is PostgreSQL running and listening there?'
        : err.code === 'ENOTFOUND'
          ? 'host not found'
          : /timeout/i.test(err.message ?? '')
            ? `it did not answer within ${CONNECT_TIMEOUT_MS / 1000} s`
            : (err.message ?? String(error)).split('\n')[0];
    throw new DatabaseConnectError(
      `Could not connect to PostgreSQL at ${describeLocation(databaseUrl)}: ${reason}`,
      { cause: error },
    );
  }
}

async function openPostgres(databaseUrl: string, max: number): Promise<DbHandle> {
  await probePostgres(databaseUrl);
  // A bounded wait for a connection: with the database away (or every client busy) a request
  // fails within seconds, and the server answers 503, instead of queueing for ever.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
  });
  // A client that loses its connection emits 'error'; without a listener that crashes the
  // process. The pool listens only while a client is idle, so a checked-out one (a transaction,
  // the realtime adapter's LISTEN client) took the server down when PostgreSQL stopped. Every
  // client gets a listener for life; queries surface their own errors (db/availability.ts).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db: Db = drizzleNodePg({ client: pool, schema });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const hasUnaccent = await tryUnaccent(db);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    hasUnaccent,
    pgPool: pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * unaccent is a nicety, not a requirement: a PostgreSQL without the contrib package, or a role
 * that may not create extensions, still runs the directory.
 */
async function tryUnaccent(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists unaccent`);
  } catch {
    // Checked below: another instance may have created it at the same moment.
  }
  const result = await db.execute<{ present: boolean }>(
    sql`select exists (select 1 from pg_extension where extname = 'unaccent') as present`,
  );
  return result.rows[0]?.present === true;
}
