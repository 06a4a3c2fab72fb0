// npx tsx bench/events-load.ts [--quick] [--healers 1000]: issue 34's load. The built app on a
// seeded directory, TRUST_PROXY=1; the public read load of `npm run bench` (the healer list and a
// cached search) alone, then the same beside 500 events a second from thousands of client
// addresses (X-Forwarded-For) for 30 s (10 s with --quick). Reports the 5xx, the read throughput
// with events over without, and whether the counts the admin then reads are exactly what was sent.
// Needs `npm run build` first.

import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import type { AdminInsights } from '../src/shared/schemas/insights.js';
import { BENCH_ADMIN_PASSWORD, startAppServer } from './app-server.js';
import { load } from './http-load.js';
import { seededDataDir } from './seeded-data.js';

const run = promisify(execFile);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    healers: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
  },
  strict: true,
});
const SECONDS = args.quick ? 10 : 30;
const RATE = Number(args.rate);
/** Client addresses: each sends about RATE × SECONDS / ADDRESSES events, under 60 a minute. */
const ADDRESSES = 4_000;
const TYPES = ['profile-view', 'booking-open', 'call', 'directions', 'share'] as const;
const FIELD = {
  'profile-view': 'profileViews',
  'booking-open': 'bookingOpens',
  call: 'calls',
  directions: 'directions',
  share: 'shares',
} as const;
const log = (message: string) => process.stderr.write(`[events-load] ${message}\n`);

interface EventTally {
  sent: number;
  accepted: number;
  serverErrors: number;
  otherStatus: number;
  failed: number;
  byType: Record<(typeof TYPES)[number], number>;
  emptySearches: number;
}

/** Sends RATE events a second for `seconds` from bench/events-sender.mjs, a process of its own. */
async function sendEvents(
  origin: string,
  healerIds: string[],
  seconds: number,
): Promise<EventTally> {
  const idsFile = join(tmpdir(), `events-load-ids-${process.pid}.json`);
  await writeFile(idsFile, JSON.stringify(healerIds));
  const sender = join(ROOT, 'bench/events-sender.mjs');
  const { stdout } = await run(
    process.execPath,
    [sender, origin, String(RATE), String(seconds), String(ADDRESSES), idsFile],
    { maxBuffer: 1 << 20 },
  );
  await rm(idsFile, { force: true });
  return JSON.parse(stdout) as EventTally;
}

async function adminCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`admin login: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function main(): Promise<void> {
  process.env.TRUST_PROXY = '1';
  const seeded = await seededDataDir(ROOT, Number(args.healers));
  const server = await startAppServer(ROOT, seeded.dataDir);
  try {
    const origin = server.origin;
    const ids = ((await (await fetch(`${origin}/api/healers`)).json()) as { id: string }[]).map(
      (healer) => healer.id,
    );
    const reads = [
      `${origin}/api/healers?limit=24&offset=0`,
      `${origin}/api/healers/search?query=Anil`,
    ];
    for (const url of reads) await load(url, 4, 1); // warm the cache
    log(`${ids.length} healers; reads alone, ${SECONDS} s`);
    const alone = await Promise.all(reads.map((url) => load(url, 5, SECONDS)));
    log(`reads beside ${RATE} events/s, ${SECONDS} s`);
    const [withEvents, tally] = await Promise.all([
      Promise.all(reads.map((url) => load(url, 5, SECONDS))),
      sendEvents(origin, ids, SECONDS),
    ]);
    // Counts reach the database within one flush (5 s); the admin read flushes this instance too.
    await sleep(6_000);
    const cookie = await adminCookie(origin);
    const insights = (await (
      await fetch(`${origin}/api/admin/insights`, { headers: { cookie } })
    ).json()) as AdminInsights;
    const mismatches = TYPES.filter((type) => insights.totals[FIELD[type]] !== tally.byType[type]);
    const emptyCounted = insights.emptySearches.reduce((sum, row) => sum + row.count, 0);
    const readsAlone = alone.reduce((sum, result) => sum + result.rps, 0);
    const readsWith = withEvents.reduce((sum, result) => sum + result.rps, 0);
    const readFailures = [...alone, ...withEvents].reduce((sum, r) => sum + r.failures, 0);
    const report = {
      seconds: SECONDS,
      eventRateAsked: RATE,
      eventsSent: tally.sent,
      eventRateAchieved: Math.round(tally.sent / SECONDS),
      events204: tally.accepted,
      events5xx: tally.serverErrors,
      eventsOtherStatus: tally.otherStatus,
      eventsFailed: tally.failed,
      readRpsAlone: Math.round(readsAlone),
      readRpsWithEvents: Math.round(readsWith),
      readThroughputRatio: Math.round((readsWith / readsAlone) * 100) / 100,
      readFailures,
      countsExact: mismatches.length === 0 && emptyCounted === tally.emptySearches,
      counted: insights.totals,
      sentByType: tally.byType,
      emptySearchesSent: tally.emptySearches,
      emptySearchesCounted: emptyCounted,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    if (!report.countsExact || report.events5xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await seeded.remove();
  }
}

await main();
