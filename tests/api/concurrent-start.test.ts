import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { signInAdmin } from '../helpers/auth.js';
import { createTestApp, emptyTestDatabase, testDbKind } from '../helpers/test-app.js';

// Instances started at the same moment on one new database (a deploy of two replicas, a restart
// of all of them), each with its own connections as separate processes have: every one migrates
// and sets up what it needs (the admin account; on PostgreSQL the realtime adapter's table)
// without tripping over the others. An embedded database has one process, so one connection.
const INSTANCES = 4;
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function settledAll<T>(tasks: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(tasks);
  const failures = settled.flatMap((result) =>
    result.status === 'rejected' ? [String(result.reason)] : [],
  );
  expect(failures).toEqual([]);
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

describe('instances starting together on one new database', () => {
  it('all migrate, start, serve and share one admin account', async () => {
    const { options, drop } = await emptyTestDatabase();
    cleanups.push(drop);
    const connections = testDbKind() === 'postgres' ? INSTANCES : 1;
    const handles = await settledAll(
      Array.from({ length: connections }, async () => {
        const handle = await openDatabase(options);
        cleanups.push(() => handle.close());
        return handle;
      }),
    );
    await settledAll(handles.map((handle) => migrate(handle)));

    const instanceDatabases: DbHandle[] = Array.from(
      { length: INSTANCES },
      (_, i) => handles[i % handles.length]!,
    );
    const apps = await settledAll(
      instanceDatabases.map(async (database) => {
        const app = await createTestApp({ database });
        cleanups.push(() => app.close());
        return app;
      }),
    );

    expect(apps).toHaveLength(INSTANCES);
    for (const { app } of apps) {
      const response = await app.inject({ method: 'GET', url: '/api/healers' });
      expect(response.statusCode).toBe(200);
      await signInAdmin(app);
    }
    const { rows } = await handles[0]!.db.execute<{ n: number }>(
      sql`select count(*)::int as n from admin`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
