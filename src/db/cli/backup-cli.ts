import type { TableCounts } from '../backup.js';
import { DataDirLockedError } from '../data-dir-lock.js';
import { type CliDatabase, openFromEnv } from './open-from-env.js';

/** Opens the database for db:backup / db:restore, explaining the embedded database's one-process rule. */
export async function openForCli(): Promise<CliDatabase> {
  try {
    return await openFromEnv();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `${error.message}. The embedded database allows one process at a time: stop the server, ` +
          'run this again, then start the server (on PostgreSQL this runs beside the server).',
      );
    }
    throw error;
  }
}

/** "64 healers, 3 photos, ..." for the CLIs' one-line summaries. */
export function formatCounts(counts: TableCounts): string {
  return Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
}
