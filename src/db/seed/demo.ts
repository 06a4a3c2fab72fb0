import { count } from 'drizzle-orm';
import { DISTRICTS } from '../../shared/constants/districts.js';
import type { TeamRole } from '../../shared/constants/people.js';
import type { DbHandle } from '../client.js';
import { healers, type NewHealerRow, services, settings, teamMembers } from '../schema.js';
import { demoTrust, seedToday } from './demo-trust.js';
import {
  buildHealer,
  buildService,
  buildSettings,
  buildTeamMember,
  type HealerFields,
} from './factories.js';
import { DEMO_SERVICES } from './kerala-data.js';
import { hashSeedPassword } from './password-hash.js';
import { TIMING_PATTERNS, type TimingPattern } from './timing-patterns.js';

export const DEMO_HEALER_COUNT = 64;

/** The first healers carry the names the federation's own examples use. */
const NAMED: Partial<HealerFields>[] = [
  { name: 'Anil Kumar', titles: ['Acu Hr.'] },
  { name: 'Sreeja Nair', titles: ['Acu Hr.', 'Mrs'] },
  { name: 'Muhammed Ashraf', titles: ['Dr'] },
  { name: 'Lakshmi Menon', titles: ['Mrs'] },
];

const INACTIVE = new Set([13, 34, 55]);
const SCHEDULES = TIMING_PATTERNS.filter((pattern) => pattern !== 'none');

/** Leadership team: every role, several Executive Members, display orders deliberately shuffled. */
const TEAM: { role: TeamRole; displayOrder: number; isActive?: boolean }[] = [
  { role: 'President', displayOrder: 1 },
  { role: 'General Secretary', displayOrder: 1 },
  { role: 'Vice President', displayOrder: 2 },
  { role: 'Vice President', displayOrder: 1 },
  { role: 'Treasurer', displayOrder: 1 },
  { role: 'Secretary', displayOrder: 1 },
  { role: 'Secretary', displayOrder: 2 },
  { role: 'Executive Member', displayOrder: 3 },
  { role: 'Executive Member', displayOrder: 1 },
  { role: 'Executive Member', displayOrder: 5 },
  { role: 'Executive Member', displayOrder: 2 },
  { role: 'Executive Member', displayOrder: 4 },
  { role: 'Executive Member', displayOrder: 6, isActive: false },
];

/**
 * The demo healers' fields (no passwords yet): deterministic for a given `today` (the seed's
 * day, from which verification, confirmation and leave are dated), all 14 districts, varied.
 */
export function buildDemoHealers(today: string = seedToday()): HealerFields[] {
  const names = new Set<string>();
  const result: HealerFields[] = [];
  for (let i = 0; i < DEMO_HEALER_COUNT; i++) {
    const timings: TimingPattern = i % 15 === 7 ? 'none' : SCHEDULES[i % SCHEDULES.length]!;
    const overrides: Partial<HealerFields> = {
      district: DISTRICTS[i % DISTRICTS.length]!,
      isActive: INACTIVE.has(i) ? 'false' : 'true',
      ...(i % 8 === 3 ? { rating: 0, reviewCount: 0 } : {}),
      ...(i % 12 === 5 ? { bookingWhatsApp: null } : {}),
      ...demoTrust(i, today),
      ...NAMED[i],
    };
    // Another seed (hence another phone) until the name is new, so no two demo healers share one.
    let seed = i;
    let healer = buildHealer(seed, overrides, { timings });
    while (names.has(healer.name)) {
      seed += DEMO_HEALER_COUNT;
      healer = buildHealer(seed, overrides, { timings });
    }
    names.add(healer.name);
    result.push(healer);
  }
  return result;
}

export interface DemoSummary {
  healers: number;
  services: number;
  teamMembers: number;
}

/**
 * Loads the demo directory: 64 healers over the 14 districts (three inactive), the services,
 * the leadership team and the contact settings. Each healer's password is their phone number,
 * stored as an argon2id hash and flagged to be changed at first sign-in.
 */
export async function seedDemo(
  handle: DbHandle,
  today: string = seedToday(),
): Promise<DemoSummary> {
  const fields = buildDemoHealers(today);
  // argon2 runs on libuv's thread pool, so hashing them together uses every core.
  const hashes = await Promise.all(fields.map((healer) => hashSeedPassword(healer.phone)));
  const healerRows: NewHealerRow[] = fields.map((healer, index) => ({
    ...healer,
    passwordHash: hashes[index]!,
    mustChangePassword: true,
    isDemo: true,
  }));
  const serviceRows = DEMO_SERVICES.map((_, index) =>
    buildService(index, { isActive: index < DEMO_SERVICES.length - 1 }),
  );
  // Marked, so that one admin action can remove them before the federation goes live.
  const teamRows = TEAM.map((member, index) => ({
    ...buildTeamMember(index, member),
    isDemo: true,
  }));
  const settingsRow = { ...buildSettings(), isDemo: true };

  await handle.db.transaction(async (tx) => {
    await tx.insert(services).values(serviceRows);
    await tx.insert(teamMembers).values(teamRows);
    await tx.insert(healers).values(healerRows);
    const { id: _id, ...settingsFields } = settingsRow;
    await tx
      .insert(settings)
      .values(settingsRow)
      .onConflictDoUpdate({ target: settings.id, set: settingsFields });
  });
  return { healers: healerRows.length, services: serviceRows.length, teamMembers: teamRows.length };
}

/** True when the directory has no healers, services or team members (settings do not count). */
export async function isEmpty(handle: DbHandle): Promise<boolean> {
  for (const table of [healers, services, teamMembers]) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}
