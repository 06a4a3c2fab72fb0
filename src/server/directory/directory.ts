import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healerDtoColumns, toHealerDto } from '../../db/mappers.js';
import { healers } from '../../db/schema.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { DirectoryIndex, type IndexedRow, indexRow, placedRow } from './directory-index.js';
import { StringPool } from './string-pool.js';

const isActive = eq(healers.isActive, 'true');

/**
 * The row version: PostgreSQL gives every new version of a row (any UPDATE, by this app or by
 * hand in psql) a new `xmin`, so an unchanged (id, xmin) pair means an unchanged healer.
 */
const rowVersion = sql<string>`${healers}.xmin::text`;

/** Whole rows read at once when the directory is read (decision 065). */
const READ_PAGE_ROWS = 2_000;

interface Kept {
  version: string;
  indexed: IndexedRow;
}

/**
 * The public directory held in memory (decision 026): every active healer as its API object,
 * in the public order, with the trigram index the search reads. Each read asks the database one
 * thing, the directory's version, which every statement that writes healers moves on (a trigger
 * of migration 0009: the app, a restore, another instance or a hand edit in psql alike). When it
 * moved, the reader rebuilds: it reads each healer's (id, version) in order, and whole rows only
 * for healers new or changed since, so a write costs a key scan, not a re-read of the directory.
 */
export class PublicDirectory {
  private kept = new Map<string, Kept>();
  private built: { version: string; index: DirectoryIndex } | undefined;
  private building: { version: string; promise: Promise<DirectoryIndex> } | undefined;

  /**
   * `today` is the clinics' day (`YYYY-MM-DD`, from the env's TIME_ZONE: decision 070), as of
   * which a healer read shows its leave. `isUnavailable` says whether a failed read means the
   * database is away, in which case the last index answers (decision 051); by default nothing
   * does.
   */
  constructor(
    private readonly db: Db,
    private readonly today: () => string,
    private readonly isUnavailable: (error: unknown) => boolean = () => false,
  ) {}

  /** The last index read: its directory version and how many healers it holds (metrics). */
  get lastBuilt(): { version: bigint; size: number } | undefined {
    return (
      this.built && { version: BigInt(this.built.version), size: this.built.index.healers.length }
    );
  }

  /** The directory's version in the database now (metrics: how far the index lags behind). */
  async databaseVersion(): Promise<bigint> {
    const { rows } = await this.db.execute<{ version: string }>(
      sql`select version::text as version from directory_version`,
    );
    return BigInt(rows[0]?.version ?? '0');
  }

  /** A healer of the last index read, for a card asked for while the database is away. */
  lastKnown(id: string): Healer | undefined {
    return this.kept.get(id)?.indexed.row.healer;
  }

  /** The directory as the database holds it now. */
  async current(): Promise<DirectoryIndex> {
    let rows: { version: string }[];
    try {
      ({ rows } = await this.db.execute<{ version: string }>(
        sql`select version::text as version from directory_version`,
      ));
    } catch (error) {
      // The database is away (decision 051): the index as last read, if there is one.
      if (this.built && this.isUnavailable(error)) return this.built.index;
      throw error;
    }
    const version = rows[0]?.version ?? '0';
    if (this.built?.version === version) return this.built.index;
    if (this.building?.version === version) return this.building.promise;
    const promise = this.build().then(
      (index) => {
        // Keys read after the version: the index is at least as new as it says.
        if (!this.built || BigInt(this.built.version) < BigInt(version)) {
          this.built = { version, index };
        }
        return index;
      },
      (error: unknown) => {
        // The database went away between the version and the rows: the last index still answers.
        if (this.built && this.isUnavailable(error)) return this.built.index;
        throw error;
      },
    );
    const building = { version, promise };
    this.building = building;
    promise
      .finally(() => {
        if (this.building === building) this.building = undefined;
      })
      .catch(() => {});
    return promise;
  }

  private async build(): Promise<DirectoryIndex> {
    const keys = await this.db
      .select({ id: healers.id, version: rowVersion })
      .from(healers)
      .where(isActive)
      .orderBy(asc(healers.name), asc(healers.id));
    const stale = keys.filter((key) => this.kept.get(key.id)?.version !== key.version);
    const fresh = new Map<string, Kept>();
    const pool = new StringPool();
    // In pages (decision 065): one read of 100,000 whole rows held them all at once, as the
    // driver's reply and as row objects, and the process kept the peak it reached.
    for (let from = 0; from < stale.length; from += READ_PAGE_ROWS) {
      const page = stale.slice(from, from + READ_PAGE_ROWS);
      const rows = await this.db
        .select({
          ...healerDtoColumns,
          version: rowVersion,
          searchText: healers.searchText,
        })
        .from(healers)
        // One array parameter, not one per id: 10,000 ids would be 10,000 bind parameters.
        .where(
          sql`${isActive} and ${healers.id} = any(${sql.param(page.map((key) => key.id))}::text[])`,
        );
      const today = this.today();
      for (const { version, searchText, ...row } of rows) {
        const healer = pool.internAll(toHealerDto(row, today));
        fresh.set(row.id, {
          version,
          indexed: indexRow(placedRow(healer, searchText ?? ''), pool),
        });
      }
    }
    // Keep exactly the healers of this build: deleted or deactivated ones are forgotten.
    const versions: string[] = [];
    const indexed: IndexedRow[] = [];
    for (const key of keys) {
      // A healer changed between the two reads shows as it is now (or not, if now inactive).
      const entry = fresh.get(key.id) ?? this.kept.get(key.id);
      if (!entry || (!fresh.has(key.id) && entry.version !== key.version)) continue;
      versions.push(entry.version);
      indexed.push(entry.indexed);
    }
    const index = new DirectoryIndex(indexed);
    // Kept as the new index numbered them, so the earlier index's dictionary can go.
    this.kept = new Map(
      index.indexed.map((entry, at) => [
        entry.row.healer.id,
        { version: versions[at]!, indexed: entry },
      ]),
    );
    return index;
  }
}
