import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { HttpError } from '../errors.js';

/** At most this many data rows in one import (DESIGN §9.4). */
export const IMPORT_MAX_ROWS = 10_000;
/** At most this many bytes in one import file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a .csv or .xlsx file to import',
  wrongType: 'The file must be a .csv or .xlsx spreadsheet',
  tooLarge: 'The file is larger than 5 MB; split it into smaller files',
  tooManyRows: 'The file has more than 10,000 rows; split it into smaller files',
  notUtf8: 'The file is not UTF-8 text; save it from your spreadsheet as "CSV UTF-8"',
  badCsv: 'The file could not be read as CSV',
  badXlsx: 'The file could not be read as an Excel workbook',
  noHeader:
    'The first row must name the columns, as the export does; Name and Phone are needed at least',
} as const;

/** A sheet as text: the header row and the data rows, each with its row number in the sheet. */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** A ZIP archive (every .xlsx is one) starts with these bytes. */
const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;

/** Blank lines between records are not rows anyone meant to import. */
const hasText = (row: { cells: string[] }) => row.cells.some((cell) => cell.trim() !== '');

function tooMany(rowCount: number): void {
  if (rowCount > IMPORT_MAX_ROWS) throw new HttpError(400, IMPORT_MESSAGES.tooManyRows);
}

function readCsv(buffer: Buffer): Sheet {
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
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    const line = /line (\d+)/i.exec(detail)?.[1];
    throw new HttpError(
      400,
      line ? `${IMPORT_MESSAGES.badCsv} (line ${line})` : IMPORT_MESSAGES.badCsv,
    );
  }
  const [header = [], ...data] = records;
  // Record n is the spreadsheet's row n (a quoted line break stays inside its cell).
  const rows = data.map((cells, index) => ({ row: index + 2, cells })).filter(hasText);
  tooMany(rows.length);
  return { header, rows };
}

/** A cell's value as the text a person sees in it. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(buffer: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new HttpError(400, IMPORT_MESSAGES.badXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new HttpError(400, IMPORT_MESSAGES.noHeader);
  tooMany(sheet.actualRowCount - 1);
  let header: string[] | undefined;
  const rows: Sheet['rows'] = [];
  const width = sheet.columnCount;
  sheet.eachRow((row, rowNumber) => {
    const cells = Array.from({ length: width }, (_, index) =>
      cellText(row.getCell(index + 1).value),
    );
    if (!header) header = cells;
    else if (hasText({ cells })) rows.push({ row: rowNumber, cells });
  });
  return { header: header ?? [], rows };
}

/** Reads an uploaded .csv or .xlsx file (recognised by content, then by name) into text cells. */
export async function readSheet(buffer: Buffer, fileName: string): Promise<Sheet> {
  if (buffer.byteLength === 0) throw new HttpError(400, IMPORT_MESSAGES.noFile);
  const lower = fileName.toLowerCase();
  if (isZip(buffer) || lower.endsWith('.xlsx')) return readXlsx(buffer);
  if (lower.endsWith('.csv') || lower.endsWith('.txt') || !lower.includes('.')) {
    return readCsv(buffer);
  }
  throw new HttpError(400, IMPORT_MESSAGES.wrongType);
}
