import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { INSIGHT_LIMITS, OTHER_EMPTY_SEARCH } from '../../shared/constants/insights.js';
import { addDays } from '../../shared/schemas/insights.js';

/** Rows per upsert statement: a few hundred parameters each, well under PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 500;
const SEP = '\u0000';
const OTHER_SUFFIX = `${SEP}${OTHER_EMPTY_SEARCH.query}${SEP}${OTHER_EMPTY_SEARCH.district}`;

interface Logger {
  error(object: unknown, message: string): void;
}

export interface EventCounterOptions {
  /** Today in TIME_ZONE (YYYY-MM-DD): when empty searches older than 90 days go. */
  today: () => string;
  /** Distinct keys waiting at most (INSIGHT_LIMITS.pendingKeysMax). */
  maxPendingKeys?: number;
  /** Distinct empty searches a day (INSIGHT_LIMITS.emptySearchDistinctPerDay). */
  emptySearchesPerDay?: number;
}

/**
 * Counts events in memory and writes them as a few upserts (DESIGN §10.5): a burst of a thousand
 * profile views of one healer on one day is one row's `count = count + 1000`. Each statement adds
 * (`count + excluded.count`), so instances on one PostgreSQL never lose each other's increments;
 * rows go in key order, so two instances' statements lock rows in the same order and cannot
 * deadlock. A failed write puts its counts back for the next flush, within the same bound on
 * waiting keys as new events (decision 057): a database away for hours costs a fixed amount of
 * memory, and what does not fit is counted in `dropped`.
 */
export class EventCounter {
  private healerCounts = new Map<string, number>();
  private emptySearchCounts = new Map<string, number>();
  /** Distinct empty searches waiting, per day, "other" not included. */
  private emptyKeysByDay = new Map<string, number>();
  private running: Promise<void> | undefined;
  private sweptOn: string | undefined;
  private readonly maxPendingKeys: number;
  private readonly emptySearchesPerDay: number;
  /** Events not kept since the process started because too many keys were waiting. */
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly options: EventCounterOptions,
  ) {
    this.maxPendingKeys = options.maxPendingKeys ?? INSIGHT_LIMITS.pendingKeysMax;
    this.emptySearchesPerDay =
      options.emptySearchesPerDay ?? INSIGHT_LIMITS.emptySearchDistinctPerDay;
  }

  /** One event of a known healer on `day` (YYYY-MM-DD in TIME_ZONE). */
  countHealerEvent(day: string, healerId: string, type: string, count = 1): void {
    if (!this.keep(this.healerCounts, [day, healerId, type].join(SEP), count)) {
      this.dropped += count;
    }
  }

  /**
   * One search that showed nobody, by its normalised query and district ('' for none). Past the
   * day's distinct searches it is counted in the day's "other" row.
   */
  countEmptySearch(day: string, query: string, district: string, count = 1): void {
    this.addEmptySearch([day, query, district].join(SEP), count);
  }

  /** Keys waiting for the next flush. */
  get pending(): number {
    return this.healerCounts.size + this.emptySearchCounts.size;
  }

  /** Writes everything counted so far; resolves once it is in the database (or put back). */
  async flush(): Promise<void> {
    // One flush at a time; a call during one waits for it and then writes what came since.
    while (this.running) await this.running;
    if (this.pending === 0 && this.sweptOn === this.options.today()) return;
    this.running = this.write().finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  /** Adds to a waiting key, or makes a new one while fewer than the bound wait. */
  private keep(counts: Map<string, number>, key: string, count: number): boolean {
    const current = counts.get(key);
    if (current !== undefined) counts.set(key, current + count);
    else if (this.pending < this.maxPendingKeys) counts.set(key, count);
    else return false;
    return true;
  }

  private addEmptySearch(key: string, count: number): void {
    const counts = this.emptySearchCounts;
    const current = counts.get(key);
    if (current !== undefined) {
      counts.set(key, current + count);
      return;
    }
    const day = key.slice(0, key.indexOf(SEP));
    const other = day + OTHER_SUFFIX;
    const distinct = this.emptyKeysByDay.get(day) ?? 0;
    if (key !== other && distinct < this.emptySearchesPerDay && this.keep(counts, key, count)) {
      this.emptyKeysByDay.set(day, distinct + 1);
    } else if (!this.keep(counts, other, count)) {
      this.dropped += count;
    }
  }

  private async write(): Promise<void> {
    const healerRows = sortedEntries(this.healerCounts);
    const emptyRows = sortedEntries(this.emptySearchCounts);
    this.healerCounts = new Map();
    this.emptySearchCounts = new Map();
    this.emptyKeysByDay = new Map();
    await this.writeChunks(
      healerRows,
      (chunk) => this.upsertHealerCounts(chunk),
      (key, count) => this.countHealerEvent(...(key.split(SEP) as [string, string, string]), count),
    );
    await this.writeChunks(
      emptyRows,
      (chunk) => this.upsertEmptySearchCounts(chunk),
      (key, count) => this.addEmptySearch(key, count),
    );
    await this.sweepExpired();
  }

  /**
   * Writes the rows 500 a statement; at the first failure (the database is away, most likely)
   * the rest are not tried but put back, each as a new event would be.
   */
  private async writeChunks(
    rows: [string, number][],
    upsert: (chunk: [string, number][]) => Promise<void>,
    putBack: (key: string, count: number) => void,
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      try {
        await upsert(rows.slice(start, start + ROWS_PER_STATEMENT));
      } catch (error) {
        const left = rows.length - start;
        const droppedBefore = this.dropped;
        for (const [key, count] of rows.slice(start)) putBack(key, count);
        this.log.error(
          { err: error, keys: left, dropped: this.dropped - droppedBefore },
          'insight counts not written; kept for the next flush',
        );
        return;
      }
    }
  }

  /** Once a day: empty searches older than INSIGHT_LIMITS.emptySearchKeepDays go (by the key). */
  private async sweepExpired(): Promise<void> {
    const today = this.options.today();
    if (this.sweptOn === today) return;
    const oldestKept = addDays(today, 1 - INSIGHT_LIMITS.emptySearchKeepDays);
    try {
      await this.db.execute(sql`delete from search_empty_counts where day < ${oldestKept}::date`);
      this.sweptOn = today;
    } catch (error) {
      this.log.error({ err: error }, 'old empty searches not deleted; tried again next flush');
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

  /**
   * Adds the rows; a search the day does not hold yet becomes a row only while the day has fewer
   * than the distinct searches allowed (the largest counts first), the rest go to its "other"
   * row. Two instances flushing at the same moment may each take the last places, so a day can
   * end a few rows over: the bound is on growth, not a quota.
   */
  private async upsertEmptySearchCounts(rows: [string, number][]): Promise<void> {
    const values = rows.map(([key, count]) => {
      const [day, query, district] = key.split(SEP);
      return sql`(${day}::date, ${query}::text, ${district}::text, ${count}::int)`;
    });
    const other = sql`(${OTHER_EMPTY_SEARCH.query}::text, ${OTHER_EMPTY_SEARCH.district}::text)`;
    await this.db.execute(sql`
      with v(day, query, district, count) as (values ${sql.join(values, sql`, `)}),
      marked as (
        select v.*, (v.query, v.district) = ${other} as other,
          exists (select 1 from search_empty_counts s
                  where s.day = v.day and s.query = v.query and s.district = v.district) as present
        from v
      ),
      room as (
        select d.day, ${this.emptySearchesPerDay}::int - (
          select count(*) from search_empty_counts s
          where s.day = d.day and (s.query, s.district) <> ${other})::int as free
        from (select distinct day from v) d
      ),
      ranked as (
        select m.*, row_number() over (
          partition by m.day, (m.present or m.other)
          order by m.count desc, m.query, m.district) as place
        from marked m
      ),
      placed as (
        select r.day, r.count, (r.present or r.other or r.place <= room.free) as kept,
          r.query, r.district
        from ranked r join room on room.day = r.day
      )
      insert into search_empty_counts (day, query, district, count)
      select day,
        case when kept then query else ${OTHER_EMPTY_SEARCH.query}::text end,
        case when kept then district else ${OTHER_EMPTY_SEARCH.district}::text end,
        sum(count)::int
      from placed
      group by 1, 2, 3
      order by 1, 2, 3
      on conflict (day, query, district)
      do update set count = search_empty_counts.count + excluded.count`);
  }
}

function sortedEntries(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
