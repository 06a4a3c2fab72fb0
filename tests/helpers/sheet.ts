import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { multipartBody } from './multipart.js';
import type { ApiTest } from './test-app.js';

// The healers spreadsheet as an API test writes and reads it: the export parsed, a CSV file
// imported through the upload route as a browser sends it.

/** `GET /api/admin/healers/export` parsed: the header row, the rows and the text (BOM off). */
export async function exportSheet(
  t: ApiTest,
): Promise<{ header: string[]; rows: string[][]; text: string }> {
  const response = await t.call('GET', '/api/admin/healers/export');
  expect(response.statusCode).toBe(200);
  const text = response.rawPayload.subarray(3).toString('utf8');
  const [header, ...rows] = parse(text, { relax_column_count: true }) as string[][];
  return { header: header!, rows, text };
}

/** `POST /api/admin/healers/import` with `data` as healers.csv (a preview with `dryRun`). */
export function importSheet(t: ApiTest, data: string, dryRun = false) {
  const body = multipartBody({
    field: 'file',
    fileName: 'healers.csv',
    contentType: 'text/csv',
    data: Buffer.from(data, 'utf8'),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/healers/import${dryRun ? '?dryRun=true' : ''}`,
    payload: body.payload,
    headers: { cookie: t.cookie, ...body.headers },
  });
}

/** Rows as CSV text, every cell quoted. */
export const csvText = (lines: string[][]) =>
  lines.map((line) => line.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');
