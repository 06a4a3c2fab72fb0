// npx tsx bench/events-load.ts [--quick] [--healers 1000]: issue 34's load. The built app on a
// seeded directory, TRUST_PROXY=1; the public read load of `npm run bench` (the healer list and a
// cached search) alone, then the same beside 500 events a second from thousands of client
// addresses (X-Forwarded-For) for 30 s (10 s with --quick). Reports the 5xx, the read throughput
// with events over without, and whether the counts the admin then reads are exactly what was sent.
// Needs `npm run build` first.

import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { AdminInsights } from '../src/shared/schemas/insights.js';
import { BENCH_ADMIN_PASSWORD, startAppServer } from './app-server.js';
import { load } from './http-load.js';
import { seededDataDir } from './seeded-data.js';

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

const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/**
 * Sends exactly RATE × `seconds` events at RATE a second (autocannon's overallRate), spread over
 * the addresses, healers and types, and waits for every answer.
 */
async function sendEvents(
  origin: string,
  healerIds: string[],
  seconds: number,
): Promise<EventTally> {
  const tally: EventTally = {
    sent: 0,
    accepted: 0,
    serverErrors: 0,
    otherStatus: 0,
    failed: 0,
    byType: { 'profile-view': 0, 'booking-open': 0, call: 0, directions: 0, share: 0 },
    emptySearches: 0,
  };
  let index = 0;
  const instance = autocannon({
    url: `${origin}/api/events`,
    method: 'POST',
    connections: 8,
    amount: RATE * seconds,
    overallRate: RATE,
    timeout: 30,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const searchEmpty = index % 10 === 9;
          const type = TYPES[index % TYPES.length]!;
          const client = index % ADDRESSES;
          const body = searchEmpty
            ? { type: 'search-empty', query: `nothing here ${index % 50}`, district: 'Wayanad' }
            : { type, healerId: healerIds[index % healerIds.length]! };
          if (searchEmpty) tally.emptySearches += 1;
          else tally.byType[type] += 1;
          index += 1;
          tally.sent += 1;
          return {
            ...request,
            body: JSON.stringify(body),
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': USER_AGENT,
              'x-forwarded-for': `10.${client >> 8}.${client % 256}.1`,
              origin,
            },
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number) => {
    if (status === 204) tally.accepted += 1;
    else if (status >= 500) tally.serverErrors += 1;
    else tally.otherStatus += 1;
  });
  const result = await instance;
  tally.failed = result.errors + result.timeouts;
  return tally;
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
