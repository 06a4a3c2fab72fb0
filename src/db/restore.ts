import { sql } from 'drizzle-orm';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupSummary,
  type ColumnInfo,
  knownSchemaTags,
  quote,
  rowsPerBatch,
  TABLES,
  type TableCounts,
  type TableInfo,
} from './backup.js';
import type { Db } from './client.js';

/** A restore batch is flushed at this many bytes of JSON too. */
const RESTORE_BATCH_BYTES = 4 * 1024 * 1024;

/** Thrown when a restore is refused or the file is not a usable backup; nothing was changed. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Rows per table in the database now (tables of the backup only). */
export async function countRows(db: Db): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const table of TABLES) {
    const result = await db.execute<{ n: number | string }>(
      sql`select count(*)::int as n from ${sql.raw(quote(table.name))}`,
    );
    counts[table.name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

function checkHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line ?? '');
  } catch {
    throw new RestoreError('This file is not a backup of the directory (no backup header).');
  }
  if (header.format !== BACKUP_FORMAT || typeof header.tables !== 'object' || !header.tables) {
    throw new RestoreError('This file is not a backup of the directory (no backup header).');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new RestoreError(`Backup format version ${header.version} is not supported here.`);
  }
  if (typeof header.schema !== 'string' || !knownSchemaTags().includes(header.schema)) {
    throw new RestoreError(
      `The backup was made by a newer version of the directory (schema ${header.schema}); update this one first.`,
    );
  }
  for (const [name, columns] of Object.entries(header.tables)) {
    const table = TABLES.find((t) => t.name === name);
    if (!table)
      throw new RestoreError(`The backup has a table this version does not know: ${name}`);
    const unknown = columns.filter((c) => !table.columns.some((known) => known.name === c));
    if (unknown.length > 0) {
      throw new RestoreError(
        `The backup has columns this version does not know: ${name}.${unknown}`,
      );
    }
  }
  return header as BackupHeader;
}

interface Batch {
  table: TableInfo;
  columns: ColumnInfo[];
  rows: string[];
  bytes: number;
}

async function insertBatch(tx: Db, batch: Batch): Promise<void> {
  if (batch.rows.length === 0) return;
  const names = batch.columns.map((c) => quote(c.name)).join(', ');
  const values = batch.columns
    .map((c) => (c.bytea ? `decode(x.${quote(c.name)}, 'base64')` : `x.${quote(c.name)}`))
    .join(', ');
  const shape = batch.columns
    .map((c) => `${quote(c.name)} ${c.bytea ? 'text' : c.sqlType}`)
    .join(', ');
  // json_to_recordset lets PostgreSQL parse each value with the column's own input rules.
  await tx.execute(sql`insert into ${sql.raw(quote(batch.table.name))} (${sql.raw(names)})
    select ${sql.raw(values)} from json_to_recordset(${`[${batch.rows.join(',')}]`}::json)
    as x(${sql.raw(shape)})`);
  batch.rows = [];
  batch.bytes = 0;
}

export interface RestoreOptions {
  /** Replace the data of a database that is not empty. */
  force?: boolean;
  /** Run inside the restore's transaction after the rows are in (e.g. NOTIFY other servers). */
  afterRows?: (tx: Db) => Promise<void>;
}

/**
 * Restores a backup read line by line from `lines` (the file, un-gzipped), in one transaction:
 * all of it or, on any problem (a cut-short file, a bad row), nothing. Refuses a database with
 * data in it unless `force`, which then replaces every table's rows. No session survives it.
 */
export async function restoreBackup(
  db: Db,
  lines: AsyncIterable<string>,
  options: RestoreOptions = {},
): Promise<BackupSummary> {
  const iterator = lines[Symbol.asyncIterator]();
  const header = checkHeader((await iterator.next()).value);

  if (!options.force) {
    const present = Object.entries(await countRows(db)).filter(([, n]) => n > 0);
    if (present.length > 0) {
      const list = present.map(([table, n]) => `${n} in ${table}`).join(', ');
      throw new RestoreError(
        `The database is not empty (${list}); add --force to replace everything in it with the backup.`,
      );
    }
  }

  const counts: TableCounts = Object.fromEntries(TABLES.map((table) => [table.name, 0]));
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (options.force) {
      const names = TABLES.map((t) => quote(t.name)).join(', ');
      await tx.execute(sql.raw(`truncate table ${names}`));
    }
    let batch: Batch | undefined;
    let trailer: { end?: boolean; counts?: TableCounts } | undefined;
    for (;;) {
      const { value: line, done } = await iterator.next();
      if (done) break;
      if (line === '') continue;
      if (trailer) throw new RestoreError('The backup file has data after its end mark.');
      if (!line.startsWith('{"t":')) {
        trailer = JSON.parse(line);
        continue;
      }
      const comma = line.indexOf(',"r":');
      const name = JSON.parse(line.slice(5, comma)) as string;
      if (batch?.table.name !== name) {
        if (batch) await insertBatch(tx, batch);
        const table = TABLES.find((t) => t.name === name);
        const kept = header.tables[name];
        if (!table || !kept)
          throw new RestoreError(`The backup has rows of an unknown table ${name}.`);
        const columns = table.columns.filter((c) => kept.includes(c.name));
        batch = { table, columns, rows: [], bytes: 0 };
      }
      const row = line.slice(comma + 5, -1);
      batch.rows.push(row);
      batch.bytes += row.length;
      counts[name] = (counts[name] ?? 0) + 1;
      const limit = rowsPerBatch(name);
      if (batch.rows.length >= limit || batch.bytes >= RESTORE_BATCH_BYTES) {
        await insertBatch(tx, batch);
      }
    }
    if (batch) await insertBatch(tx, batch);
    if (!trailer?.end || !trailer.counts) {
      throw new RestoreError('The backup file is cut short (no end mark); nothing was restored.');
    }
    for (const table of TABLES) {
      if ((trailer.counts[table.name] ?? 0) !== (counts[table.name] ?? 0)) {
        throw new RestoreError(
          `The backup file is damaged: ${table.name} should have ${trailer.counts[table.name] ?? 0} rows, found ${counts[table.name] ?? 0}.`,
        );
      }
    }
    // A restore brings back the sessions of the day of the backup, and with them whoever held a
    // cookie then (a stolen one, a device since signed out or taken away): every one ends, and
    // each person signs in again (decision 055).
    await tx.execute(sql.raw(`delete from ${quote('sessions')}`));
    await options.afterRows?.(tx);
  });
  // Fresh statistics for the planner: without them PostgreSQL guesses until autovacuum comes by,
  // and at 100,000 healers it chose a full scan over an index ("Needs attention" after a write
  // took 70 to 100 ms instead of a few).
  await db.execute(sql.raw(`analyze ${TABLES.map((t) => quote(t.name)).join(', ')}`));
  return { counts };
}
