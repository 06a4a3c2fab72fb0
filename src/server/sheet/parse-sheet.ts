import { readCsv } from './csv-sheet.js';
import type { Sheet } from './healer-import-file.js';
import { SheetCollector } from './sheet-collector.js';
import { readXlsx } from './xlsx-sheet.js';

/**
 * Parses an uploaded file, already known to be a workbook or CSV (see readSheet), into the
 * import's Sheet. Runs in the sheet worker; throws HttpError for a file it refuses.
 */
export async function parseSheet(buffer: Buffer, kind: 'csv' | 'xlsx'): Promise<Sheet> {
  const collector = new SheetCollector();
  if (kind === 'xlsx') await readXlsx(buffer, collector);
  else readCsv(buffer, collector);
  return collector.sheet();
}
