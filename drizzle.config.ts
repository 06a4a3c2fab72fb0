import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs src/db/schema.ts against the last snapshot and writes the next SQL
// migration; the server applies the committed migrations at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
