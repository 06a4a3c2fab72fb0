import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healerDtoColumns, toHealerDto } from '../../db/mappers.js';
import { healers } from '../../db/schema.js';
import type { Healer } from '../../shared/schemas/healer.js';

/** Ids are generated URL-safe text; anything else cannot name a healer. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const isActive = eq(healers.isActive, 'true');

/**
 * The row version: PostgreSQL gives every new version of a row (any UPDATE, by this app or by
 * hand in psql) a new `xmin`, so an unchanged (id, xmin) pair means an unchanged healer.
 */
const rowVersion = sql<string>`${healers}.xmin::text`;

/** The id and version of each healer a public read returns, in the reply's order. */
export interface HealerKey {
  id: string;
  version: string;
}

/** `select(healerKeyColumns)` gives HealerKey rows. */
export const healerKeyColumns = { id: healers.id, version: rowVersion };

interface CachedHealer {
  version: string;
  healer: Healer;
}

/**
 * Active healers as API objects by id, per database. Reading all ~40 columns costs PGlite about
 * 0.25 ms per row (2.5 s for 10,000 healers); reading id and version costs a twentieth of that.
 * So a public read selects the keys it needs and reads full rows only for healers that are new
 * or changed since they were last read. Holds at most the active healers (see pruning below).
 */
const healerCaches = new WeakMap<Db, Map<string, CachedHealer>>();

function cacheOf(db: Db): Map<string, CachedHealer> {
  let cache = healerCaches.get(db);
  if (!cache) {
    cache = new Map();
    healerCaches.set(db, cache);
  }
  return cache;
}

/**
 * The active healers of `keys`, in that order, as API objects. A healer that changed or was
 * deactivated between the keys' query and this read shows as it is now, or not at all.
 */
export async function activeHealersFor(db: Db, keys: readonly HealerKey[]): Promise<Healer[]> {
  const cache = cacheOf(db);
  const stale = keys.filter((key) => cache.get(key.id)?.version !== key.version);
  const fresh = new Map<string, CachedHealer>();
  if (stale.length > 0) {
    const rows = await db
      .select({ ...healerDtoColumns, version: rowVersion })
      .from(healers)
      // One array parameter, not one per id: 10,000 ids would be 10,000 bind parameters.
      .where(
        and(isActive, sql`${healers.id} = any(${sql.param(stale.map((key) => key.id))}::text[])`),
      );
    for (const { version, ...row } of rows) {
      const entry = { version, healer: toHealerDto(row) };
      fresh.set(row.id, entry);
      cache.set(row.id, entry);
    }
  }
  const result: Healer[] = [];
  for (const key of keys) {
    const entry = fresh.get(key.id) ?? cache.get(key.id);
    if (entry && (fresh.has(key.id) || entry.version === key.version)) result.push(entry.healer);
  }
  return result;
}

/** The public directory: active healers only, by name. */
export async function listActiveHealers(db: Db): Promise<Healer[]> {
  const keys = await db
    .select(healerKeyColumns)
    .from(healers)
    .where(isActive)
    .orderBy(asc(healers.name), asc(healers.id));
  const list = await activeHealersFor(db, keys);
  // The whole active directory was just read: forget healers deleted or deactivated since.
  const cache = cacheOf(db);
  if (cache.size > keys.length) {
    const active = new Set(keys.map((key) => key.id));
    for (const id of cache.keys()) if (!active.has(id)) cache.delete(id);
  }
  return list;
}

/** Active healers matching `where`, in `orderBy` order (healer-search.ts builds both). */
export async function findActiveHealers(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<Healer[]> {
  const keys = await db
    .select(healerKeyColumns)
    .from(healers)
    .where(where ? and(isActive, where) : isActive)
    .orderBy(...orderBy);
  return activeHealersFor(db, keys);
}

/** One active healer, or undefined when missing or inactive (both are a public 404). */
export async function findActiveHealer(db: Db, id: string): Promise<Healer | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const [row] = await db
    .select(healerDtoColumns)
    .from(healers)
    .where(and(eq(healers.id, id), isActive))
    .limit(1);
  return row ? toHealerDto(row) : undefined;
}
