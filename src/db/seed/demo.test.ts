import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICTS } from '../../shared/constants/districts.js';
import { TEAM_ROLES } from '../../shared/constants/people.js';
import { confirmationAge } from '../../shared/domain/confirmation.js';
import { isOnLeaveOn } from '../../shared/domain/leave.js';
import { healerSchema } from '../../shared/schemas/healer.js';
import { type DbHandle, openDatabase } from '../client.js';
import { toHealerDto } from '../mappers.js';
import { migrate } from '../migrate.js';
import { type HealerRow, healers, services, settings, teamMembers } from '../schema.js';
import { isEmpty, seedDemo } from './demo.js';
import { seedToday } from './demo-trust.js';
import { SYNTHETIC_PASSWORD, seedSynthetic } from './synthetic.js';

let handle: DbHandle;
let wasEmpty: boolean;
let rows: HealerRow[];

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await migrate(handle);
  wasEmpty = await isEmpty(handle);
  await seedDemo(handle);
  rows = await handle.db.select().from(healers);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const activeRows = () => rows.filter((row) => row.isActive === 'true');

describe('seedDemo', () => {
  it('turns an empty directory into a non-empty one', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isEmpty(handle)).toBe(false);
  });

  it('loads at least 60 healers, a few inactive, over all 14 districts', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.district))).toEqual(new Set(DISTRICTS));
    expect(new Set(activeRows().map((row) => row.district))).toEqual(new Set(DISTRICTS));
    const inactive = rows.length - activeRows().length;
    expect(inactive).toBeGreaterThanOrEqual(2);
    expect(inactive).toBeLessThanOrEqual(5);
  });

  it('gives every healer a distinct name and phone and the API shape', () => {
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.phone)).size).toBe(rows.length);
    for (const row of rows)
      expect(() => healerSchema.parse(toHealerDto(row, seedToday()))).not.toThrow();
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Anil Kumar', 'Sreeja Nair', 'Muhammed Ashraf', 'Lakshmi Menon']),
    );
  });

  it('varies titles, specialties, languages, ratings, holidays and booking numbers', () => {
    const titles = new Set(rows.flatMap((row) => row.titles));
    expect([...titles]).toEqual(expect.arrayContaining(['Acu Hr.', 'Dr', 'Mrs']));
    expect(new Set(rows.map((row) => row.specialty)).size).toBeGreaterThanOrEqual(8);
    const malayalamAndEnglish = rows.filter(
      (row) => row.languages?.includes('Malayalam') && row.languages.includes('English'),
    );
    expect(malayalamAndEnglish.length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((row) => row.languages === 'Malayalam')).toBe(true);
    expect(rows.filter((row) => row.rating === 0 && row.reviewCount === 0).length).toBeGreaterThan(
      3,
    );
    expect(rows.some((row) => row.rating >= 4.5 && row.reviewCount > 0)).toBe(true);
    expect(rows.filter((row) => row.holidays).length).toBeGreaterThan(3);
    const withoutWhatsApp = rows.filter((row) => !row.bookingWhatsApp);
    expect(withoutWhatsApp.length).toBeGreaterThanOrEqual(3);
    expect(withoutWhatsApp.length).toBeLessThan(rows.length / 4);
    expect(rows.some((row) => row.email && row.website && row.facebook)).toBe(true);
  });

  it('shows every state of trust: verified, confirmed recently and long ago, on leave today and ahead', () => {
    const today = seedToday();
    const shown = activeRows().map((row) => toHealerDto(row, today));
    const verified = shown.filter((healer) => healer.verification !== null);
    expect(verified.length).toBeGreaterThanOrEqual(10);
    expect(verified.some((healer) => healer.verification!.checks.length === 4)).toBe(true);
    expect(verified.every((healer) => healer.verification!.checkedOn <= today)).toBe(true);
    expect(shown.find((healer) => healer.name === 'Anil Kumar')?.verification).not.toBeNull();
    const ages = shown.map((healer) => confirmationAge(healer.confirmedOn, today));
    expect(ages.filter((age) => age === 'recent').length).toBeGreaterThan(shown.length / 2);
    expect(ages.filter((age) => age === 'stale')).toHaveLength(1);
    expect(ages).toContain(null);
    const onLeave = shown.filter((healer) => isOnLeaveOn(healer.leave, today));
    expect(onLeave).toHaveLength(1);
    expect(onLeave[0]!.clinicTimings.length).toBeGreaterThan(0);
    const ahead = shown.filter(
      (healer) => healer.leave.length > 0 && healer.leave.every((period) => period.from > today),
    );
    expect(ahead).toHaveLength(1);
    expect(ahead[0]!.leave[0]!.note).toBe('Family wedding');
  });

  it('varies clinic timings: closed days, evening-only days, both slots, none at all', () => {
    const entries = rows.flatMap((row) => row.clinicTimings);
    expect(entries.some((entry) => !entry.isOpen)).toBe(true);
    expect(entries.some((entry) => entry.isOpen && !entry.morningStart && entry.eveningStart)).toBe(
      true,
    );
    expect(entries.some((entry) => entry.isOpen && entry.morningStart && entry.eveningStart)).toBe(
      true,
    );
    expect(rows.filter((row) => row.clinicTimings.length === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('offers only services of the services table, and lists one inactive service', async () => {
    const serviceRows = await handle.db.select().from(services);
    expect(serviceRows.length).toBeGreaterThanOrEqual(8);
    const names = new Set(serviceRows.map((row) => row.name));
    for (const row of rows) {
      expect(row.services.length).toBeGreaterThan(0);
      for (const service of row.services) expect(names).toContain(service);
    }
    expect(serviceRows.filter((row) => !row.isActive)).toHaveLength(1);
  });

  it('stores each password as the argon2id hash of the phone, to be changed at first sign-in', async () => {
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.mustChangePassword).toBe(true);
    }
    const [first] = rows;
    expect(await verify(first!.passwordHash, first!.phone)).toBe(true);
  });

  it('fills every team role, with several Executive Members in distinct display orders', async () => {
    const members = await handle.db.select().from(teamMembers);
    expect(new Set(members.map((member) => member.role))).toEqual(new Set(TEAM_ROLES));
    const executives = members.filter((member) => member.role === 'Executive Member');
    expect(executives.length).toBeGreaterThanOrEqual(3);
    expect(new Set(executives.map((member) => member.displayOrder)).size).toBe(executives.length);
  });

  it('describes each team member in the role they are shown with', async () => {
    const members = await handle.db.select().from(teamMembers);
    const described = members.filter((member) => member.summary !== null);
    expect(described.length).toBeGreaterThan(0);
    for (const member of described) {
      expect(member.summary).toMatch(new RegExp(`^${member.role} of the federation`));
    }
  });

  it('sets the contact details, a multi-line address and some social links', async () => {
    const [row] = await handle.db.select().from(settings).where(eq(settings.id, 1));
    expect(row?.contactEmail).toMatch(/@/);
    expect(row?.contactPhone).toMatch(/^\d{10}$/);
    expect(row?.address?.split('\n').length).toBeGreaterThanOrEqual(2);
    expect(row?.website).toMatch(/^https:\/\//);
    expect(row?.facebookUrl).toMatch(/^https:\/\//);
    expect(row?.xUrl).toBeNull();
  });
});

describe('seedSynthetic', () => {
  it('adds the requested number of healers with new phones, sharing one known password', async () => {
    const [before] = await handle.db.select({ n: count() }).from(healers);
    expect(await seedSynthetic(handle, 600)).toBe(600);
    expect(await seedSynthetic(handle, 10)).toBe(10);
    const all = await handle.db
      .select({ phone: healers.phone, passwordHash: healers.passwordHash })
      .from(healers);
    expect(all.length).toBe((before?.n ?? 0) + 610);
    expect(new Set(all.map((row) => row.phone)).size).toBe(all.length);
    const synthetic = all.at(-1)!;
    expect(await verify(synthetic.passwordHash, SYNTHETIC_PASSWORD)).toBe(true);
  });
});
