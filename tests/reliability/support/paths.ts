import { resolve } from 'node:path';

/** The project root (this file is in tests/reliability/support). */
export const ROOT = resolve(import.meta.dirname, '../../..');
/** The built server every test starts as a child process. */
export const MAIN = resolve(ROOT, 'dist/server/main.js');
/** PostgreSQL server on which tests create (and drop) their own databases. */
export const POSTGRES_SERVER_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
