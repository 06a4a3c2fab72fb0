import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Insights (DESIGN §10.5, migration 0016): how often each healer's profile was opened, a booking
 * message started, ... per day in TIME_ZONE. Counts only: nothing about who. No foreign key, so
 * a restore's truncate of healers is not refused; readers join healers, so a deleted healer's
 * counts are simply never shown.
 */
export const healerEventCounts = pgTable(
  'healer_event_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    healerId: text('healer_id').notNull(),
    type: text('type').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.healerId, t.type] }),
    index('healer_event_counts_healer_idx').on(t.healerId, t.day),
  ],
);

/** Searches that showed no healer, per day, normalised query and district filter ('' for none). */
export const searchEmptyCounts = pgTable(
  'search_empty_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    district: text('district').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query, t.district] })],
);
