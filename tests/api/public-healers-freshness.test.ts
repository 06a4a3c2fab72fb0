import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { healers } from '../../src/db/schema.js';
import { PublicDirectory } from '../../src/server/directory/directory.js';
import { searchDirectory } from '../../src/server/directory/directory-search.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import { insertHealer } from '../helpers/public-data.js';
import { openTestDatabase } from '../helpers/test-app.js';

// The public directory in memory keeps each healer's API object until its row changes
// (server/directory/directory.ts). These check that any change of a row, by the app or by hand
// in SQL, shows in the next read, and that the others stay as they were.

let db: Db;
let directory: PublicDirectory;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  directory = new PublicDirectory(db, () => todayDate(new Date(), 'Asia/Kolkata'));
  drop = async () => {
    await opened.database.close();
    await opened.drop();
  };
});

afterAll(() => drop());

const names = async () => (await directory.current()).healers.map((healer) => healer.name);
const found = async (query: string) =>
  searchDirectory(await directory.current(), { query }).map((healer) => healer.name);

describe('public healer reads after a change', () => {
  const cases: {
    change: string;
    apply: (id: string) => Promise<unknown>;
    listed: (name: string) => string[];
  }[] = [
    {
      change: 'renamed by the app',
      apply: (id) => db.update(healers).set({ name: 'Renamed Zeta' }).where(eq(healers.id, id)),
      listed: () => ['Renamed Zeta'],
    },
    {
      change: 'renamed in SQL without touching updated_at',
      apply: (id) => db.execute(sql`update healers set name = 'Zeta Hand' where id = ${id}`),
      listed: () => ['Zeta Hand'],
    },
    {
      change: 'deactivated',
      apply: (id) => db.update(healers).set({ isActive: 'false' }).where(eq(healers.id, id)),
      listed: () => [],
    },
    {
      change: 'deleted',
      apply: (id) => db.delete(healers).where(eq(healers.id, id)),
      listed: () => [],
    },
    {
      change: 'left as it was',
      apply: async () => {},
      listed: (name) => [name],
    },
  ];

  it.each(cases)('shows a healer $change as it now is', async ({ apply, listed }) => {
    const name = `Zeta ${Math.random().toString(36).slice(2, 8)}`;
    const row = await insertHealer(db, { name, district: 'Wayanad' });
    try {
      const others = (await names()).filter((n) => !n.includes('Zeta'));
      // Read once so the healer is remembered, then change it.
      expect(await names()).toContain(name);
      expect(await found('zeta')).toContain(name);
      await apply(row.id);
      const expected = listed(name);
      expect((await names()).filter((n) => n.includes('Zeta'))).toEqual(expected);
      expect(await found('zeta')).toEqual(expected);
      expect((await names()).filter((n) => !n.includes('Zeta'))).toEqual(others);
    } finally {
      await db.delete(healers).where(eq(healers.id, row.id));
    }
  });

  it('shows a reactivated healer with the fields changed while inactive', async () => {
    const row = await insertHealer(db, { name: 'Zeta Returning', specialty: 'Cupping' });
    expect(await names()).toContain('Zeta Returning');
    await db.update(healers).set({ isActive: 'false' }).where(eq(healers.id, row.id));
    expect(await names()).not.toContain('Zeta Returning');
    await db
      .update(healers)
      .set({ isActive: 'true', specialty: 'Acupressure' })
      .where(eq(healers.id, row.id));
    const [healer] = (await directory.current()).healers.filter((h) => h.id === row.id);
    expect(healer?.specialty).toBe('Acupressure');
    await db.delete(healers).where(eq(healers.id, row.id));
  });
});
