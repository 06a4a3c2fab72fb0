import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healerReports, healers } from '../../db/schema.js';
import type { ReportReason, ReportStatus } from '../../shared/constants/reports.js';
import type { Report } from '../../shared/schemas/reports.js';
import { paged } from './paging.js';

/**
 * Patients' reports about a listing (DESIGN §10.1, decision 047). A row holds the healer, the
 * reason, the note and its status: nothing about who sent it (§10.3).
 */

/** At most this many open reports are shown to a healer (the newest): enough to act on. */
export const HEALER_OPEN_REPORTS_MAX = 100;

const reportColumns = {
  id: healerReports.id,
  healerId: healerReports.healerId,
  healerName: healers.name,
  reason: healerReports.reason,
  note: healerReports.note,
  createdAt: healerReports.createdAt,
  status: healerReports.status,
};

type ReportRow = {
  id: string;
  healerId: string;
  healerName: string;
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
  status: ReportStatus;
};

function toReport(row: ReportRow): Report {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Stores one report about `healerId` (already known to be an active healer); returns its id. */
export async function createReport(
  db: Db,
  healerId: string,
  input: { reason: ReportReason; note?: string | null | undefined },
): Promise<string> {
  const [row] = await db
    .insert(healerReports)
    .values({ healerId, reason: input.reason, note: input.note || null })
    .returning({ id: healerReports.id });
  return row!.id;
}

/** Newest first; the id breaks ties so that pages never overlap. */
const NEWEST_FIRST = [desc(healerReports.createdAt), desc(healerReports.id)] as const;

/** One page of the reports, in one status or all, newest first, and how many there are. */
export async function pageReports(
  db: Db,
  options: { status?: ReportStatus | undefined; limit: number; offset: number },
): Promise<{ items: Report[]; total: number }> {
  const where: SQL | undefined = options.status
    ? eq(healerReports.status, options.status)
    : undefined;
  const [rows, [counted]] = await Promise.all([
    paged(
      db
        .select(reportColumns)
        .from(healerReports)
        .innerJoin(healers, eq(healers.id, healerReports.healerId))
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .$dynamic(),
      options,
    ),
    db.select({ total: count() }).from(healerReports).where(where),
  ]);
  return { items: rows.map(toReport), total: counted?.total ?? 0 };
}

/** Sets a report's status; the report as it is now, or undefined when there is no such report. */
export async function setReportStatus(
  db: Db,
  id: string,
  status: ReportStatus,
): Promise<Report | undefined> {
  const [updated] = await db
    .update(healerReports)
    .set({ status, updatedAt: new Date() })
    .where(eq(healerReports.id, id))
    .returning({ id: healerReports.id });
  if (!updated) return undefined;
  const [row] = await db
    .select(reportColumns)
    .from(healerReports)
    .innerJoin(healers, eq(healers.id, healerReports.healerId))
    .where(eq(healerReports.id, id))
    .limit(1);
  return row ? toReport(row) : undefined;
}

/** The open reports about one healer's listing, newest first. */
export async function openReportsOf(db: Db, healerId: string): Promise<Report[]> {
  const rows = await db
    .select(reportColumns)
    .from(healerReports)
    .innerJoin(healers, eq(healers.id, healerReports.healerId))
    .where(and(eq(healerReports.healerId, healerId), eq(healerReports.status, 'open')))
    .orderBy(...NEWEST_FIRST)
    .limit(HEALER_OPEN_REPORTS_MAX);
  return rows.map(toReport);
}
