import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
/** At most this many data rows in one import (DESIGN §9.4). */
export const IMPORT_MAX_ROWS = 10_000;
/** At most this many bytes in one import file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** A row may reach this column (IV, as old Excel) and no further (issue 29: a cell at XFD1). */
export const IMPORT_MAX_COLUMNS = 256;
/** The header may name at most this many columns the import writes (36 fields, with twins). */
export const IMPORT_MAX_MAPPED_COLUMNS = 64;
/** The sheet worker's heap; a file that needs more is refused (issue 29: 1.2 GB for 1 MB). */
export const IMPORT_WORKER_HEAP_MB = 256;
/**
 * The sheet worker's time to parse one file; a file that takes longer is refused. A backstop:
 * the known hostile files are refused by their shape within milliseconds, and a 10,000-row file
 * takes well under a second, but several seconds on a machine as busy as CI's.
 */
export const IMPORT_PARSE_MS = 15_000;

/** A column's letters, as a spreadsheet names it: 1 → A, 256 → IV, 16384 → XFD. */
export function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

const LAST_COLUMN = columnName(IMPORT_MAX_COLUMNS);

export const IMPORT_MESSAGES = {
  noFile: VALIDATION_MESSAGES.importNoFile,
  wrongType: VALIDATION_MESSAGES.importWrongType,
  tooLarge: VALIDATION_MESSAGES.importTooLarge,
  tooManyRows: VALIDATION_MESSAGES.importTooManyRows,
  notUtf8: VALIDATION_MESSAGES.importNotUtf8,
  badCsv: VALIDATION_MESSAGES.importBadCsv,
  badXlsx: VALIDATION_MESSAGES.importBadXlsx,
  noHeader: VALIDATION_MESSAGES.importNoHeader,
  lineTooWide: (line: number) =>
    `Line ${line} of the file has more than ${IMPORT_MAX_COLUMNS} columns; a file to import has at most ${IMPORT_MAX_COLUMNS}`,
  cellTooFar: (cell: string) =>
    `Cell ${cell} is beyond column ${LAST_COLUMN}; a sheet to import has at most ${IMPORT_MAX_COLUMNS} columns, so delete the ones to the right`,
  tooManyNamedColumns: `The first row names more than ${IMPORT_MAX_MAPPED_COLUMNS} of the directory's columns; name each column once`,
  partTooLarge: (part: string, megabytes: number) =>
    `The workbook's part ${part} is larger than ${megabytes} MB once unpacked; save the healers' sheet on its own, as .xlsx or .csv`,
  tooSlow: `The file took more than ${IMPORT_PARSE_MS / 1000} seconds to read; save the healers' sheet on its own, as .csv`,
  tooBig: `The file needs more than ${IMPORT_WORKER_HEAP_MB} MB of memory to read; save the healers' sheet on its own, as .csv`,
} as const;

/** A sheet as text: the header row and the data rows, each with its row number in the sheet. */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: string[] }[];
}
