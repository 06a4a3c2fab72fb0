import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers } from '../../db/schema.js';
import { ATTENTION_REASONS, type AttentionReason } from '../../shared/constants/attention.js';
import { SIGN_IN_CODE_MAX_FAILURES } from './sign-in-code.js';

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
 * `sign_in_code_used_at`). A code made void by wrong tries (decision 032) no longer works either,
 * so it reads as expired at once (0): the admin sees it with "New sign-in code" (decision 054).
 * Null when there is no such code.
 */
const pendingCodeExpiry = sql<number | null>`case
  when ${healers.signInCodeHash} is null or ${healers.signInCodeUsedAt} is not null then null
  when ${healers.signInCodeFailures} >= ${sql.raw(String(SIGN_IN_CODE_MAX_FAILURES))} then 0::float8
  else (extract(epoch from ${healers.signInCodeExpiresAt}) * 1000)::float8
end`;

const dayNumber = (column: typeof healers.confirmedOn | typeof healers.verificationCheckedOn) =>
  sql<number | null>`(${column} - date '1970-01-01')::int`;

/**
 * What "Needs attention" knows of every active healer, in the list's base order (name, then id,
 * by code point: the C collation), as typed arrays: about 30 bytes, an id and a name per healer,
 * so 100,000 healers are a few MB. The reasons that depend on the clock (an expired code, an old
 * confirmation or check) are kept as their dates and decided per request.
 */
export interface AttentionSnapshot {
  /** The directory version it holds (at least: a later commit may already be in it). */
  version: bigint;
  /** Statements that removed healers, counted by migration 0018's trigger. */
  removals: bigint;
  ids: string[];
  names: string[];
  staticFlags: Uint16Array;
  /** Epoch ms a pending code expires, NaN without one. */
  codeExpiresAt: Float64Array;
  /** Days since 1970-01-01 of the confirmation and of the verification, NEVER_DAY without. */
  confirmedDay: Int32Array;
  verifiedDay: Int32Array;
}

/** One healer as the snapshot holds it; `active` false takes it out. */
interface SnapshotRow {
  id: string;
  name: string;
  active: boolean;
  flags: number;
  codeExpiresAt: number | null;
  confirmedDay: number | null;
  verifiedDay: number | null;
}

const SNAPSHOT_COLUMNS = {
  id: healers.id,
  name: healers.name,
  active: sql<boolean>`(${healers.isActive} = 'true')`,
  flags: staticFlags,
  codeExpiresAt: pendingCodeExpiry,
  confirmedDay: dayNumber(healers.confirmedOn),
  verifiedDay: dayNumber(healers.verificationCheckedOn),
};

/** Rows written since a snapshot beyond which reading everything again is simpler (an import). */
const MOST_CHANGES_APPLIED = 5_000;

/**
 * Compares two strings by code point, as PostgreSQL's C collation compares their UTF-8 bytes.
 * UTF-16 code units already sort so, except that a surrogate pair (a code point above U+FFFF)
 * must come after U+E000 to U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    let x = a.charCodeAt(at);
    let y = b.charCodeAt(at);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

const compareKeys = (nameA: string, idA: string, nameB: string, idB: string) =>
  compareCodePoints(nameA, nameB) || compareCodePoints(idA, idB);

function emptySnapshot(version: bigint, removals: bigint, count: number): AttentionSnapshot {
  return {
    version,
    removals,
    ids: new Array<string>(count),
    names: new Array<string>(count),
    staticFlags: new Uint16Array(count),
    codeExpiresAt: new Float64Array(count),
    confirmedDay: new Int32Array(count),
    verifiedDay: new Int32Array(count),
  };
}

function putRow(snapshot: AttentionSnapshot, at: number, row: SnapshotRow): void {
  snapshot.ids[at] = row.id;
  snapshot.names[at] = row.name;
  snapshot.staticFlags[at] = Number(row.flags);
  snapshot.codeExpiresAt[at] = row.codeExpiresAt === null ? Number.NaN : Number(row.codeExpiresAt);
  snapshot.confirmedDay[at] = row.confirmedDay === null ? NEVER_DAY : Number(row.confirmedDay);
  snapshot.verifiedDay[at] = row.verifiedDay === null ? NEVER_DAY : Number(row.verifiedDay);
}

function copyEntry(from: AttentionSnapshot, at: number, to: AttentionSnapshot, into: number) {
  to.ids[into] = from.ids[at]!;
  to.names[into] = from.names[at]!;
  to.staticFlags[into] = from.staticFlags[at]!;
  to.codeExpiresAt[into] = from.codeExpiresAt[at]!;
  to.confirmedDay[into] = from.confirmedDay[at]!;
  to.verifiedDay[into] = from.verifiedDay[at]!;
}

interface DirectoryState {
  version: bigint;
  removals: bigint;
}

async function directoryState(db: Db): Promise<DirectoryState> {
  const { rows } = await db.execute<{ version: string; removals: string }>(
    sql`select version::text as version, removals::text as removals from directory_version`,
  );
  return { version: BigInt(rows[0]?.version ?? '0'), removals: BigInt(rows[0]?.removals ?? '0') };
}

/** Every active healer, read whole: the first snapshot, and after a removal or an import. */
export async function readAttentionSnapshot(
  db: Db,
  state?: DirectoryState,
): Promise<AttentionSnapshot> {
  // The state is read before the rows, so the snapshot is never older than what it records.
  const { version, removals } = state ?? (await directoryState(db));
  const rows = await db
    .select(SNAPSHOT_COLUMNS)
    .from(healers)
    .where(eq(healers.isActive, 'true'))
    .orderBy(sql`${healers.name} collate "C"`, sql`${healers.id} collate "C"`);
  const snapshot = emptySnapshot(version, removals, rows.length);
  for (let at = 0; at < rows.length; at++) putRow(snapshot, at, rows[at]!);
  return snapshot;
}

/**
 * `held` with the rows written since its version put in: each changed healer leaves its old
 * place and, if active, takes its new one (found by binary search), in one pass over the rest.
 * `rows` must all have been written after `held.version`.
 */
export function applyChanges(
  held: AttentionSnapshot,
  rows: readonly SnapshotRow[],
  state: DirectoryState,
): AttentionSnapshot {
  const changed = new Set(rows.map((row) => row.id));
  const kept = new Int32Array(held.ids.length);
  let keptCount = 0;
  for (let at = 0; at < held.ids.length; at++) {
    if (!changed.has(held.ids[at]!)) kept[keptCount++] = at;
  }
  const added = rows
    .filter((row) => row.active)
    .sort((a, b) => compareKeys(a.name, a.id, b.name, b.id));
  const next = emptySnapshot(state.version, state.removals, keptCount + added.length);
  let from = 0;
  let into = 0;
  for (const row of added) {
    // The first kept entry that sorts after the row: the rows are sorted, so it only moves on.
    let low = from;
    let high = keptCount;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = kept[middle]!;
      if (compareKeys(held.names[at]!, held.ids[at]!, row.name, row.id) < 0) low = middle + 1;
      else high = middle;
    }
    while (from < low) copyEntry(held, kept[from++]!, next, into++);
    putRow(next, into++, row);
  }
  while (from < keptCount) copyEntry(held, kept[from++]!, next, into++);
  return next;
}

/**
 * The snapshot after the writes since `held`: the rows stamped with a later version (migration
 * 0018, one indexed read), or everything again when healers were removed or too many changed.
 */
async function nextSnapshot(
  db: Db,
  held: AttentionSnapshot | undefined,
  state: DirectoryState,
): Promise<AttentionSnapshot> {
  if (!held || held.removals !== state.removals) return readAttentionSnapshot(db, state);
  const rows = await db
    .select(SNAPSHOT_COLUMNS)
    .from(healers)
    .where(sql`"written_version" > ${held.version.toString()}`)
    .limit(MOST_CHANGES_APPLIED + 1);
  if (rows.length > MOST_CHANGES_APPLIED) return readAttentionSnapshot(db, state);
  return applyChanges(held, rows, state);
}

interface Held {
  built?: AttentionSnapshot;
  building?: { version: bigint; promise: Promise<AttentionSnapshot> };
}

const held = new WeakMap<Db, Held>();

/**
 * The snapshot as the database holds it now: one small read of the directory's version (which
 * every statement writing healers moves on, migration 0009) and, when it moved, of the healers
 * written since (migration 0018). Concurrent requests for one version share one read.
 */
export async function currentAttentionSnapshot(db: Db): Promise<AttentionSnapshot> {
  const state = await directoryState(db);
  let holder = held.get(db);
  if (!holder) {
    holder = {};
    held.set(db, holder);
  }
  const built = holder.built;
  if (built?.version === state.version && built.removals === state.removals) return built;
  if (holder.building?.version === state.version) return holder.building.promise;
  const own = holder;
  const promise = nextSnapshot(db, built, state).then((snapshot) => {
    if (!own.built || own.built.version <= snapshot.version) own.built = snapshot;
    return snapshot;
  });
  const building = { version: state.version, promise };
  own.building = building;
  promise
    .finally(() => {
      if (own.building === building) own.building = undefined;
    })
    .catch(() => {});
  return promise;
}
