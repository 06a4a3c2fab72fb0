import { pipeline, Readable } from 'node:stream';
import { stringify as stringifyStream } from 'csv-stringify';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AuditEntryRow, auditCounts, auditEntries } from '../../db/schema.js';
import { ISO_DAY } from '../../shared/domain/dates.js';
import { neutraliseList } from '../../shared/domain/spreadsheet-formula.js';
import type { AuditEntry, AuditQuery } from '../../shared/schemas/audit.js';
import { paged } from '../services/paging.js';

export type AuditFilter = Omit<AuditQuery, 'limit' | 'offset'>;

const isDay = (value: string) => ISO_DAY.test(value);

/**
 * The entries' numbers from `from` to `to` (a day in `timeZone`, both days included, or an ISO
 * time). Entry times never go back as numbers go up (audit-chain.ts), so a time range is a
 * range of numbers, found on the (at, seq) index; null when it holds no entry.
 */
export type AuditRange = { lo: number; hi: number } | null;

export async function seqRange(db: Db, filter: AuditFilter, timeZone: string): Promise<AuditRange> {
  const start = filter.from
    ? isDay(filter.from)
      ? sql`(${filter.from}::date)::timestamp at time zone ${timeZone}`
      : sql`${filter.from}::timestamptz`
    : null;
  const end = filter.to
    ? isDay(filter.to)
      ? sql`((${filter.to}::date + 1)::timestamp at time zone ${timeZone})`
      : sql`${filter.to}::timestamptz`
    : null;
  // A day's end is exclusive (the next midnight); an ISO time is included.
  const endOp = filter.to && isDay(filter.to) ? sql`<` : sql`<=`;
  const { rows } = await db.execute<{ lo: string | null; hi: string | null }>(sql`
    select
      (select seq from audit_entries ${start ? sql`where at >= ${start}` : sql``}
        order by ${start ? sql`at, seq` : sql`seq`} limit 1)::text as lo,
      (select seq from audit_entries ${end ? sql`where at ${endOp} ${end}` : sql``}
        order by ${end ? sql`at desc, seq desc` : sql`seq desc`} limit 1)::text as hi`);
  const lo = Number(rows[0]?.lo ?? 0);
  const hi = Number(rows[0]?.hi ?? 0);
  return lo > 0 && hi >= lo ? { lo, hi } : null;
}

/** The other filters, as conditions on their (column, seq) indexes. */
function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.targetId) where.push(eq(auditEntries.targetId, filter.targetId));
  if (filter.actorKind) where.push(eq(auditEntries.actorKind, filter.actorKind));
  if (filter.action) where.push(eq(auditEntries.action, filter.action));
  return where;
}

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    seq: row.seq,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
    action: row.action,
    target: { kind: row.targetKind, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
    ip: row.ip,
  };
}

/**
 * One page of entries, newest first, and the exact number matching. The numbers have no gaps,
 * so without other filters the total is the width of the range and the page is found by number,
 * whatever its offset; with them, each is counted and paged on its own index.
 */
export async function pageAudit(
  db: Db,
  query: AuditQuery,
  timeZone: string,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const range = await seqRange(db, query, timeZone);
  if (!range) return { entries: [], total: 0 };
  const inRange = [gte(auditEntries.seq, range.lo), lte(auditEntries.seq, range.hi)];
  const others = conditions(query);
  if (others.length === 0) {
    const top = range.hi - query.offset;
    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(gte(auditEntries.seq, range.lo), lte(auditEntries.seq, top)))
      .orderBy(desc(auditEntries.seq))
      .limit(query.limit);
    return { entries: rows.map(toAuditEntry), total: range.hi - range.lo + 1 };
  }
  const where = and(...others, ...inRange);
  const total = await countOf(db, query, where);
  const rows = await paged(
    db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.seq)).$dynamic(),
    query,
  );
  return { entries: rows.map(toAuditEntry), total };
}

/**
 * How many entries match. One actor kind or one action over the whole trail is a kept count
 * (audit_counts); anything narrower is counted on its (column, seq) index.
 */
async function countOf(db: Db, filter: AuditFilter, where: SQL | undefined): Promise<number> {
  const kept =
    filter.from || filter.to || filter.targetId || (filter.actorKind && filter.action)
      ? undefined
      : filter.actorKind
        ? `actor:${filter.actorKind}`
        : filter.action
          ? `action:${filter.action}`
          : undefined;
  if (kept) {
    const [row] = await db
      .select({ entries: auditCounts.entries })
      .from(auditCounts)
      .where(eq(auditCounts.key, kept));
    return row?.entries ?? 0;
  }
  const [counted] = await db
    .select({ total: sql<string>`count(*)` })
    .from(auditEntries)
    .where(where);
  return Number(counted?.total ?? 0);
}

/** Entries the CSV reads at a time: memory holds one batch, whatever the total. */
const CSV_BATCH = 1_000;

/**
 * Every entry matching, newest first, a batch at a time (each batch below the last number), in
 * `range`: found by `seqRange` before the reply starts, so that a time the database refuses is
 * a 400 rather than a file cut off after its header.
 */
export async function* auditBatches(
  db: Db,
  filter: AuditFilter,
  range: AuditRange,
): AsyncGenerator<AuditEntryRow[]> {
  if (!range) return;
  let top = range.hi;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(
        and(...conditions(filter), gte(auditEntries.seq, range.lo), lte(auditEntries.seq, top)),
      )
      .orderBy(desc(auditEntries.seq))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < CSV_BATCH) return;
    top = rows[rows.length - 1]!.seq - 1;
  }
}

/** A value of a change as one cell's text. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const AUDIT_CSV_COLUMNS = [
  'seq',
  'id',
  'at',
  'actorKind',
  'actorId',
  'actorLabel',
  'action',
  'targetKind',
  'targetId',
  'targetLabel',
  'changes',
  'ip',
] as const;

/**
 * Every cell formula-safe, and each piece of it between two ';' too, as the healers' export
 * writes its lists: an entry holds what anyone typed (labels, values) and what a request sent
 * (the address of entries from before decision 056 checked it).
 */
const safeCell = (text: string | null): string => neutraliseList([text ?? '']);

function csvRecord(row: AuditEntryRow): string[] {
  const changes = neutraliseList(
    row.changes.map(
      (change) => `${change.field}: ${valueText(change.from)} → ${valueText(change.to)}`,
    ),
  );
  return [
    String(row.seq),
    safeCell(row.id),
    row.at.toISOString(),
    safeCell(row.actorKind),
    safeCell(row.actorId),
    safeCell(row.actorLabel),
    safeCell(row.action),
    safeCell(row.targetKind),
    safeCell(row.targetId),
    safeCell(row.targetLabel),
    changes,
    safeCell(row.ip),
  ];
}

/**
 * The entries as a streamed CSV file (RFC 4180, UTF-8 with a byte-order mark, formula-safe).
 * `onError` hears of a failure after the header went out (the reply is then cut off).
 */
export function auditCsvStream(
  batches: AsyncIterable<AuditEntryRow[]>,
  onError: (error: Error) => void,
): Readable {
  async function* records() {
    yield [...AUDIT_CSV_COLUMNS];
    for await (const batch of batches) for (const row of batch) yield csvRecord(row);
  }
  const options = {
    bom: true,
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
    quoted_match: /[\r\n]/,
  } as const;
  return pipeline(Readable.from(records()), stringifyStream(options), (error) => {
    // A download the client abandoned is not a failure.
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      onError(error);
    }
  });
}
