import { createHash } from 'node:crypto';
import { chmod, chown, readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { reportFigure } from './support/api-client.js';
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  type TestDataDir,
} from './support/databases.js';
import { serverInstallFor } from './support/server-install.js';
import { type ServerOptions, spawnServer } from './support/server-process.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Path, size and content hash of every file under `dir`: equal snapshots mean nothing changed. */
async function snapshot(dir: string): Promise<string[]> {
  const lines: string[] = [];
  const walk = async (path: string) => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) await walk(child);
      else {
        const hash = createHash('sha1')
          .update(await readFile(child))
          .digest('hex');
        lines.push(`${child.slice(dir.length)} ${(await stat(child)).size} ${hash}`);
      }
    }
  };
  await walk(dir);
  return lines.sort();
}

async function dataDir(): Promise<TestDataDir> {
  const data = await copyPgliteTemplate();
  cleanups.push(() => data.remove());
  return data;
}

/** Starts the server expecting it to fail; returns its exit code, whole output and how long it took. */
async function failedStart(options: ServerOptions) {
  const started = Date.now();
  const server = await spawnServer(options);
  cleanups.push(() => server.stop('SIGKILL'));
  const exit = await Promise.race([
    server.exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running:\n${server.output()}`)), 60_000),
    ),
  ]);
  return { code: exit.code, output: server.output().trim(), ms: Date.now() - started };
}

/** One line, naming the problem, that an operator can act on (no stack trace, no secret). */
function expectOneLine(output: string, pattern: RegExp): void {
  expect(output.split('\n')).toHaveLength(1);
  expect(output).toMatch(/^Startup failed: /);
  expect(output).toMatch(pattern);
}

/** A TCP server that accepts connections and never says a word (a firewall, a wrong service). */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('start-up faults stop the start with one clear line, exit 1, and change no data', () => {
  it.each([
    ['not a URL', 'postgres//broken-url'],
    ['another scheme', 'mysql://root:secret-pw@127.0.0.1/healers'],
    ['a port that is not a number', 'postgres://postgres:secret-pw@127.0.0.1:port/healers'],
  ])('a malformed DATABASE_URL (%s)', async (_, databaseUrl) => {
    const data = await dataDir();
    const before = await snapshot(data.dir);
    const result = await failedStart({ dataDir: data.dir, databaseUrl });
    expect(result.code).toBe(1);
    expectOneLine(
      result.output,
      /Invalid environment variable DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(result.output).not.toContain('secret-pw');
    expect(await snapshot(data.dir)).toEqual(before);
  });

  it('an unreachable database (nothing listens on the port)', async () => {
    const data = await dataDir();
    const before = await snapshot(data.dir);
    const result = await failedStart({
      dataDir: data.dir,
      databaseUrl: 'postgres://postgres:secret-pw@127.0.0.1:1/healers',
    });
    expect(result.code).toBe(1);
    expectOneLine(
      result.output,
      /Could not connect to PostgreSQL at 127\.0\.0\.1:1\/healers: connection refused/,
    );
    expect(result.output).not.toContain('secret-pw');
    expect(await snapshot(data.dir)).toEqual(before);
  });

  it('a database server that never answers', async () => {
    const silent = await silentServer();
    cleanups.push(() => silent.close());
    const result = await failedStart({
      databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/healers`,
    });
    expect(result.code).toBe(1);
    expectOneLine(
      result.output,
      new RegExp(
        `PostgreSQL at 127\\.0\\.0\\.1:${silent.port}/healers: it did not answer within 10 s`,
      ),
    );
    reportFigure('start-up gives up on a silent database after', `${result.ms} ms`);
  });

  it('a database that does not exist on the PostgreSQL server', async () => {
    const database = await createPostgresDatabase('missing');
    await database.drop();
    const result = await failedStart({ databaseUrl: database.url });
    expect(result.code).toBe(1);
    expectOneLine(
      result.output,
      new RegExp(
        `Could not connect to PostgreSQL at .*: database "${database.name}" does not exist`,
      ),
    );
  });

  it('a port already in use', async () => {
    const data = await dataDir();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const result = await failedStart({ dataDir: data.dir, port });
    expect(result.code).toBe(1);
    expectOneLine(result.output, new RegExp(`Port ${port} is already in use`));
  });

  it('a read-only DATA_DIR', async () => {
    const data = await dataDir();
    // Root ignores permission bits, so as root the server runs as nobody, who owns the folder
    // but may not write to it (as any user who is not root may not).
    const asRoot = process.getuid?.() === 0;
    const uid = asRoot ? 65_534 : undefined;
    const walk = async (path: string, isDir: boolean): Promise<void> => {
      if (uid !== undefined) await chown(path, uid, uid);
      await chmod(path, isDir ? 0o555 : 0o444);
      if (!isDir) return;
      for (const entry of await readdir(path, { withFileTypes: true })) {
        await walk(join(path, entry.name), entry.isDirectory());
      }
    };
    await walk(data.dir, true);
    // Writable again afterwards, or the folder could not be removed by a user who is not root.
    const unlock = async (path: string): Promise<void> => {
      await chmod(path, 0o755);
      for (const entry of await readdir(path, { withFileTypes: true })) {
        if (entry.isDirectory()) await unlock(join(path, entry.name));
      }
    };
    cleanups.push(() => unlock(data.dir));
    // The server must be readable by that user wherever the checkout lives (a private folder
    // of root's, say): the premise is checked, and a readable copy made when it does not hold.
    const install = uid === undefined ? undefined : await serverInstallFor(uid);
    if (install) cleanups.push(() => install.remove());
    const before = await snapshot(data.dir);
    const result = await failedStart({
      dataDir: data.dir,
      ...(uid === undefined ? {} : { uid }),
      ...(install ? { install } : {}),
    });
    expect(result.code).toBe(1);
    expectOneLine(result.output, new RegExp(`DATA_DIR ${data.dir} is not writable`));
    expect(await snapshot(data.dir)).toEqual(before);
  });
});

/** The conflicting table an earlier application left behind, where ours must go. */
const CONFLICT_SQL = [
  'create table healers (id integer primary key, note text not null)',
  "insert into healers values (1, 'kept')",
];

describe('a migration that fails stops the start and leaves the database as it was', () => {
  it('on PGlite (a DATA_DIR whose database has a conflicting healers table)', async () => {
    const data = await dataDir();
    // The template, emptied of everything ours, with someone else's healers table.
    const pglite = await PGlite.create(join(data.dir, 'pglite'));
    await pglite.exec(
      'drop schema public cascade; drop schema drizzle cascade; create schema public;',
    );
    for (const statement of CONFLICT_SQL) await pglite.exec(statement);
    await pglite.close();

    const result = await failedStart({ dataDir: data.dir });
    expect(result.code).toBe(1);
    expectOneLine(
      result.output,
      /Database migration failed \(nothing was applied\): relation "healers" already exists/,
    );

    const after = await PGlite.create(join(data.dir, 'pglite'));
    try {
      expect((await after.query('select id, note from healers')).rows).toEqual([
        { id: 1, note: 'kept' },
      ]);
      const tables = await after.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public'",
      );
      expect(tables.rows.map((row) => row.name)).toEqual(['healers']);
      const applied = await after.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(0);
    } finally {
      await after.close();
    }
  });

  it('on PostgreSQL (a database with a conflicting healers table)', async () => {
    const database = await createPostgresDatabase('conflict');
    cleanups.push(() => database.drop());
    for (const statement of CONFLICT_SQL) await database.query(statement);

    const result = await failedStart({ databaseUrl: database.url });
    expect(result.code).toBe(1);
    expectOneLine(
      result.output,
      /Database migration failed \(nothing was applied\): relation "healers" already exists/,
    );
    expect(await database.query('select id, note from healers')).toEqual([{ id: 1, note: 'kept' }]);
    const tables = await database.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.map((row) => row.name)).toEqual(['healers']);
    const applied = await database.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied[0]?.n).toBe(0);
  });
});
