import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportStatus } from '../shared/constants/reports.js';
import { newId } from './ids.js';
// A cycle with schema.ts, which re-exports this file: safe, the foreign key reads `healers` lazily.
import { healers } from './schema.js';

/**
 * What patients report wrong with a listing (DESIGN §10.1). Nothing about the reporter is kept:
 * no address, no cookie, no agent.
 */
export const healerReports = pgTable(
  'healer_reports',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => newId()),
    healerId: text('healer_id')
      .notNull()
      .references(() => healers.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [
    index('healer_reports_status_idx').on(t.status, t.createdAt.desc()),
    index('healer_reports_healer_idx').on(t.healerId, t.status),
  ],
);

export type HealerReportRow = typeof healerReports.$inferSelect;
