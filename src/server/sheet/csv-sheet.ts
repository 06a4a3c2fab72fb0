import { parse } from 'csv-parse/sync';
import { HttpError } from '../errors.js';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from './healer-import-file.js';
import type { SheetCollector } from './sheet-collector.js';

/** What the width check throws from inside the parser, to tell it from a CSV syntax error. */
class TooWide extends Error {
  constructor(readonly line: number) {
    super('too wide');
  }
}

/**
 * Reads a UTF-8 CSV file into the collector. A record wider than IMPORT_MAX_COLUMNS stops the
 * parse at its first extra field (issue 29: a header of 2.4 million commas took 10 s).
 */
export function readCsv(buffer: Buffer, collector: SheetCollector): void {
  // Text files hold no NUL; one means a binary file (an image, an old .xls) named .csv.
  if (buffer.includes(0)) throw new HttpError(400, IMPORT_MESSAGES.badCsv);
  let text: string;
  try {
    // Fatal: a Latin-1 or UTF-16 file would otherwise turn Malayalam into question marks.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    throw new HttpError(400, IMPORT_MESSAGES.notUtf8);
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      // One more than allowed is enough to say the file is too long.
      to: IMPORT_MAX_ROWS + 2,
      cast: (value, context) => {
        if (context.index >= IMPORT_MAX_COLUMNS) throw new TooWide(context.lines);
        return value;
      },
    });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (cause instanceof TooWide) {
      throw new HttpError(400, IMPORT_MESSAGES.lineTooWide(cause.line));
    }
    const detail = error instanceof Error ? error.message : '';
    const line = /line (\d+)/i.exec(detail)?.[1];
    throw new HttpError(
      400,
      line ? `${IMPORT_MESSAGES.badCsv} (line ${line})` : IMPORT_MESSAGES.badCsv,
    );
  }
  // Record n is the spreadsheet's row n (a quoted line break stays inside its cell).
  records.forEach((cells, index) => {
    collector.row(index + 1, cells);
  });
}
