import type { Db } from '../../src/db/client.js';
import {
  type HealerRow,
  healers,
  type NewHealerRow,
  type NewTeamMemberRow,
  type TeamMemberRow,
  teamMembers,
} from '../../src/db/schema.js';

/** Public reads never look at the hash; a fixed non-hash keeps these inserts fast. */
const UNUSED_HASH = '$argon2id$unused-in-public-read-tests';

let counter = 0;

/** Inserts a healer straight into the database (as an admin write would), active by default. */
export async function insertHealer(
  db: Db,
  fields: Partial<Omit<NewHealerRow, 'passwordHash'>> = {},
): Promise<HealerRow> {
  counter += 1;
  const [row] = await db
    .insert(healers)
    .values({
      name: `Healer ${counter}`,
      phone: `8${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(6, '0')}`,
      pincode: '682001',
      district: 'Ernakulam',
      ...fields,
      passwordHash: UNUSED_HASH,
    })
    .returning();
  return row!;
}

/** Inserts a leadership team member, active by default. */
export async function insertTeamMember(
  db: Db,
  fields: Partial<NewTeamMemberRow> = {},
): Promise<TeamMemberRow> {
  counter += 1;
  const [row] = await db
    .insert(teamMembers)
    .values({ name: `Member ${counter}`, role: 'Executive Member', ...fields })
    .returning();
  return row!;
}

/** Recursively collects every key of a JSON value (to prove no password field is present). */
export function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) allKeys(item, keys);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  }
  return keys;
}
