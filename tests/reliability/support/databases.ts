import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { POSTGRES_SERVER_URL } from './paths.js';

export interface TestPostgres {
  url: string;
  name: string;
  /** Runs one query on this database (own short-lived connection). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  drop(): Promise<void>;
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>, url = POSTGRES_SERVER_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test PostgreSQL server (TEST_DATABASE_URL's), dropped by `drop`. */
export async function createPostgresDatabase(label: string): Promise<TestPostgres> {
  const name = `healers_rel_${label}_${randomBytes(4).toString('hex')}`;
  // The name is ours (letters, digits, hex), never input: safe in DDL.
  await onServer((client) => client.query(`create database "${name}"`));
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    url: databaseUrl,
    name,
    query: async (text, values) =>
      onServer(async (client) => (await client.query(text, values)).rows, databaseUrl),
    drop: () =>
      onServer(async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

export interface TestDataDir {
  dir: string;
  remove(): Promise<void>;
}

/** A copy of the migrated PGlite template (admin account, no demo data) in a new folder. */
export async function copyPgliteTemplate(): Promise<TestDataDir> {
  const dir = await mkdtemp(join(tmpdir(), 'healers-rel-'));
  await cp(inject('pgliteTemplate'), dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
