import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers } from '../../db/schema.js';
import { ATTENTION_REASONS, type AttentionReason } from '../../shared/constants/trust.js';

/** One bit per reason, in ATTENTION_REASONS order (the order replies list them in). */
export const REASON_BIT = Object.fromEntries(
  ATTENTION_REASONS.map((reason, at) => [reason, 1 << at]),
) as Record<AttentionReason, number>;

/** A day number's stand-in for "never": any today minus it exceeds every limit. */
export const NEVER_DAY = -2_147_483_648;

/**
 * An open day with hours: not marked closed, and a morning or an evening with both ends a valid
 * HH:MM (what the public pages need to say when the clinic opens, `open-status.ts`'s slots).
 * Saved timings are checked by the schema; a hand-edited row that is not an array has no day.
 */
const HHMM = '^\\s*([01]?[0-9]|2[0-3]):[0-5][0-9]\\s*$';
const HAS_OPENING_HOURS = `exists (
  select 1 from jsonb_array_elements(
    case when jsonb_typeof("clinic_timings") = 'array' then "clinic_timings" else '[]'::jsonb end
  ) as entry
  where jsonb_typeof(entry) = 'object'
    and coalesce(entry->>'isOpen', 'true') <> 'false'
    and ((coalesce(entry->>'morningStart', '') ~ '${HHMM}' and coalesce(entry->>'morningEnd', '') ~ '${HHMM}')
      or (coalesce(entry->>'eveningStart', '') ~ '${HHMM}' and coalesce(entry->>'eveningEnd', '') ~ '${HHMM}'))
)`;

const blank = (column: string) => `coalesce(btrim("${column}"), '') = ''`;

/** The reasons that depend on the row alone, as one integer per healer (our SQL, no input). */
const STATIC_BITS: [AttentionReason, string][] = [
  ['never-signed-in', '"last_sign_in_at" is null'],
  ['no-photo', blank('photo_url')],
  ['no-pin', '"latitude" is null or "longitude" is null'],
  ['no-whatsapp', blank('booking_whatsapp')],
  ['no-timings', `not ${HAS_OPENING_HOURS}`],
];
const staticFlags = sql<number>`(${sql.raw(
  STATIC_BITS.map(
    ([reason, test]) => `(case when ${test} then ${REASON_BIT[reason]} else 0 end)`,
  ).join(' | '),
)})::int`;

/**
 * A pending code's expiry in epoch milliseconds: a code was issued and has not signed in yet
 * (`sign-in-code.ts`: spent codes are cleared when the password is chosen, a used one keeps
 * `sign_in_code_used_at`). Null when there is no such code.
 */
const pendingCodeExpiry = sql<number | null>`case
  when ${healers.signInCodeHash} is not null and ${healers.signInCodeUsedAt} is null
  then (extract(epoch from ${healers.signInCodeExpiresAt}) * 1000)::float8
end`;

const dayNumber = (column: typeof healers.confirmedOn | typeof healers.verificationCheckedOn) =>
  sql<number | null>`(${column} - date '1970-01-01')::int`;

/**
 * What "Needs attention" knows of every active healer, in the list's base order (name, then
 * id), as typed arrays: about 30 bytes and an id per healer, so 100,000 healers are a few MB.
 * The reasons that depend on the clock (an expired code, an old confirmation or check) are kept
 * as their dates and decided per request.
 */
export interface AttentionSnapshot {
  version: string;
  ids: string[];
  staticFlags: Uint16Array;
  /** Epoch ms a pending code expires, NaN without one. */
  codeExpiresAt: Float64Array;
  /** Days since 1970-01-01 of the confirmation and of the verification, NEVER_DAY without. */
  confirmedDay: Int32Array;
  verifiedDay: Int32Array;
}

async function readSnapshot(db: Db, version: string): Promise<AttentionSnapshot> {
  const rows = await db
    .select({
      id: healers.id,
      flags: staticFlags,
      codeExpiresAt: pendingCodeExpiry,
      confirmedDay: dayNumber(healers.confirmedOn),
      verifiedDay: dayNumber(healers.verificationCheckedOn),
    })
    .from(healers)
    .where(eq(healers.isActive, 'true'))
    .orderBy(asc(healers.name), asc(healers.id));
  const count = rows.length;
  const snapshot: AttentionSnapshot = {
    version,
    ids: new Array<string>(count),
    staticFlags: new Uint16Array(count),
    codeExpiresAt: new Float64Array(count),
    confirmedDay: new Int32Array(count),
    verifiedDay: new Int32Array(count),
  };
  rows.forEach((row, at) => {
    snapshot.ids[at] = row.id;
    snapshot.staticFlags[at] = Number(row.flags);
    snapshot.codeExpiresAt[at] =
      row.codeExpiresAt === null ? Number.NaN : Number(row.codeExpiresAt);
    snapshot.confirmedDay[at] = row.confirmedDay === null ? NEVER_DAY : Number(row.confirmedDay);
    snapshot.verifiedDay[at] = row.verifiedDay === null ? NEVER_DAY : Number(row.verifiedDay);
  });
  return snapshot;
}

interface Held {
  built?: AttentionSnapshot;
  building?: { version: string; promise: Promise<AttentionSnapshot> };
}

const held = new WeakMap<Db, Held>();

/**
 * The snapshot as the database holds it now: one small read of the directory's version (which
 * every statement writing healers moves on, migration 0009), and a new read of the healers only
 * when it moved. Concurrent requests for one version share one read.
 */
export async function currentAttentionSnapshot(db: Db): Promise<AttentionSnapshot> {
  const { rows } = await db.execute<{ version: string }>(
    sql`select version::text as version from directory_version`,
  );
  const version = rows[0]?.version ?? '0';
  let state = held.get(db);
  if (!state) {
    state = {};
    held.set(db, state);
  }
  if (state.built?.version === version) return state.built;
  if (state.building?.version === version) return state.building.promise;
  const holder = state;
  const promise = readSnapshot(db, version).then((snapshot) => {
    if (!holder.built || BigInt(holder.built.version) < BigInt(version)) holder.built = snapshot;
    return snapshot;
  });
  const building = { version, promise };
  holder.building = building;
  promise
    .finally(() => {
      if (holder.building === building) holder.building = undefined;
    })
    .catch(() => {});
  return promise;
}
