import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healerReports, healers } from '../../db/schema.js';
import { ATTENTION_REASONS, type AttentionReason } from '../../shared/constants/attention.js';
import { CONFIRMATION_LIMITS } from '../../shared/constants/confirmation.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { VERIFICATION_LIMITS } from '../../shared/constants/verification.js';
import { todayDate } from '../../shared/domain/zoned-time.js';
import type {
  AttentionCounts,
  AttentionListItem,
  AttentionPage,
  AttentionQuery,
} from '../../shared/schemas/attention.js';
import { HttpError } from '../errors.js';
import {
  type AttentionSnapshot,
  currentAttentionSnapshot,
  REASON_BIT,
} from './attention-snapshot.js';

const DAY_MS = 86_400_000;
const REASON_COUNT = ATTENTION_REASONS.length;

/** The number of reasons in each mask: the list shows healers with most reasons first. */
const REASONS_IN_MASK = Uint8Array.from({ length: 1 << REASON_COUNT }, (_, mask) => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
});

/** The healers that at least one open report names. */
async function healersWithOpenReports(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ healerId: healerReports.healerId })
    .from(healerReports)
    .where(eq(healerReports.status, 'open'));
  return new Set(rows.map((row) => row.healerId));
}

/**
 * Every snapshot healer's reasons at `now`: the row's own (no photo, no timings, ...) with the
 * clock's (a code past its expiry, a confirmation older than 180 days or a check older than 365,
 * counted in whole days of the clinics' time zone) and the open reports'.
 */
export function reasonMasks(
  snapshot: AttentionSnapshot,
  openReports: ReadonlySet<string>,
  now: Date,
  timeZone: string,
): Uint16Array {
  const today = Date.parse(`${todayDate(now, timeZone)}T00:00:00Z`) / DAY_MS;
  const confirmedBefore = today - CONFIRMATION_LIMITS.staleAfterDays;
  const verifiedBefore = today - VERIFICATION_LIMITS.dueAfterDays;
  const nowMs = now.getTime();
  const count = snapshot.ids.length;
  const masks = new Uint16Array(count);
  const checkReports = openReports.size > 0;
  for (let at = 0; at < count; at++) {
    let mask = snapshot.staticFlags[at]!;
    if (snapshot.codeExpiresAt[at]! <= nowMs) mask |= REASON_BIT['code-expired'];
    if (snapshot.confirmedDay[at]! < confirmedBefore) mask |= REASON_BIT['not-confirmed'];
    if (snapshot.verifiedDay[at]! < verifiedBefore) mask |= REASON_BIT['verification-due'];
    if (checkReports && openReports.has(snapshot.ids[at]!)) mask |= REASON_BIT['open-reports'];
    masks[at] = mask;
  }
  return masks;
}

/** The reasons of a mask, in ATTENTION_REASONS order. */
export function reasonsOf(mask: number): AttentionReason[] {
  return ATTENTION_REASONS.filter((reason) => (mask & REASON_BIT[reason]) !== 0);
}

/**
 * The positions of one page of the listed healers: those with a reason (with `filterBit`, that
 * one), most reasons first, then in the snapshot's order (name, then id), so pages fit together.
 * Counted per number of reasons first, so only the groups the page falls in are walked.
 */
export function pagePositions(
  masks: Uint16Array,
  filterBit: number,
  offset: number,
  limit: number,
): { positions: number[]; total: number } {
  const listed = (mask: number) => (filterBit ? (mask & filterBit) !== 0 : mask !== 0);
  const perGroup = new Array<number>(REASON_COUNT + 1).fill(0);
  for (const mask of masks) if (listed(mask)) perGroup[REASONS_IN_MASK[mask]!]! += 1;
  const total = perGroup.reduce((sum, n) => sum + n, 0);
  const positions: number[] = [];
  let skip = offset;
  for (let group = REASON_COUNT; group >= 1 && positions.length < limit; group--) {
    if (skip >= perGroup[group]!) {
      skip -= perGroup[group]!;
      continue;
    }
    for (let at = 0; at < masks.length && positions.length < limit; at++) {
      const mask = masks[at]!;
      if (REASONS_IN_MASK[mask] !== group || !listed(mask)) continue;
      if (skip > 0) skip -= 1;
      else positions.push(at);
    }
  }
  return { positions, total };
}

function countReasons(masks: Uint16Array): { counts: AttentionCounts; all: number } {
  const perBit = new Array<number>(REASON_COUNT).fill(0);
  let all = 0;
  for (const mask of masks) {
    if (mask === 0) continue;
    all += 1;
    for (let bit = 0; bit < REASON_COUNT; bit++) if (mask & (1 << bit)) perBit[bit]! += 1;
  }
  const counts = Object.fromEntries(
    ATTENTION_REASONS.map((reason, bit) => [reason, perBit[bit]!]),
  ) as AttentionCounts;
  return { counts, all };
}

/**
 * GET /api/admin/attention (DESIGN §10.1, decision 048): the active healers whose listing needs
 * an administrator, with their reasons, one page at a time, and how many have each reason.
 */
export async function attentionPage(
  db: Db,
  query: AttentionQuery,
  timeZone: string,
  now: Date = new Date(),
): Promise<AttentionPage> {
  const [snapshot, openReports] = await Promise.all([
    currentAttentionSnapshot(db),
    healersWithOpenReports(db),
  ]);
  const masks = reasonMasks(snapshot, openReports, now, timeZone);
  const { counts, all } = countReasons(masks);
  const filterBit = query.reason ? REASON_BIT[query.reason] : 0;
  const { positions, total } = pagePositions(masks, filterBit, query.offset, query.limit);
  const items = await pageItems(db, snapshot, masks, positions);
  return { items, total, all, counts, limit: query.limit, offset: query.offset };
}

/** The page's healers as the view shows them, read by id (a key lookup each). */
async function pageItems(
  db: Db,
  snapshot: AttentionSnapshot,
  masks: Uint16Array,
  positions: number[],
): Promise<AttentionListItem[]> {
  if (positions.length === 0) return [];
  const ids = positions.map((at) => snapshot.ids[at]!);
  const rows = await db
    .select({
      id: healers.id,
      name: healers.name,
      phone: healers.phone,
      bookingWhatsApp: healers.bookingWhatsApp,
      district: healers.district,
      remindedAt: healers.remindedAt,
    })
    .from(healers)
    // One array parameter, whatever the page size.
    .where(sql`${healers.id} = any(${sql.param(ids)}::text[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: AttentionListItem[] = [];
  positions.forEach((at, index) => {
    const row = byId.get(ids[index]!);
    // Deleted since the snapshot was read: the next read's snapshot no longer has it either.
    if (!row) return;
    items.push({
      healerId: row.id,
      name: row.name,
      reasons: reasonsOf(masks[at]!),
      phone: row.phone,
      bookingWhatsApp: row.bookingWhatsApp,
      district: row.district,
      remindedAt: row.remindedAt?.toISOString() ?? null,
    });
  });
  return items;
}

/** POST /api/admin/healers/{id}/reminded: records that a reminder was sent now. 404 unknown id. */
export async function markReminded(db: Db, healerId: string, now: Date = new Date()) {
  const [row] = await db
    .update(healers)
    // Not an edit of the listing: its "last updated" stays.
    .set({ remindedAt: now, updatedAt: sql`${healers.updatedAt}` })
    .where(eq(healers.id, healerId))
    .returning({ remindedAt: healers.remindedAt });
  if (!row?.remindedAt) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
  return { remindedAt: row.remindedAt.toISOString() };
}
