import { pipeline, Readable } from 'node:stream';
import { type Options, stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula, neutraliseList } from '../../shared/domain/spreadsheet-formula.js';
import type { Healer } from '../../shared/schemas/healer.js';
import {
  clinicTimingsText,
  HEALER_CSV_COLUMNS,
  leaveText,
  TAKES_WHATSAPP_COLUMN,
} from './healer-sheet-columns.js';

// The columns live with the import's reading of them (decision 019); kept importable from here.
export { clinicTimingsText, HEALER_CSV_COLUMNS };

/** One cell of the export, as the file holds it (the import compares against this). */
export function csvCell(healer: Healer, column: (typeof HEALER_CSV_COLUMNS)[number]): string {
  if (column === TAKES_WHATSAPP_COLUMN) return healer.bookingWhatsApp?.trim() ? 'yes' : 'no';
  // Read-only, for the admin to see (decision 045); the import ignores both.
  if (column === 'verificationCheckedOn') return healer.verification?.checkedOn ?? '';
  if (column === 'verificationChecks') return neutraliseList(healer.verification?.checks ?? []);
  if (column === 'leave') return neutraliseFormula(leaveText(healer.leave));
  const value = healer[column];
  if (value === null || value === undefined) return '';
  // Yes and no as the sheet's other yes/no column writes them; blank is "not said".
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (column === 'clinicTimings') return neutraliseFormula(clinicTimingsText(healer.clinicTimings));
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return neutraliseList(value as string[]);
  return neutraliseFormula(String(value));
}

/** RFC 4180 with CRLF records, UTF-8 with a byte-order mark (see healersToCsv). */
export const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: '\r\n',
  quote_record_delimiter: true,
  // A bare CR or LF inside a cell must be quoted too, or a reader splits the record.
  quoted_match: /[\r\n]/,
};

/**
 * The healers as CSV (RFC 4180: CRLF records, fields quoted where needed, quotes doubled),
 * formula-safe, UTF-8 with a byte-order mark so that spreadsheet programs read Malayalam right.
 */
export function healersToCsv(healers: readonly Healer[]): string {
  const rows = healers.map((healer) => HEALER_CSV_COLUMNS.map((column) => csvCell(healer, column)));
  return stringify([[...HEALER_CSV_COLUMNS], ...rows], CSV_OPTIONS);
}

/**
 * The same file as `healersToCsv`, written as the batches arrive: the reply streams, and memory
 * holds one batch whatever the number of healers (DESIGN §8).
 */
export function healersCsvStream(batches: AsyncIterable<readonly Healer[]>): Readable {
  async function* records() {
    yield [...HEALER_CSV_COLUMNS];
    for await (const batch of batches) {
      for (const healer of batch) yield HEALER_CSV_COLUMNS.map((column) => csvCell(healer, column));
    }
  }
  // pipeline, not pipe: a database error mid-file destroys the reply too, rather than leaving
  // the download hanging.
  return pipeline(Readable.from(records()), stringifyStream(CSV_OPTIONS), () => {});
}

/** The export's file name with the date in the clinics' time zone, e.g. healers-2026-11-22.csv. */
export function exportFileName(now: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `healers-${date}.csv`;
}
