import { z } from 'zod';
import { INSIGHT_LIMITS } from '../constants/insights.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { daysFrom } from '../domain/dates.js';
import { isoDateSchema } from './dates.js';

/** `date` plus `days` (negative: minus), both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One event a page sends (POST /api/events). Only the shape is checked here: a type or healer the
 * server does not know is dropped with the same 204 (a beacon cannot read the answer, and a
 * page of an older build must not fill the log with errors), but a body that is not this shape
 * is a caller's mistake and gets its 400.
 */
export const insightEventSchema = z.object({
  type: z
    .string({ error: MESSAGE_KEY.eventTypeRequired })
    .min(1, MESSAGE_KEY.eventTypeRequired)
    .max(40),
  healerId: z.string().max(200).optional(),
  query: z.string().max(INSIGHT_LIMITS.queryAccepted, MESSAGE_KEY.searchTooLong).optional(),
  district: z.string().max(100).optional(),
});
export type InsightEvent = z.infer<typeof insightEventSchema>;

/** `from` and `to` of the admin's insights, both included, at most 366 days apart. */
export const insightsRangeQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .superRefine((range, context) => {
    if (range.from === undefined || range.to === undefined) return;
    const days = daysFrom(range.from, range.to);
    if (days < 0) {
      context.addIssue({ code: 'custom', path: ['from'], message: MESSAGE_KEY.insightsRangeOrder });
    } else if (days + 1 > INSIGHT_LIMITS.rangeMaxDays) {
      context.addIssue({ code: 'custom', path: ['to'], message: MESSAGE_KEY.insightsRangeTooLong });
    }
  });

const countsShape = {
  profileViews: z.number().int(),
  bookingOpens: z.number().int(),
  calls: z.number().int(),
  directions: z.number().int(),
  shares: z.number().int(),
};

/** The five per-healer counts, summed. */
export const insightTotalsSchema = z.object(countsShape);
export type InsightTotals = z.infer<typeof insightTotalsSchema>;

/** One day's counts (every day of the range is present, zero when nothing happened). */
export const insightDaySchema = z.object({ date: z.string(), ...countsShape });
export type InsightDay = z.infer<typeof insightDaySchema>;

const insightHealerSchema = z.object({
  healerId: z.string(),
  name: z.string(),
  profileViews: z.number().int(),
  bookingOpens: z.number().int(),
});
export type InsightHealer = z.infer<typeof insightHealerSchema>;

/** GET /api/admin/insights (DESIGN §10.5, plus the least viewed active healers). */
export const adminInsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: insightTotalsSchema,
  daily: z.array(insightDaySchema),
  topHealers: z.array(insightHealerSchema),
  leastViewed: z.array(insightHealerSchema),
  emptySearches: z.array(
    z.object({ query: z.string(), district: z.string().nullable(), count: z.number().int() }),
  ),
  /** Empty searches of days that already held their 500 distinct ones, summed (decision 057). */
  otherEmptySearches: z
    .number()
    .int()
    .describe(
      'empty searches not listed one by one: a day keeps its first 500 distinct searches, the rest are summed here. Empty searches are kept 90 days.',
    ),
});
export type AdminInsights = z.infer<typeof adminInsightsSchema>;

/** GET /api/healer/insights: the signed-in healer's own counts, last 30 days. */
export const healerInsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: insightTotalsSchema,
  daily: z.array(insightDaySchema),
});
export type HealerInsights = z.infer<typeof healerInsightsSchema>;
