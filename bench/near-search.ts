// Near-me search latency (decision 014): `npx tsx bench/near-search.ts --healers 10000` on an
// in-memory PGlite, or with `--database-url postgres://…/empty_db` on PostgreSQL. Seeds N
// synthetic healers, then times 200 distinct near searches the cache has never seen (service
// call: database plus healer objects, no HTTP) and prints medians and p95 per kind.

import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedSynthetic } from '../src/db/seed/synthetic.js';
import { PublicDirectory } from '../src/server/directory/directory.js';
import { searchDirectory } from '../src/server/directory/directory-search.js';
import { readTimeZone } from '../src/server/env.js';
import { KERALA_TOWNS } from '../src/shared/constants/kerala-towns.js';
import { todayDate } from '../src/shared/domain/zoned-time.js';
import { healerSearchQuerySchema } from '../src/shared/schemas/search.js';
import { fixed, median, percentile } from './stats.js';

const { values: args } = parseArgs({
  options: {
    healers: { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
    'whole-directory': { type: 'string', default: '5' },
  },
  strict: true,
});

const n = Number(args.healers);
const WORDS = [
  'anil',
  'sreeja',
  'nair',
  'acupuncture',
  'migraine',
  'kumar',
  'cupping',
  'back pain',
];
const DISTRICTS = ['Kollam', 'Ernakulam', 'Thrissur', 'Kozhikode', 'Kannur', 'Palakkad'];
const SPECIALTIES = ['Diabetes care', 'Stress and sleep', 'Back and joint pain', 'Skin'];

/** 200 distinct realistic near searches: a town or a point near it, with one more filter. */
function queries(): { kind: string; params: Record<string, string> }[] {
  const out: { kind: string; params: Record<string, string> }[] = [];
  for (let i = 0; out.length < 200; i++) {
    const town = KERALA_TOWNS[i % KERALA_TOWNS.length]!;
    // A point up to ~3 km off the town centre, distinct per query.
    const near = `${(town.lat + ((i * 7) % 50) / 1000 - 0.025).toFixed(4)},${(town.lng + ((i * 13) % 50) / 1000 - 0.025).toFixed(4)}`;
    switch (i % 5) {
      case 0:
        out.push({ kind: 'near + radius 10 km', params: { near, radiusKm: '10' } });
        break;
      case 1:
        out.push({ kind: 'near + radius 25 km', params: { near, radiusKm: '25' } });
        break;
      case 2:
        out.push({ kind: 'near + query', params: { near, query: WORDS[i % WORDS.length]! } });
        break;
      case 3:
        out.push({ kind: 'near + district', params: { near, district: DISTRICTS[i % 6]! } });
        break;
      default:
        out.push({
          kind: 'near + specialty + radius 50 km',
          params: { near, specialty: SPECIALTIES[i % 4]!, radiusKm: '50' },
        });
    }
  }
  return out;
}

const handle = await openDatabase(
  args['database-url'] ? { databaseUrl: args['database-url'] } : { memory: true },
);
try {
  await migrate(handle);
  const seeded = Date.now();
  await seedSynthetic(handle, n);
  await handle.db.execute(sql`analyze`);
  console.log(
    `${handle.kind}: ${n} healers seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
  );

  const plan = await handle.db.execute(
    sql`explain select id from healers where geo_lat between 9.9 and 10.1 and geo_lng between 76.2 and 76.4`,
  );
  const planRows = (plan as { rows?: unknown[] }).rows ?? (plan as unknown as unknown[]);
  console.log('radius box plan:', JSON.stringify(planRows).slice(0, 200));

  // As on a running server once the home page was read: the directory is in memory.
  const directory = new PublicDirectory(handle.db, () => todayDate(new Date(), readTimeZone()));
  await directory.current();

  const byKind = new Map<string, number[]>();
  const plainByKind = new Map<string, number[]>();
  let results = 0;
  for (const { kind, params } of queries()) {
    const filters = healerSearchQuerySchema.parse(params);
    const started = performance.now();
    const hits = searchDirectory(await directory.current(), filters);
    const ms = performance.now() - started;
    results += hits.length;
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    // The same filters without near and radius, for comparison.
    const { near: _near, radiusKm: _radius, ...plain } = params;
    if (Object.keys(plain).length > 0) {
      const plainStarted = performance.now();
      searchDirectory(await directory.current(), healerSearchQuerySchema.parse(plain));
      plainByKind.set(kind, [...(plainByKind.get(kind) ?? []), performance.now() - plainStarted]);
    }
  }
  const all = [...byKind.values()].flat();
  console.log(
    '| kind | searches | median ms | p95 ms | same filters without near: median / p95 ms |',
  );
  console.log('|---|---|---|---|---|');
  for (const [kind, times] of byKind) {
    const plain = plainByKind.get(kind) ?? [];
    const without =
      plain.length > 0 ? `${fixed(median(plain))} / ${fixed(percentile(plain, 95))}` : '–';
    console.log(
      `| ${kind} | ${times.length} | ${fixed(median(times))} | ${fixed(percentile(times, 95))} | ${without} |`,
    );
  }
  console.log(
    `| all 200 | ${all.length} | ${fixed(median(all))} | ${fixed(percentile(all, 95))} |`,
  );
  console.log(`(${(results / all.length).toFixed(0)} healers per reply on average)`);

  // The whole directory by distance (no radius, no filter): every active healer in one reply.
  const whole: number[] = [];
  for (let i = 0; i < Number(args['whole-directory']); i++) {
    const town = KERALA_TOWNS[(i * 11) % KERALA_TOWNS.length]!;
    const filters = healerSearchQuerySchema.parse({ near: `${town.lat},${town.lng}` });
    const started = performance.now();
    searchDirectory(await directory.current(), filters);
    whole.push(performance.now() - started);
  }
  console.log(
    `| near only, whole directory | ${whole.length} | ${fixed(median(whole))} | ${fixed(percentile(whole, 95))} |`,
  );
} finally {
  await handle.close();
}
