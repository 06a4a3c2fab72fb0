import { and, between, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healerEventCounts, healers, searchEmptyCounts } from '../../db/schema.js';
import {
  HEALER_EVENT_FIELDS,
  INSIGHT_LIMITS,
  OTHER_EMPTY_SEARCH,
} from '../../shared/constants/insights.js';
import { daysFrom } from '../../shared/domain/dates.js';
import {
  type AdminInsights,
  addDays,
  type HealerInsights,
  type InsightDay,
  type InsightHealer,
  type InsightTotals,
} from '../../shared/schemas/insights.js';

function zeroTotals(): InsightTotals {
  return { profileViews: 0, bookingOpens: 0, calls: 0, directions: 0, shares: 0 };
}

function fieldOf(type: string): keyof InsightTotals | undefined {
  return Object.hasOwn(HEALER_EVENT_FIELDS, type)
    ? HEALER_EVENT_FIELDS[type as keyof typeof HEALER_EVENT_FIELDS]
    : undefined;
}

/** The days from `from` to `to`, both included: 0 when reversed, at most the widest range. */
export function rangeDays(from: string, to: string): number {
  const days = daysFrom(from, to) + 1;
  return Number.isFinite(days) ? Math.max(0, Math.min(days, INSIGHT_LIMITS.rangeMaxDays)) : 0;
}

/** Totals and every day from `from` to `to` (zero-filled), of one healer or of all. */
async function countsByDay(
  db: Db,
  from: string,
  to: string,
  healerId?: string,
): Promise<{ totals: InsightTotals; daily: InsightDay[] }> {
  const range = between(healerEventCounts.day, from, to);
  const rows = await db
    .select({
      day: healerEventCounts.day,
      type: healerEventCounts.type,
      count: sql<number>`sum(${healerEventCounts.count})::int`,
    })
    .from(healerEventCounts)
    .innerJoin(healers, eq(healers.id, healerEventCounts.healerId))
    .where(healerId ? and(range, eq(healerEventCounts.healerId, healerId)) : range)
    .groupBy(healerEventCounts.day, healerEventCounts.type);
  const byDay = new Map<string, InsightDay>();
  // Counted, and never more than the widest range, whatever the dates (decision 054).
  for (let at = 0; at < rangeDays(from, to); at++) {
    const date = addDays(from, at);
    byDay.set(date, { date, ...zeroTotals() });
  }
  const totals = zeroTotals();
  for (const row of rows) {
    const field = fieldOf(row.type);
    const day = byDay.get(String(row.day).slice(0, 10));
    if (!field || !day) continue;
    day[field] += Number(row.count);
    totals[field] += Number(row.count);
  }
  return { totals, daily: [...byDay.values()] };
}

/** The healers with the most profile views (then booking opens), or the fewest among the active. */
async function healersByViews(
  db: Db,
  from: string,
  to: string,
  order: 'most' | 'least',
): Promise<InsightHealer[]> {
  const views = sql<number>`coalesce(sum(${healerEventCounts.count}) filter (where ${healerEventCounts.type} = 'profile-view'), 0)::int`;
  const bookings = sql<number>`coalesce(sum(${healerEventCounts.count}) filter (where ${healerEventCounts.type} = 'booking-open'), 0)::int`;
  const joined = db
    .select({
      healerId: healers.id,
      name: healers.name,
      profileViews: views,
      bookingOpens: bookings,
    })
    .from(healers)
    .leftJoin(
      healerEventCounts,
      and(eq(healerEventCounts.healerId, healers.id), between(healerEventCounts.day, from, to)),
    )
    .groupBy(healers.id, healers.name);
  const rows =
    order === 'most'
      ? await joined
          .having(sql`${views} > 0`)
          .orderBy(sql`${views} desc`, sql`${bookings} desc`, healers.name)
          .limit(INSIGHT_LIMITS.healersListed)
      : // The least viewed that patients can find: active ones (an inactive profile is hidden).
        await joined
          .where(eq(healers.isActive, 'true'))
          .orderBy(sql`${views} asc`, sql`${bookings} asc`, healers.name)
          .limit(INSIGHT_LIMITS.healersListed);
  return rows.map((row) => ({
    ...row,
    profileViews: Number(row.profileViews),
    bookingOpens: Number(row.bookingOpens),
  }));
}

/** GET /api/admin/insights: the range's counts, healers most and least viewed, empty searches. */
export async function adminInsights(db: Db, from: string, to: string): Promise<AdminInsights> {
  const emptyRange = between(searchEmptyCounts.day, from, to);
  const isOther = and(
    eq(searchEmptyCounts.query, OTHER_EMPTY_SEARCH.query),
    eq(searchEmptyCounts.district, OTHER_EMPTY_SEARCH.district),
  );
  const [counts, topHealers, leastViewed, empty, other] = await Promise.all([
    countsByDay(db, from, to),
    healersByViews(db, from, to, 'most'),
    healersByViews(db, from, to, 'least'),
    db
      .select({
        query: searchEmptyCounts.query,
        district: searchEmptyCounts.district,
        count: sql<number>`sum(${searchEmptyCounts.count})::int`,
      })
      .from(searchEmptyCounts)
      .where(and(emptyRange, not(isOther!)))
      .groupBy(searchEmptyCounts.query, searchEmptyCounts.district)
      .orderBy(sql`sum(${searchEmptyCounts.count}) desc`, searchEmptyCounts.query)
      .limit(INSIGHT_LIMITS.emptySearchesListed),
    // The days' searches past their distinct ones (decision 057), one figure.
    db
      .select({ count: sql<number>`coalesce(sum(${searchEmptyCounts.count}), 0)::int` })
      .from(searchEmptyCounts)
      .where(and(emptyRange, isOther)),
  ]);
  return {
    from,
    to,
    ...counts,
    topHealers,
    leastViewed,
    emptySearches: empty.map((row) => ({
      query: row.query,
      district: row.district === '' ? null : row.district,
      count: Number(row.count),
    })),
    otherEmptySearches: Number(other[0]?.count ?? 0),
  };
}

/** GET /api/healer/insights: one healer's counts over the 30 days up to `today`. */
export async function healerInsights(
  db: Db,
  healerId: string,
  today: string,
): Promise<HealerInsights> {
  const from = addDays(today, 1 - INSIGHT_LIMITS.defaultDays);
  return { from, to: today, ...(await countsByDay(db, from, today, healerId)) };
}
