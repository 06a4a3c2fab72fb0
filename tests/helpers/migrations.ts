import { readFileSync } from 'node:fs';

/** How many migrations are committed (drizzle-kit's journal), i.e. how many a new database records. */
export const COMMITTED_MIGRATIONS: number = (
  JSON.parse(
    readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] }
).entries.length;
