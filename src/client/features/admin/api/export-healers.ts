import { apiErrorOf } from '../../../api/api-request.js';

/** What a CSV export produced: the file and the name the server gave it. */
export type HealersExport = { blob: Blob; fileName: string };

const FILE_NAME = /filename="?([^";]+)"?/i;

/** Today's date as the server names the file, for when the header is missing. */
function fallbackName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `healers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * GET /api/admin/healers/export as a file. The one read that is not JSON, so it does its own
 * fetch, with the same credentials and error text as apiRequest.
 */
export async function exportHealers(): Promise<HealersExport> {
  const response = await fetch('/api/admin/healers/export', { credentials: 'include' });
  if (!response.ok) throw await apiErrorOf(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = FILE_NAME.exec(disposition)?.[1] ?? fallbackName(new Date());
  return { blob: await response.blob(), fileName };
}
