import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { findMigrationsFolder } from './migrate.js';
import {
  adminRecoveryCodes,
  adminSecondFactorFailures,
  admins,
  clinicHours,
  healerReports,
  healers,
  holidays,
  passkeys,
  photos,
  services,
  sessions,
  settings,
  teamMembers,
} from './schema.js';

/**
 * The backup file (the same for PGlite and PostgreSQL): gzip of JSON lines. The first line is the
 * header, then one line per row, then a trailer with the row counts, without which a restore
 * refuses the file as cut short:
 *   {"format":"healers-directory-backup","version":1,"schema":"0001_init","tables":{...},...}
 *   {"t":"healers","r":{"id":"...","name":"...","created_at":"2026-...+00:00",...}}
 *   {"end":true,"counts":{"healers":64,...}}
 * Rows are PostgreSQL's own JSON of the row (row_to_json): timestamps keep their microseconds,
 * numbers their exact digits; bytea is base64. Generated columns are left out and recomputed.
 */
export const BACKUP_FORMAT = 'healers-directory-backup';
export const BACKUP_VERSION = 1;

/** Every table of the directory, parents before children (restore order). */
const BACKUP_TABLES: PgTable[] = [
  settings,
  admins,
  adminRecoveryCodes,
  // The admin's wrong second-factor codes (migration 0021): the daily ceiling survives a restore.
  adminSecondFactorFailures,
  services,
  teamMembers,
  healers,
  // Patients' reports (migration 0012) name a healer: restored after them, truncated with them.
  healerReports,
  // Passkeys (migration 0022) name the admin or a healer: after both. Their challenges, minutes
  // long, are not kept.
  passkeys,
  photos,
  clinicHours,
  holidays,
  sessions,
];

/** Rows per query: photos are large (tens of KB each), the others small. */
const ROWS_PER_BATCH: Record<string, number> = { photos: 50 };
const DEFAULT_ROWS_PER_BATCH = 500;

/** How many rows of `table` one query reads or writes. */
export function rowsPerBatch(table: string): number {
  return ROWS_PER_BATCH[table] ?? DEFAULT_ROWS_PER_BATCH;
}

export interface ColumnInfo {
  name: string;
  sqlType: string;
  bytea: boolean;
}

export interface TableInfo {
  name: string;
  key: string;
  columns: ColumnInfo[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Tag of the newest migration of the database that was backed up. */
  schema: string;
  database: string;
  tables: Record<string, string[]>;
}

export type TableCounts = Record<string, number>;

/** What went into or came out of a backup: rows per table. */
export interface BackupSummary {
  counts: TableCounts;
}

/** A quoted SQL identifier (our own table and column names only). */
export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function tableInfo(table: PgTable): TableInfo {
  const config = getTableConfig(table);
  const columns = config.columns
    .filter((column) => !column.generated)
    .map((column) => ({
      name: column.name,
      sqlType: column.getSQLType(),
      bytea: column.getSQLType() === 'bytea',
    }));
  const key = config.columns.find((column) => column.primary)?.name;
  if (!key) throw new Error(`Table ${config.name} has no single-column primary key`);
  return { name: config.name, key, columns };
}

/** The tables of a backup, in restore order, with the columns a backup holds. */
export const TABLES = BACKUP_TABLES.map(tableInfo);

/** The tag of the newest committed migration, e.g. `0001_init`. */
export function currentSchemaTag(): string {
  return knownSchemaTags().at(-1) ?? 'none';
}

/** Tags of the committed migrations, oldest first. */
export function knownSchemaTags(): string[] {
  const journal = JSON.parse(
    readFileSync(join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

async function* backupLines(tx: Db, database: string, counts: TableCounts): AsyncGenerator<string> {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    schema: currentSchemaTag(),
    database,
    tables: Object.fromEntries(TABLES.map((t) => [t.name, t.columns.map((c) => c.name)])),
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of TABLES) {
    const select = table.columns
      .map((c) =>
        c.bytea
          ? `translate(encode(${quote(c.name)}, 'base64'), E'\\n', '') as ${quote(c.name)}`
          : quote(c.name),
      )
      .join(', ');
    const limit = rowsPerBatch(table.name);
    const prefix = `{"t":${JSON.stringify(table.name)},"r":`;
    let count = 0;
    let last: unknown;
    for (;;) {
      // Keyset pages in key order: the same data always gives the same file.
      const after = last === undefined ? sql`true` : sql`${sql.raw(quote(table.key))} > ${last}`;
      const result = await tx.execute<{ k: unknown; line: string }>(sql`
        select x.${sql.raw(quote(table.key))} as k, row_to_json(x)::text as line
        from (select ${sql.raw(select)} from ${sql.raw(quote(table.name))}
              where ${after} order by ${sql.raw(quote(table.key))} limit ${limit}) x`);
      for (const row of result.rows) yield `${prefix}${row.line}}\n`;
      count += result.rows.length;
      if (result.rows.length < limit) break;
      last = result.rows.at(-1)!.k;
    }
    counts[table.name] = count;
  }
  yield `${JSON.stringify({ end: true, counts })}\n`;
}

/**
 * Writes a gzipped backup of every table to `file` from one consistent snapshot (a read-only
 * repeatable-read transaction: writers are not blocked on PostgreSQL, and the file never mixes
 * the before and after of a write). The file appears under its name only once complete and
 * on disk, readable by its owner only (it holds password hashes).
 */
export async function writeBackupFile(
  db: Db,
  database: string,
  file: string,
): Promise<BackupSummary & { bytes: number }> {
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  const counts: TableCounts = {};
  await mkdir(dirname(file), { recursive: true });
  try {
    await db.transaction(
      async (tx) => {
        await pipeline(
          Readable.from(backupLines(tx as unknown as Db, database, counts)),
          createGzip(),
          createWriteStream(partial, { mode: 0o600 }),
        );
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { counts, bytes: (await stat(file)).size };
}

/** The lines of a gzipped backup file; a damaged file throws while reading. */
export async function* readBackupFile(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of gunzip) {
    const text = rest + decoder.write(chunk as Buffer);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      yield text.slice(start, end);
      start = end + 1;
    }
    rest = text.slice(start);
  }
  rest += decoder.end();
  if (rest) yield rest;
}
