import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Rows per upsert statement: a few hundred parameters each, well under PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 500;
/**
 * Distinct keys held between two flushes at most; past it new keys are dropped (existing ones
 * still count). A day's real keys are healers × types, far below; this bounds what a flood of
 * made-up searches can make the process hold if the database is away.
 */
const MAX_PENDING_KEYS = 200_000;
const SEP = '\u0000';

interface Logger {
  error(object: unknown, message: string): void;
}

/**
 * Counts events in memory and writes them as a few upserts (DESIGN §10.5): a burst of a thousand
 * profile views of one healer on one day is one row's `count = count + 1000`. Each statement adds
 * (`count + excluded.count`), so instances on one PostgreSQL never lose each other's increments;
 * rows go in key order, so two instances' statements lock rows in the same order and cannot
 * deadlock. A statement that fails puts its counts back for the next flush.
 */
export class EventCounter {
  private healerCounts = new Map<string, number>();
  private emptySearchCounts = new Map<string, number>();
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** One event of a known healer on `day` (YYYY-MM-DD in TIME_ZONE). */
  countHealerEvent(day: string, healerId: string, type: string, count = 1): void {
    add(this.healerCounts, [day, healerId, type].join(SEP), count);
  }

  /** One search that showed nobody, by its normalised query and district ('' for none). */
  countEmptySearch(day: string, query: string, district: string, count = 1): void {
    add(this.emptySearchCounts, [day, query, district].join(SEP), count);
  }

  /** Keys waiting for the next flush. */
  get pending(): number {
    return this.healerCounts.size + this.emptySearchCounts.size;
  }

  /** Writes everything counted so far; resolves once it is in the database (or put back). */
  async flush(): Promise<void> {
    // One flush at a time; a call during one waits for it and then writes what came since.
    while (this.running) await this.running;
    if (this.pending === 0) return;
    this.running = this.write().finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  private async write(): Promise<void> {
    const healerRows = sortedEntries(this.healerCounts);
    const emptyRows = sortedEntries(this.emptySearchCounts);
    this.healerCounts = new Map();
    this.emptySearchCounts = new Map();
    for (let start = 0; start < healerRows.length; start += ROWS_PER_STATEMENT) {
      const chunk = healerRows.slice(start, start + ROWS_PER_STATEMENT);
      try {
        await this.upsertHealerCounts(chunk);
      } catch (error) {
        this.log.error({ err: error }, 'insight counts not written; kept for the next flush');
        for (const [key, count] of chunk) add(this.healerCounts, key, count, true);
      }
    }
    for (let start = 0; start < emptyRows.length; start += ROWS_PER_STATEMENT) {
      const chunk = emptyRows.slice(start, start + ROWS_PER_STATEMENT);
      try {
        await this.upsertEmptySearchCounts(chunk);
      } catch (error) {
        this.log.error({ err: error }, 'empty-search counts not written; kept for the next flush');
        for (const [key, count] of chunk) add(this.emptySearchCounts, key, count, true);
      }
    }
  }

  private async upsertHealerCounts(rows: [string, number][]): Promise<void> {
    const values = rows.map(([key, count]) => {
      const [day, healerId, type] = key.split(SEP);
      return sql`(${day}::date, ${healerId}::text, ${type}::text, ${count}::int)`;
    });
    // A healer deleted since the event was accepted is skipped rather than failing the batch.
    await this.db.execute(sql`
      insert into healer_event_counts (day, healer_id, type, count)
      select v.day, v.healer_id, v.type, v.count
      from (values ${sql.join(values, sql`, `)}) as v(day, healer_id, type, count)
      where exists (select 1 from healers h where h.id = v.healer_id)
      order by v.day, v.healer_id, v.type
      on conflict (day, healer_id, type)
      do update set count = healer_event_counts.count + excluded.count`);
  }

  private async upsertEmptySearchCounts(rows: [string, number][]): Promise<void> {
    const values = rows.map(([key, count]) => {
      const [day, query, district] = key.split(SEP);
      return sql`(${day}::date, ${query}::text, ${district}::text, ${count}::int)`;
    });
    await this.db.execute(sql`
      insert into search_empty_counts (day, query, district, count)
      select v.day, v.query, v.district, v.count
      from (values ${sql.join(values, sql`, `)}) as v(day, query, district, count)
      order by v.day, v.query, v.district
      on conflict (day, query, district)
      do update set count = search_empty_counts.count + excluded.count`);
  }
}

function add(counts: Map<string, number>, key: string, count: number, always = false): void {
  const current = counts.get(key);
  if (current !== undefined) counts.set(key, current + count);
  else if (always || counts.size < MAX_PENDING_KEYS) counts.set(key, count);
}

function sortedEntries(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
