import { eq, inArray, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import {
  currentAttentionSnapshot,
  readAttentionSnapshot,
} from '../../src/server/services/attention-snapshot.js';
import { createHealerViaDb } from '../helpers/auth.js';
import { setUpApiTest, testDbKind } from '../helpers/test-app.js';

// "Needs attention" after a write reads only the healers written since (migration 0018,
// decision 048): what it then holds must be what reading every healer again gives.
const t = setUpApiTest();

const db = () => t.app.db;

/** Whether a session of this database waits for a lock (the second writer). */
async function waitingOnALock(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ waiting: boolean }>(
    `select exists (select 1 from pg_stat_activity where datname = current_database()
       and wait_event_type = 'Lock' and query like 'update healers set name = ''Writer B2''%') as waiting`,
  );
  return rows[0]!.waiting;
}

async function writtenSince(version: bigint): Promise<string[]> {
  const { rows } = await db().execute<{ id: string }>(
    sql`select id from healers where written_version > ${version.toString()} order by id`,
  );
  return rows.map((row) => row.id);
}

describe('the attention snapshot after writes', () => {
  it('takes in inserts, renames, (de)activations and edits without reading everyone again', async () => {
    const made = [];
    for (const name of ['Meera', 'Anil', 'Zain', 'Beena', 'അനിൽ', 'anil', 'Chitra', 'Devi']) {
      made.push(await createHealerViaDb(db(), { name }));
    }
    const before = await currentAttentionSnapshot(db());
    expect(before).toEqual(await readAttentionSnapshot(db()));

    // One statement each, as the app and a hand edit in psql would write them.
    await db().update(healers).set({ name: 'Aaron' }).where(eq(healers.id, made[0]!.id));
    await db().update(healers).set({ isActive: 'false' }).where(eq(healers.id, made[1]!.id));
    await db()
      .update(healers)
      .set({ photoUrl: '/photos/p.webp', latitude: 10, longitude: 76 })
      .where(inArray(healers.id, [made[2]!.id, made[3]!.id]));
    const added = await createHealerViaDb(db(), { name: 'Kavya' });
    const written = [made[0]!.id, made[1]!.id, made[2]!.id, made[3]!.id, added.id].sort();
    expect(await writtenSince(before.version)).toEqual(written);

    const after = await currentAttentionSnapshot(db());
    expect(after.removals).toBe(before.removals);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after).toEqual(await readAttentionSnapshot(db()));
    expect(after.names.slice(0, 2)).toEqual(['Aaron', 'Beena']);
    expect(after.ids).not.toContain(made[1]!.id);

    // Active again: back in its place.
    await db().update(healers).set({ isActive: 'true' }).where(eq(healers.id, made[1]!.id));
    const again = await currentAttentionSnapshot(db());
    expect(again.ids).toContain(made[1]!.id);
    expect(again).toEqual(await readAttentionSnapshot(db()));
  });

  it('stamps each statement of a transaction with the version it commits', async () => {
    const [one, two] = [
      await createHealerViaDb(db(), { name: 'First' }),
      await createHealerViaDb(db(), { name: 'Second' }),
    ];
    const start = (await currentAttentionSnapshot(db())).version;
    await db().transaction(async (tx) => {
      await tx.update(healers).set({ bio: 'one' }).where(eq(healers.id, one.id));
      await tx.update(healers).set({ bio: 'two' }).where(eq(healers.id, two.id));
    });
    const { rows } = await db().execute<{ id: string; written: string }>(
      sql`select id, written_version::text as written from healers where id in (${one.id}, ${two.id})`,
    );
    const stamp = Object.fromEntries(rows.map((row) => [row.id, BigInt(row.written)]));
    expect(stamp[one.id]).toBe(start + 1n);
    expect(stamp[two.id]).toBe(start + 2n);
    const after = await currentAttentionSnapshot(db());
    expect(after.version).toBe(start + 2n);
    expect(after).toEqual(await readAttentionSnapshot(db()));
  });

  it('reads everyone again after a healer is deleted', async () => {
    const gone = await createHealerViaDb(db(), { name: 'Leaving' });
    const before = await currentAttentionSnapshot(db());
    expect(before.ids).toContain(gone.id);
    await db().delete(healers).where(eq(healers.id, gone.id));
    const after = await currentAttentionSnapshot(db());
    expect(after.removals).toBe(before.removals + 1n);
    expect(after.ids).not.toContain(gone.id);
    expect(after).toEqual(await readAttentionSnapshot(db()));
  });

  // Writers at once exist only on PostgreSQL (PGlite is one connection).
  if (testDbKind() === 'postgres') {
    it('misses no row of a writer that waited for another and commits after a reader moved on', async () => {
      const pool = t.database.pgPool!;
      const [a, b] = [
        await createHealerViaDb(db(), { name: 'Writer A' }),
        await createHealerViaDb(db(), { name: 'Writer B' }),
      ];
      const held = await currentAttentionSnapshot(db());
      const first = await pool.connect();
      const second = await pool.connect();
      try {
        await first.query('begin');
        await first.query(`update healers set name = 'Writer A2' where id = $1`, [a.id]);
        // The second writer waits for the first (the version row's lock, taken before its row is
        // stamped), so its rows carry a version after the first's.
        await second.query('begin');
        const waiting = second.query(`update healers set name = 'Writer B2' where id = $1`, [b.id]);
        await expect.poll(() => waitingOnALock(pool), { timeout: 10_000 }).toBe(true);
        expect((await currentAttentionSnapshot(db())).version).toBe(held.version);
        await first.query('commit');
        await waiting;
        // A reader now holds the first writer's version, without the second's rows...
        const between = await currentAttentionSnapshot(db());
        expect(between.version).toBe(held.version + 1n);
        expect(between.names).toContain('Writer A2');
        expect(between.names).not.toContain('Writer B2');
        await second.query('commit');
      } finally {
        first.release();
        second.release();
      }
      // ...and finds them once the second commits: stamped after what it held.
      const after = await currentAttentionSnapshot(db());
      expect(after.version).toBe(held.version + 2n);
      expect(after.names).toContain('Writer B2');
      expect(after).toEqual(await readAttentionSnapshot(db()));
    });
  }
});
