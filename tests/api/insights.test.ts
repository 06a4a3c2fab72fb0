import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { healerEventCounts, healers, searchEmptyCounts } from '../../src/db/schema.js';
import { EventCounter } from '../../src/server/insights/event-counter.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import {
  type AdminInsights,
  addDays,
  type HealerInsights,
} from '../../src/shared/schemas/insights.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { createTestApp, setUpApiTest } from '../helpers/test-app.js';

/** What an ordinary browser sends; Playwright's headless Chromium would count as a bot. */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const test = setUpApiTest({ env: { TIME_ZONE: 'Asia/Kolkata' } });

/** The day `days` before today in Kerala (negative: after), at noon there for a fake clock. */
function keralaDay(days: number): { day: string; noon: Date } {
  const day = addDays(todayDate(new Date(), 'Asia/Kolkata'), -days);
  return { day, noon: new Date(`${day}T06:30:00Z`) };
}

let addressSeq = 0;
/** A client address of its own, so one test's events do not use another's allowance. */
function freshAddress(): string {
  addressSeq += 1;
  return `203.0.113.${addressSeq}`;
}

function sendEvent(
  body: unknown,
  options: { address?: string; agent?: string | null; headers?: Record<string, string> } = {},
  app = test.app,
) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.agent !== null) headers['user-agent'] = options.agent ?? BROWSER;
  return app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: options.address ?? freshAddress(),
    headers,
    ...(typeof body === 'string' ? { payload: body } : { payload: body as object }),
  });
}

async function adminInsights(query = ''): Promise<AdminInsights> {
  const response = await test.call('GET', `/api/admin/insights${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function healerCount(healerId: string, type: string): Promise<number> {
  await test.app.insights.counter.flush();
  const rows = await test.app.db
    .select({ count: sql<number>`coalesce(sum(${healerEventCounts.count}), 0)::int` })
    .from(healerEventCounts)
    .where(
      sql`${healerEventCounts.healerId} = ${healerId} and ${healerEventCounts.type} = ${type}`,
    );
  return Number(rows[0]?.count ?? 0);
}

describe('POST /api/events', () => {
  let healerId: string;
  beforeAll(async () => {
    healerId = (await createHealerViaDb(test.app.db, { name: 'Events Healer' })).id;
  });

  it('answers 204 with no body and no cookie, and the view shows in the admin insights', async () => {
    const response = await sendEvent({ type: 'profile-view', healerId });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const insights = await adminInsights();
    expect(insights.daily).toHaveLength(30);
    expect(insights.totals.profileViews).toBe(1);
    expect(insights.topHealers[0]).toMatchObject({
      healerId,
      name: 'Events Healer',
      profileViews: 1,
    });
  });

  it('reads a sendBeacon text/plain body from the site itself; another site is refused', async () => {
    const before = await healerCount(healerId, 'booking-open');
    const beacon = await sendEvent(JSON.stringify({ type: 'booking-open', healerId }), {
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: 'http://localhost:80',
        host: 'localhost',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(beacon.statusCode).toBe(204);
    expect(await healerCount(healerId, 'booking-open')).toBe(before + 1);
    const crossSite = await sendEvent(JSON.stringify({ type: 'booking-open', healerId }), {
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await healerCount(healerId, 'booking-open')).toBe(before + 1);
  });

  it('answers 400 for a body that is not JSON or not the shape', async () => {
    const badJson = await sendEvent('{"type": ', { headers: { 'content-type': 'text/plain' } });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('Request body is not valid JSON');
    const badJsonTyped = await sendEvent('{"type": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(badJsonTyped.statusCode).toBe(400);
    const noType = await sendEvent({ healerId });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({
      message: 'Event type is required',
      key: 'eventTypeRequired',
    });
    const wrongType = await sendEvent({ type: 'call', healerId: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].path).toBe('healerId');
  });

  it('drops bots, scripts without a User-Agent, unknown types and unknown or hidden healers', async () => {
    const hidden = await createHealerViaDb(test.app.db, { name: 'Hidden', isActive: 'false' });
    const before = await healerCount(healerId, 'call');
    const dropped = [
      sendEvent(
        { type: 'call', healerId },
        { agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      ),
      sendEvent({ type: 'call', healerId }, { agent: 'Mozilla/5.0 HeadlessChrome/131.0' }),
      sendEvent({ type: 'call', healerId }, { agent: null }),
      sendEvent({ type: 'telepathy', healerId }),
      sendEvent({ type: 'call', healerId: 'no-such-healer' }),
      sendEvent({ type: 'call' }),
      sendEvent({ type: 'call', healerId: hidden.id }),
    ];
    for (const response of await Promise.all(dropped)) expect(response.statusCode).toBe(204);
    expect(await healerCount(healerId, 'call')).toBe(before);
    expect(await healerCount(hidden.id, 'call')).toBe(0);
    expect(await healerCount('no-such-healer', 'call')).toBe(0);
  });

  it('counts at most 60 events a minute from one client address, and others still count', async () => {
    // Four healers, so that the daily cap of one address on one healer (20) is not what stops it.
    const throttled = await Promise.all(
      [1, 2, 3, 4].map((n) => createHealerViaDb(test.app.db, { name: `Throttle Healer ${n}` })),
    );
    const address = freshAddress();
    for (let i = 0; i < 75; i += 1) {
      const healer = throttled[i % 4]!;
      const response = await sendEvent({ type: 'share', healerId: healer.id }, { address });
      expect(response.statusCode).toBe(204);
    }
    const shares = async () => {
      let sum = 0;
      for (const healer of throttled) sum += await healerCount(healer.id, 'share');
      return sum;
    };
    expect(await shares()).toBe(60);
    await sendEvent({ type: 'share', healerId: throttled[0]!.id });
    expect(await shares()).toBe(61);
  });

  it("moves one healer's daily count by at most 20 per address and type; the next day it counts again", async () => {
    const target = await createHealerViaDb(test.app.db, { name: 'Flooded Healer' });
    const address = freshAddress();
    const first = keralaDay(20);
    const second = keralaDay(19);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(first.noon);
      // Another type from the same address, and another address, are their own counts.
      await sendEvent({ type: 'booking-open', healerId: target.id }, { address });
      await sendEvent({ type: 'profile-view', healerId: target.id });
      for (let i = 0; i < 59; i += 1) {
        await sendEvent({ type: 'profile-view', healerId: target.id }, { address });
      }
      vi.setSystemTime(second.noon);
      for (let i = 0; i < 30; i += 1) {
        await sendEvent({ type: 'profile-view', healerId: target.id }, { address });
      }
    } finally {
      vi.useRealTimers();
    }
    const insights = await adminInsights(`?from=${first.day}&to=${second.day}`);
    expect(insights.daily.map((day) => [day.date, day.profileViews, day.bookingOpens])).toEqual([
      [first.day, 21, 1],
      [second.day, 20, 0],
    ]);
  });

  it('keeps an empty search only when the directory really finds nobody for it', async () => {
    await createHealerViaDb(test.app.db, {
      name: 'Kalarippayattu Marmavaidyan',
      district: 'Kannur',
    });
    const { day, noon } = keralaDay(10);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(noon);
      // What a page of an older build, or a script, might send for a search that finds someone.
      await sendEvent({ type: 'search-empty', query: 'Kalarippayattu' });
      await sendEvent({ type: 'search-empty', query: 'kalaripayattu', district: 'Kannur' });
      await sendEvent({ type: 'search-empty', district: 'Kannur' });
      // Really empty: other words, or the same words in a district where nobody offers them.
      await sendEvent({ type: 'search-empty', query: 'Kalarippayattu', district: 'Wayanad' });
      await sendEvent({ type: 'search-empty', query: 'zqxj vwkp' });
    } finally {
      vi.useRealTimers();
    }
    const insights = await adminInsights(`?from=${day}&to=${day}`);
    expect(insights.emptySearches).toEqual([
      { query: 'kalarippayattu', district: 'Wayanad', count: 1 },
      { query: 'zqxj vwkp', district: null, count: 1 },
    ]);
    expect(insights.otherEmptySearches).toBe(0);
  });

  it("counts a day's distinct empty searches past 500 as other, also across flushes", async () => {
    const { day, noon } = keralaDay(5);
    const send = async (from: number, to: number) => {
      for (let i = from; i < to; i += 1) {
        await sendEvent({ type: 'search-empty', query: `zqxj nothing ${i}` });
      }
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(noon);
      await send(0, 300);
      await test.app.insights.counter.flush();
      await send(300, 600);
      // A search already kept still counts as itself.
      await sendEvent({ type: 'search-empty', query: 'zqxj nothing 7' });
      await test.app.insights.counter.flush();
    } finally {
      vi.useRealTimers();
    }
    const { rows } = await test.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_empty_counts where day = ${day}::date and query <> ''`,
    );
    expect(Number(rows[0]?.n)).toBe(500);
    const insights = await adminInsights(`?from=${day}&to=${day}`);
    expect(insights.emptySearches).toHaveLength(50);
    expect(insights.emptySearches[0]).toEqual({
      query: 'zqxj nothing 7',
      district: null,
      count: 2,
    });
    expect(insights.otherEmptySearches).toBe(100);
  });

  it('deletes empty searches older than 90 days once a day, and keeps the healer counts', async () => {
    const counted = await createHealerViaDb(test.app.db, { name: 'Year Healer' });
    // A day 40 days ahead, so that this flush is its first: its 90 days kept start 89 days before.
    const later = keralaDay(-40);
    const tooOld = addDays(later.day, -90);
    const oldestKept = addDays(later.day, -89);
    await test.app.db.insert(searchEmptyCounts).values([
      { day: tooOld, query: 'zqxj too old', district: '', count: 3 },
      { day: oldestKept, query: 'zqxj still kept', district: '', count: 4 },
    ]);
    await test.app.db.insert(healerEventCounts).values({
      day: addDays(later.day, -300),
      healerId: counted.id,
      type: 'profile-view',
      count: 5,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(later.noon);
      await test.app.insights.counter.flush();
    } finally {
      vi.useRealTimers();
    }
    const kept = await test.app.db
      .select({ day: searchEmptyCounts.day, query: searchEmptyCounts.query })
      .from(searchEmptyCounts)
      .where(
        sql`${searchEmptyCounts.query} like 'zqxj %old' or ${searchEmptyCounts.query} like 'zqxj still%'`,
      );
    expect(kept).toEqual([{ day: oldestKept, query: 'zqxj still kept' }]);
    expect(await healerCount(counted.id, 'profile-view')).toBe(5);
  });

  it('counts empty searches by normalised words and district filter', async () => {
    await sendEvent({ type: 'search-empty', query: '  Marma   CHIKITSA ', district: 'kollam' });
    await sendEvent({ type: 'search-empty', query: 'marma chikitsa', district: 'Kollam' });
    await sendEvent({ type: 'search-empty', query: 'marma chikitsa' });
    await sendEvent({ type: 'search-empty', query: '   ' });
    const { day } = keralaDay(0);
    const { emptySearches } = await adminInsights(`?from=${day}&to=${day}`);
    expect(emptySearches).toEqual([
      { query: 'marma chikitsa', district: 'Kollam', count: 2 },
      { query: 'marma chikitsa', district: null, count: 1 },
    ]);
  });

  it('stores no address, no agent and nothing beyond the counts', async () => {
    const address = '198.51.100.77';
    await sendEvent({ type: 'directions', healerId }, { address });
    await sendEvent({ type: 'search-empty', query: 'nadi' }, { address });
    await test.app.insights.counter.flush();
    const counts = await test.app.db.select().from(healerEventCounts);
    const empty = await test.app.db.select().from(searchEmptyCounts);
    const stored = JSON.stringify([counts, empty]);
    expect(stored).not.toContain(address);
    expect(stored).not.toContain('Android');
    expect(Object.keys(counts[0]!).sort()).toEqual(['count', 'day', 'healerId', 'type']);
    const { rows } = await test.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions`,
    );
    // The admin's own session only: an event makes none.
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('puts an event at 23:59 and one at 00:01 in Kerala on their own days', async () => {
    const boundary = await createHealerViaDb(test.app.db, { name: 'Midnight Healer' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T18:29:00Z')); // 23:59 IST, 10 March
      await sendEvent({ type: 'profile-view', healerId: boundary.id });
      vi.setSystemTime(new Date('2026-03-10T18:31:00Z')); // 00:01 IST, 11 March
      await sendEvent({ type: 'profile-view', healerId: boundary.id });
      await sendEvent({ type: 'profile-view', healerId: boundary.id });
    } finally {
      vi.useRealTimers();
    }
    const insights = await adminInsights('?from=2026-03-09&to=2026-03-11');
    expect(insights.daily.map((day) => [day.date, day.profileViews])).toEqual([
      ['2026-03-09', 0],
      ['2026-03-10', 1],
      ['2026-03-11', 2],
    ]);
  });
});

describe('GET /api/admin/insights', () => {
  it('checks its dates: order, at most 366 days, real dates; replies are never cached', async () => {
    const reversed = await test.call('GET', '/api/admin/insights?from=2026-05-02&to=2026-05-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().key).toBe('insightsRangeOrder');
    const tooLong = await test.call('GET', '/api/admin/insights?from=2025-01-01&to=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Please choose at most 366 days' });
    const yearOk = await test.call('GET', '/api/admin/insights?from=2025-01-02&to=2026-01-02');
    expect(yearOk.statusCode).toBe(200);
    expect(yearOk.json().daily).toHaveLength(366);
    expect(yearOk.headers['cache-control']).toBe('no-store');
    const notADate = await test.call('GET', '/api/admin/insights?from=2026-02-30');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().key).toBe('dateFormat');
    const signedOut = await test.call('GET', '/api/admin/insights', undefined, {});
    expect(signedOut.statusCode).toBe(401);
  });

  it('lists active healers never viewed among the least viewed', async () => {
    const unseen = await createHealerViaDb(test.app.db, { name: 'Aaron Unseen' });
    const { leastViewed } = await adminInsights();
    expect(leastViewed.find((row) => row.healerId === unseen.id)).toEqual({
      healerId: unseen.id,
      name: 'Aaron Unseen',
      profileViews: 0,
      bookingOpens: 0,
    });
  });
});

describe('GET /api/healer/insights', () => {
  it("answers the signed-in healer's own last 30 days", async () => {
    const { healer, cookie } = await createSignedInHealer(test.app);
    const other = await createHealerViaDb(test.app.db, { name: 'Someone Else' });
    await sendEvent({ type: 'profile-view', healerId: healer.id });
    await sendEvent({ type: 'profile-view', healerId: healer.id });
    await sendEvent({ type: 'booking-open', healerId: healer.id });
    await sendEvent({ type: 'profile-view', healerId: other.id });
    const response = await test.call('GET', '/api/healer/insights', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body: HealerInsights = response.json();
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)?.date).toBe(body.to);
    expect(body.totals).toEqual({
      profileViews: 2,
      bookingOpens: 1,
      calls: 0,
      directions: 0,
      shares: 0,
    });
    const asAdmin = await test.call('GET', '/api/healer/insights');
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('two instances on one database', () => {
  let second: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    second = await createTestApp({ database: test.database, withAdmin: false });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('lose no increment when both count the same rows at once, and close writes what is left', async () => {
    const shared = await createHealerViaDb(test.app.db, { name: 'Shared Healer' });
    const rounds = 5;
    const perRound = 40;
    for (let round = 0; round < rounds; round += 1) {
      const sends = [];
      for (let i = 0; i < perRound; i += 1) {
        sends.push(sendEvent({ type: 'profile-view', healerId: shared.id }, {}, test.app));
        sends.push(sendEvent({ type: 'profile-view', healerId: shared.id }, {}, second.app));
      }
      await Promise.all(sends);
      // Both flush at the same moment, upserting the same row.
      await Promise.all([test.app.insights.counter.flush(), second.app.insights.counter.flush()]);
    }
    await sendEvent({ type: 'profile-view', healerId: shared.id }, {}, second.app);
    await second.app.close(); // the last event is written by the close, not by a flush
    const [row] = await test.app.db
      .select({ count: sql<number>`sum(${healerEventCounts.count})::int` })
      .from(healerEventCounts)
      .where(eq(healerEventCounts.healerId, shared.id));
    expect(Number(row?.count)).toBe(rounds * perRound * 2 + 1);
  });

  it('skip the counts of a healer deleted before the flush', async () => {
    const gone = await createHealerViaDb(test.app.db, { name: 'Gone Healer' });
    await sendEvent({ type: 'call', healerId: gone.id });
    await test.app.db.delete(healers).where(eq(healers.id, gone.id));
    await test.app.insights.counter.flush();
    expect(test.app.insights.counter.pending).toBe(0);
    expect(await healerCount(gone.id, 'call')).toBe(0);
  });
});

describe('while the counts cannot be written', () => {
  let own: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // A database of its own: its table is taken away and put back.
    own = await createTestApp({ env: { TIME_ZONE: 'Asia/Kolkata' }, withAdmin: false });
  });
  afterAll(async () => {
    // The first test's 200,000 keys still wait: away again, the close's flush fails at once.
    await own?.app.db.execute(
      sql`alter table if exists healer_event_counts rename to healer_event_counts_away`,
    );
    await own?.close();
  });

  it('keep at most 200,000 keys waiting, also when a failed flush puts its counts back', async () => {
    const { app } = own;
    const counter = app.insights.counter;
    const bound = 200_000; // INSIGHT_LIMITS.pendingKeysMax, decision 057
    const healer = await createHealerViaDb(app.db, { name: 'Kept Healer' });
    const later = await createHealerViaDb(app.db, { name: 'Later Healer' });
    await app.db.execute(sql`alter table healer_event_counts rename to healer_event_counts_away`);
    // 200,000 distinct keys (days × types of one healer), then a flush that fails.
    const types = ['profile-view', 'booking-open', 'call', 'directions', 'share'];
    for (let i = 0; i < bound / types.length; i += 1) {
      const day = addDays('2000-01-01', i);
      for (const type of types) counter.countHealerEvent(day, healer.id, type);
    }
    expect(counter.pending).toBe(bound);
    const flushing = counter.flush();
    // Events keep coming while the write fails: 50,000 new keys and one already waiting.
    for (let i = 0; i < 50_000; i += 1) {
      counter.countHealerEvent(addDays('2000-01-01', i), later.id, 'profile-view');
    }
    counter.countHealerEvent('2000-01-01', healer.id, 'profile-view', 2);
    await flushing;
    expect(counter.pending).toBeLessThanOrEqual(bound);
    await counter.flush();
    expect(counter.pending).toBeLessThanOrEqual(bound);
    // An event of a key already waiting still counts at the bound; a new key's is dropped.
    const response = await sendEvent({ type: 'profile-view', healerId: healer.id }, {}, app);
    expect(response.statusCode).toBe(204);
    expect(counter.pending).toBeLessThanOrEqual(bound);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    const dropped = Number(/^healers_insight_events_dropped (\d+)$/m.exec(metrics.body)?.[1]);
    expect(dropped).toBeGreaterThanOrEqual(50_000);
    expect(metrics.body).toMatch(/^healers_insight_pending_keys 200000$/m);
  }, 120_000);

  it('write what they kept once the table is back, and count what did not fit as dropped', async () => {
    const { app } = own;
    // The counter as the plugin makes it, on this database, with a bound small enough to write.
    const counter = new EventCounter(app.db, app.log, {
      today: () => todayDate(new Date(), 'Asia/Kolkata'),
      maxPendingKeys: 1_000,
    });
    const healer = await createHealerViaDb(app.db, { name: 'Returning Healer' });
    const table = await app.db.execute<{ name: string | null }>(
      sql`select to_regclass('healer_event_counts')::text as name`,
    );
    if (table.rows[0]?.name !== null) {
      await app.db.execute(sql`alter table healer_event_counts rename to healer_event_counts_away`);
    }
    for (let i = 0; i < 1_000; i += 1)
      counter.countHealerEvent(addDays('2001-01-01', i), healer.id, 'call');
    const flushing = counter.flush();
    for (let i = 0; i < 500; i += 1)
      counter.countHealerEvent(addDays('2011-01-01', i), healer.id, 'call');
    await flushing;
    expect(counter.pending).toBe(1_000);
    expect(counter.dropped).toBe(500);
    await app.db.execute(sql`alter table healer_event_counts_away rename to healer_event_counts`);
    await counter.flush();
    expect(counter.pending).toBe(0);
    const [row] = await app.db
      .select({
        keys: sql<number>`count(*)::int`,
        sum: sql<number>`sum(${healerEventCounts.count})::int`,
      })
      .from(healerEventCounts)
      .where(eq(healerEventCounts.healerId, healer.id));
    expect(Number(row?.keys)).toBe(1_000);
    expect(Number(row?.sum) + counter.dropped).toBe(1_500);
  });
});
