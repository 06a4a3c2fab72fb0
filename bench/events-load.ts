// Decision 052's load (`npm run bench -- --only events`, and part of the full run): the built app on
// a seeded directory, TRUST_PROXY=1; the public read load of the bench (the healer list and a
// cached search) alone, then the same beside 500 events a second from thousands of client
// addresses (X-Forwarded-For) for 30 s (10 s with --quick). Reports the 5xx, the read throughput
// with events over without, and whether the counts the admin then reads are exactly what was sent.

import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { AdminInsights } from '../src/shared/schemas/insights.js';
import { BENCH_ADMIN_PASSWORD, startAppServer } from './app-server.js';
import { load } from './http-load.js';
import { seededDataDir } from './seeded-data.js';

/** Client addresses: each sends about rate × seconds / ADDRESSES events, under 60 a minute. */
const ADDRESSES = 4_000;
const TYPES = ['profile-view', 'booking-open', 'call', 'directions', 'share'] as const;
const FIELD = {
  'profile-view': 'profileViews',
  'booking-open': 'bookingOpens',
  call: 'calls',
  directions: 'directions',
  share: 'shares',
} as const;

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
 * Sends exactly `rate` × `seconds` events at `rate` a second (autocannon's overallRate), spread
 * over the addresses, healers and types, and waits for every answer.
 */
async function sendEvents(
  origin: string,
  healerIds: string[],
  seconds: number,
  rate: number,
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
    amount: rate * seconds,
    overallRate: rate,
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

export interface EventsLoadOptions {
  /** The project root (the seed) and the built app's root (its dist/). */
  root: string;
  appRoot: string;
  healers: number;
  seconds: number;
  rate: number;
  log: (message: string) => void;
}

export interface EventsLoadReport {
  healers: number;
  seconds: number;
  eventRateAsked: number;
  eventsSent: number;
  eventRateAchieved: number;
  events204: number;
  events5xx: number;
  eventsOtherStatus: number;
  eventsFailed: number;
  readRpsAlone: number;
  readRpsWithEvents: number;
  readThroughputRatio: number;
  readFailures: number;
  countsExact: boolean;
  counted: AdminInsights['totals'];
  sentByType: EventTally['byType'];
  emptySearchesSent: number;
  emptySearchesCounted: number;
}

/** The public reads alone, then beside the events; then the counts the admin reads. */
export async function measureEventsLoad(options: EventsLoadOptions): Promise<EventsLoadReport> {
  const { seconds, rate, log } = options;
  const seeded = await seededDataDir(options.root, options.healers);
  const server = await startAppServer(options.appRoot, seeded.dataDir, '', { TRUST_PROXY: '1' });
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
    log(`events load: ${ids.length} healers; reads alone, ${seconds} s`);
    const alone = await Promise.all(reads.map((url) => load(url, 5, seconds)));
    log(`events load: reads beside ${rate} events/s, ${seconds} s`);
    const [withEvents, tally] = await Promise.all([
      Promise.all(reads.map((url) => load(url, 5, seconds))),
      sendEvents(origin, ids, seconds, rate),
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
    return {
      healers: ids.length,
      seconds,
      eventRateAsked: rate,
      eventsSent: tally.sent,
      eventRateAchieved: Math.round(tally.sent / seconds),
      events204: tally.accepted,
      events5xx: tally.serverErrors,
      eventsOtherStatus: tally.otherStatus,
      eventsFailed: tally.failed,
      readRpsAlone: Math.round(readsAlone),
      readRpsWithEvents: Math.round(readsWith),
      readThroughputRatio: Math.round((readsWith / readsAlone) * 100) / 100,
      readFailures: [...alone, ...withEvents].reduce((sum, r) => sum + r.failures, 0),
      countsExact: mismatches.length === 0 && emptyCounted === tally.emptySearches,
      counted: insights.totals,
      sentByType: tally.byType,
      emptySearchesSent: tally.emptySearches,
      emptySearchesCounted: emptyCounted,
    };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server.describe()}`, { cause: error });
  } finally {
    await server.stop();
    await seeded.remove();
  }
}

/** Decision 052's budget: public reads beside the events keep this share of their throughput. */
export const EVENTS_READ_RATIO_BUDGET = 0.9;

/** Whether the load met decision 052's figures: no 5xx or failure, the ratio, exact counts. */
export function eventsLoadMet(report: EventsLoadReport): boolean {
  return (
    report.events5xx === 0 &&
    report.eventsFailed === 0 &&
    report.readFailures === 0 &&
    report.countsExact &&
    report.readThroughputRatio >= EVENTS_READ_RATIO_BUDGET
  );
}

/** The load as a Markdown section. */
export function renderEventsLoad(report: EventsLoadReport): string[] {
  const sentTypes = Object.entries(report.sentByType)
    .map(([type, n]) => `${n.toLocaleString('en')} ${type}`)
    .join(', ');
  return [
    `## Insight events beside the public reads (decision 052)`,
    '',
    `${report.healers.toLocaleString('en')} active healers on PGlite, \`TRUST_PROXY=1\`. The healer list page and a cached search, 5 connections each, for ${report.seconds} s alone, then for ${report.seconds} s beside ${report.eventRateAsked} events a second from ${ADDRESSES.toLocaleString('en')} addresses in \`X-Forwarded-For\` (autocannon, 8 connections, every answer awaited). The counts are the admin's insights read after one flush.`,
    '',
    '| events sent | 204 | 5xx | failed | reads/s alone | reads/s beside events | ratio (≥ 0.9) | counts exact |',
    '|---|---|---|---|---|---|---|---|',
    `| ${report.eventsSent.toLocaleString('en')} at ${report.eventRateAchieved}/s | ${report.events204.toLocaleString('en')} | ${report.events5xx} | ${report.eventsFailed + report.readFailures} | ${report.readRpsAlone.toLocaleString('en')} | ${report.readRpsWithEvents.toLocaleString('en')} | ${report.readThroughputRatio.toFixed(2)} | ${report.countsExact ? 'yes' : '**no**'} |`,
    '',
    `Sent: ${sentTypes}, ${report.emptySearchesSent.toLocaleString('en')} empty searches; counted: ${report.counted.profileViews.toLocaleString('en')} profile views, ${report.counted.bookingOpens.toLocaleString('en')} booking opens, ${report.counted.calls.toLocaleString('en')} calls, ${report.counted.directions.toLocaleString('en')} directions, ${report.counted.shares.toLocaleString('en')} shares, ${report.emptySearchesCounted.toLocaleString('en')} empty searches.`,
    '',
  ];
}
