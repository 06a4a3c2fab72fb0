import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTED_MIGRATIONS } from '../../tests/helpers/migrations.js';
import { type DbHandle, openDatabase } from './client.js';
import { migrate } from './migrate.js';
import { healers, photos, settings } from './schema.js';
import { buildHealer } from './seed/factories.js';

// The spec's tables, the public directory's version (migration 0009, decision 026), patients'
// reports (0012, DESIGN §10.1), the audit trail (0013), recovery codes (0014) and insight counts
// (0016, DESIGN §10.5).
const TABLES = [
  'admin',
  'admin_recovery_codes',
  'admin_second_step_failures',
  'audit_counts',
  'audit_entries',
  'audit_head',
  'clinic_hours',
  'directory_version',
  'healer_event_counts',
  'healer_reports',
  'healers',
  'holidays',
  'passkey_challenges',
  'passkeys',
  'photos',
  'search_empty_counts',
  'services',
  'sessions',
  'settings',
  'team_members',
];

let handle: DbHandle;

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await migrate(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

async function insertHealer(seed: number, overrides: Parameters<typeof buildHealer>[1] = {}) {
  const [row] = await handle.db
    .insert(healers)
    .values({ ...buildHealer(seed, overrides), passwordHash: 'not-a-real-hash' })
    .returning();
  return row!;
}

describe('openDatabase on a fresh in-memory PGlite', () => {
  it('is the embedded kind, answers ping, and has unaccent and pg_trgm', async () => {
    expect(handle.kind).toBe('pglite');
    await expect(handle.ping()).resolves.toBeUndefined();
    expect(handle.hasUnaccent).toBe(true);
    const { rows } = await handle.db.execute<{ extname: string }>(
      sql`select extname from pg_extension order by extname`,
    );
    expect(rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  });

  it('creates every table of spec §3 and records every committed migration', async () => {
    const { rows } = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(TABLES);
    const applied = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(COMMITTED_MIGRATIONS);
  });

  it('applies nothing twice when migrate runs again', async () => {
    await migrate(handle);
    const applied = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(COMMITTED_MIGRATIONS);
  });
});

describe('the healers table', () => {
  it('fills the spec defaults: active, rating 0, no reviews, empty lists, Thiruvananthapuram', async () => {
    const [row] = await handle.db
      .insert(healers)
      .values({ name: 'Bindu Devi', phone: '9000000001', pincode: '695001', passwordHash: 'x' })
      .returning();
    expect(row).toMatchObject({
      isActive: 'true',
      rating: 0,
      reviewCount: 0,
      titles: [],
      services: [],
      qualifications: [],
      clinicTimings: [],
      district: 'Thiruvananthapuram',
      mustChangePassword: true,
    });
    expect(row?.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second healer with the same phone', async () => {
    await insertHealer(101, { phone: '9876500001' });
    await expect(insertHealer(102, { phone: '9876500001' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
  });

  it('keeps search_text in step with name, services and address on every write', async () => {
    const row = await insertHealer(103, {
      name: 'Sreeja Nair',
      services: ['Cupping therapy'],
      city: 'Kollam',
      district: 'Kollam',
    });
    expect(row.searchText).toContain('sreeja nair');
    expect(row.searchText).toContain('cupping therapy');
    const [updated] = await handle.db
      .update(healers)
      .set({ city: 'Punalur' })
      .where(eq(healers.id, row.id))
      .returning();
    expect(updated?.searchText).toContain('punalur');
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());
  });

  it("keeps the admin's search text in step with the phone and titles too", async () => {
    const row = await insertHealer(104, { name: 'Latha Menon', titles: ['Dr', 'Acu Hr.'] });
    expect(row.adminSearchText).toContain('latha menon');
    expect(row.adminSearchText).toContain(row.phone);
    expect(row.adminSearchText).toContain('Dr Acu Hr.');
    const [updated] = await handle.db
      .update(healers)
      .set({ phone: '9000012345', titles: ['Dr'] })
      .where(eq(healers.id, row.id))
      .returning();
    expect(updated?.adminSearchText).toContain('9000012345');
    expect(updated?.adminSearchText).not.toContain('Acu Hr.');
  });

  it('finds a misspelt name through pg_trgm on the trigram-indexed columns', async () => {
    await insertHealer(104, { name: 'Muhammed Ashraf', specialty: 'Migraine and headache' });
    const misspelt = await handle.db
      .select({ name: healers.name })
      .from(healers)
      .where(sql`${healers.searchText} %> ${'muhamed ashraff'}`);
    expect(misspelt.map((row) => row.name)).toContain('Muhammed Ashraf');
    const { rows } = await handle.db.execute<{ score: number }>(
      sql`select word_similarity(${'migrane'}, lower(${healers.specialty})) as score from ${healers}
          where ${healers.name} = 'Muhammed Ashraf'`,
    );
    expect(rows[0]?.score).toBeGreaterThan(0.5);
  });

  // The public search reads the directory in memory (decision 026); migration 0010 dropped the
  // trigram indexes only it used (decision 030). The admin's search still reads its own.
  it('has the trigram index the admin search needs, and none the public search no longer uses', async () => {
    const { rows } = await handle.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'healers'`,
    );
    const trigram = rows.filter((row) => row.indexdef.includes('gin_trgm_ops'));
    expect(trigram.map((row) => row.indexname).sort()).toEqual(['healers_admin_search_trgm_idx']);
  });
});

describe('other tables', () => {
  it('keeps settings to a single row with the default colours', async () => {
    const [row] = await handle.db.insert(settings).values({}).returning();
    expect(row).toMatchObject({ id: 1, primaryColor: '#4f46e5', secondaryColor: '#059669' });
    await expect(handle.db.insert(settings).values({ id: 2 })).rejects.toThrow();
  });

  it('stores and returns photo bytes unchanged as a Buffer', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10]);
    const [row] = await handle.db.insert(photos).values({ bytes }).returning();
    const [read] = await handle.db.select().from(photos).where(eq(photos.id, row!.id));
    expect(Buffer.isBuffer(read?.bytes)).toBe(true);
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect(read?.ogBytes).toBeNull();
  });
});
