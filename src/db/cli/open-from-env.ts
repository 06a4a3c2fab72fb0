import { type DbHandle, openDatabase } from '../client.js';
import { lockDataDir } from '../data-dir-lock.js';
import { migrate } from '../migrate.js';

export interface CliDatabase {
  handle: DbHandle;
  /** Where the data lives, for messages (never the connection string: it may hold a password). */
  where: string;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database the server would use: PostgreSQL at DATABASE_URL, else PGlite
 * in DATA_DIR (default ./data), taking the DATA_DIR lock so a running server is not disturbed.
 */
export async function openFromEnv(): Promise<CliDatabase> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.DATA_DIR?.trim() || './data';
  const release = databaseUrl ? undefined : await lockDataDir(dataDir);
  try {
    const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    await migrate(handle);
    return {
      handle,
      where: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`,
      close: async () => {
        await handle.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** Runs a CLI's main: a failure prints its message (no stack for expected errors) and exits 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
