// Searches the public cache has never seen, alone (DESIGN §8), for a quick look between full
// runs: `node --import tsx bench/search-check.ts --healers 10000 [--postgres]` serves the built
// app (npm run build) on seeded healers and prints the distinct-search figures.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAppServer } from './app-server.js';
import { directorySamples, timeDistinctSearches } from './distinct-searches.js';
import { seededDataDir, seededPostgres } from './seeded-data.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    healers: { type: 'string', default: '10000' },
    postgres: { type: 'boolean', default: false },
  },
});
const healers = Number(args.healers);
const data = await seededDataDir(ROOT, healers);
const postgres = args.postgres ? await seededPostgres(ROOT, healers) : undefined;
const server = await startAppServer(ROOT, data.dataDir, postgres?.url);
try {
  const samples = await directorySamples(server.origin);
  const result = await timeDistinctSearches(
    server.origin,
    samples,
    healers,
    postgres ? 'PostgreSQL' : 'PGlite',
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  await postgres?.remove();
  await data.remove();
}
