// The admin's insights read against many empty-search rows (decision 057): 250,000 invented
// searches as the events route used to allow (in 30 days, and over a year), against the most it
// keeps now (500 a day for 90 days). Medians of 7 reads, 30 and 366 days. PGlite in memory, or
// the PostgreSQL database in BENCH_DB (an empty one of your own: its tables are filled).
//   npx tsx bench/insights-empty-rows.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { adminInsights } from '../src/server/insights/insights-read.js';
import { addDays } from '../src/shared/schemas/insights.js';

const url = process.env.BENCH_DB;
const database = await openDatabase(url ? { databaseUrl: url } : { memory: true });
await migrate(database);
const db = database.db;
const today = '2026-12-01';
async function fill(rows: number, perDay: number) {
  await db.execute(sql`truncate search_empty_counts`);
  await db.execute(sql`
    insert into search_empty_counts (day, query, district, count)
    select ${today}::date - (g / ${perDay})::int, 'invented search ' || md5(g::text), '', 1
    from generate_series(0, ${rows - 1}) g`);
  await db.execute(sql`analyze search_empty_counts`);
}
async function time(from: string) {
  const runs: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const start = performance.now();
    await adminInsights(db, from, today);
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return runs[3]!.toFixed(0);
}
for (const [label, rows, perDay] of [
  ['old: 250,000 rows in 30 days', 250_000, 8_334],
  ['old: 250,000 rows in a year', 250_000, 684],
  ['now at most: 500 a day × 90 days', 45_000, 500],
] as const) {
  await fill(rows, perDay);
  console.log(
    `${label}: 30 days ${await time(addDays(today, -29))} ms, 366 days ${await time(addDays(today, -365))} ms`,
  );
}
await database.close();
