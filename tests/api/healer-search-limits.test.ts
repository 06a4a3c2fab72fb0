import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { DEFAULT_SEARCHES_PER_MINUTE } from '../../src/server/plugins/search-limit.js';
import { insertHealer } from '../helpers/public-data.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import {
  createTestApp,
  emptyTestDatabase,
  setUpApiTest,
  type TestApp,
  testDbKind,
} from '../helpers/test-app.js';

// DESIGN §10.7: what one search request may cost. The limit is the default one (600 new searches
// a minute per client), as a server started without SEARCH_LIMIT_PER_MINUTE has it.
const t = setUpApiTest({
  withAdmin: false,
  signIn: 'none',
  env: { SEARCH_LIMIT_PER_MINUTE: String(DEFAULT_SEARCHES_PER_MINUTE) },
});

const search = (query: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url: `/api/healers/search?${query}`, remoteAddress });
const names = (response: { json(): unknown }) =>
  (response.json() as { name: string }[]).map((healer) => healer.name);

beforeAll(async () => {
  for (const name of [
    'Anil Kumar',
    'Sreeja Nair',
    'Fathima Beevi',
    'Joseph Thomas',
    'Lakshmi Menon',
    'Ravi Varma',
  ]) {
    await insertHealer(t.database.db, { name });
  }
});

describe('search paging bounds', () => {
  it('refuses an offset above 10,000 with 400', async () => {
    const response = await search('query=anil&offset=10001', '203.0.113.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('offset must be a whole number from 0 to 10000');
    expect((await search('query=anil&offset=10000', '203.0.113.1')).statusCode).toBe(200);
  });

  it('answers an offset past the total with an empty page and the total', async () => {
    const response = await search('query=anil&offset=5', '203.0.113.2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('reads the first 5 distinct phrases of a query, duplicates counted once', async () => {
    // Five copies of one phrase are one: Sreeja, the second distinct phrase, is found.
    const repeated = await search(`query=${'anil,'.repeat(5)}sreeja`, '203.0.113.3');
    expect(names(repeated).sort()).toEqual(['Anil Kumar', 'Sreeja Nair']);
    // Past five distinct phrases the rest are ignored: Ravi, the sixth, is not.
    const six = await search('query=anil,sreeja,fathima,joseph,lakshmi,ravi', '203.0.113.3');
    expect(names(six).sort()).toEqual([
      'Anil Kumar',
      'Fathima Beevi',
      'Joseph Thomas',
      'Lakshmi Menon',
      'Sreeja Nair',
    ]);
  });
});

describe('uncached searches per client', () => {
  // The clock stands still, so the bucket does not refill while a slow machine sends the searches.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 with Retry-After past the limit, to that client only, and not for cached searches', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T04:00:00Z') });
    const client = '198.51.100.20';
    const cached = await search('query=anil', client);
    expect(cached.statusCode).toBe(200);
    for (let n = 1; n < DEFAULT_SEARCHES_PER_MINUTE; n += 1) {
      const response = await search(`query=word${n}`, client);
      expect(response.statusCode).toBe(200);
    }
    const refused = await search('query=one-more', client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toBe('Too many searches. Please wait a moment and try again.');

    // A search the cache holds costs nothing and is still answered.
    const again = await search('query=anil', client);
    expect(again.statusCode).toBe(200);
    expect(names(again)).toEqual(['Anil Kumar']);
    // Another client is not affected, and another address of the same IPv6 /64 is the same client.
    expect((await search('query=one-more', '198.51.100.21')).statusCode).toBe(200);
    const ipv6 = '2001:db8:1:2::';
    for (let n = 0; n < DEFAULT_SEARCHES_PER_MINUTE; n += 1) {
      expect((await search(`query=v6word${n}`, `${ipv6}${n.toString(16)}`)).statusCode).toBe(200);
    }
    expect((await search('query=v6more', `${ipv6}ffff`)).statusCode).toBe(429);
    expect((await search('query=v6more', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it("never refuses three dozen patients searching at once behind one carrier's NAT address", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T05:00:00Z') });
    // Each types a search of their own slowly on a phone, every letter after the third sent
    // as a new search (the box waits 300 ms for a pause), then a district; all in one minute.
    const shared = '100.64.7.1';
    const places = ['Kollam', 'Thrissur', 'Kannur', 'Idukki'];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (let patient = 0; patient < 36; patient += 1) {
      const words = `pain ${patient} neck shoulder`;
      for (let end = 4; end <= words.length && end < 18; end += 1) {
        const response = await search(`query=${encodeURIComponent(words.slice(0, end))}`, shared);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        sent += 1;
      }
      const place = places[patient % places.length]!;
      const filtered = await search(`query=pain%20${patient}&district=${place}`, shared);
      statuses.set(filtered.statusCode, (statuses.get(filtered.statusCode) ?? 0) + 1);
      sent += 1;
    }
    expect(sent).toBeGreaterThan(500);
    expect(Object.fromEntries(statuses)).toEqual({ 200: sent });
  });
});

// Only PostgreSQL has a LISTEN connection to lose (public-cache/sync.ts); PGlite is in the process.
if (testDbKind() === 'postgres') {
  describe('searches while PostgreSQL is away (decision 058)', () => {
    let direct: { database: DbHandle; drop(): Promise<void> };
    let proxy: TcpProxy;
    let proxied: DbHandle;
    let outage: TestApp;
    const lines: string[] = [];

    beforeAll(async () => {
      const { options, drop } = await emptyTestDatabase();
      const database = await openDatabase(options);
      direct = { database, drop };
      await migrate(database);
      // The app reaches the database through a relay this test can cut, as an outage would.
      const url = new URL(options.databaseUrl!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      proxied = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
      outage = await createTestApp({
        database: proxied,
        withAdmin: false,
        env: { SEARCH_LIMIT_PER_MINUTE: '5' },
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      });
    });

    afterAll(async () => {
      proxy?.restore();
      await outage?.close();
      await proxied?.close();
      await proxy?.close();
      await direct?.database.close();
      await direct?.drop();
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    const logged = (message: string) =>
      lines.filter((line) => JSON.parse(line).msg === message).length;

    it('answers repeated searches from the cache, never 429, and empties it once on return', async () => {
      for (const name of ['Outage Anil', 'Outage Bindu', 'Outage Chandran', 'Outage Devi']) {
        await insertHealer(direct.database.db, { name });
      }
      // The clock stands still: the 5 searches of the bucket are all this client has.
      const realNow = Date.now;
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T04:00:00Z') });
      const waitFor = async (what: string, check: () => boolean) => {
        const deadline = realNow() + 20_000;
        while (!check()) {
          if (realNow() > deadline) throw new Error(`not within 20 s: ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const client = '198.51.100.40';
      const ask = (query: string) =>
        outage.app.inject({
          method: 'GET',
          url: `/api/healers/search?query=${query}`,
          remoteAddress: client,
        });
      const before = new Map<string, string>();
      for (const query of ['anil', 'bindu', 'chandran']) {
        const response = await ask(query);
        expect(response.statusCode).toBe(200);
        before.set(query, response.body);
      }

      proxy.cut();
      await waitFor(
        'the listener is lost',
        () => lines.filter((line) => line.includes('public cache listener lost')).length === 1,
      );
      // A search first asked now is answered from the directory's last index, and kept.
      const devi = await ask('devi');
      expect(devi.statusCode).toBe(200);
      expect(names(devi)).toEqual(['Outage Devi']);
      before.set('devi', devi.body);
      // Visitors go on searching what they searched: each is the reply they had, none a 429.
      for (let round = 0; round < 10; round += 1) {
        for (const [query, body] of before) {
          const response = await ask(query);
          expect(`${query} ${response.statusCode}`).toBe(`${query} 200`);
          expect(response.body).toBe(body);
        }
      }

      // Written where this instance cannot hear it (another instance, or by hand) before the return.
      await direct.database.db.execute(
        sql`update healers set name = 'Outage Anil Renamed' where name = 'Outage Anil'`,
      );
      proxy.restore();
      await waitFor(
        'the listener is back',
        () => logged('public cache listener back; the cache was emptied') === 1,
      );
      const renamed = await ask('anil');
      expect(renamed.statusCode).toBe(200);
      expect(names(renamed)).toEqual(['Outage Anil Renamed']);
      // Emptied once, then kept again: the same search costs nothing more (the bucket is spent).
      for (let n = 0; n < 5; n += 1) {
        const again = await ask('anil');
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(renamed.body);
      }
      expect((await ask('someone-new')).statusCode).toBe(429);
      expect(logged('public cache listener back; the cache was emptied')).toBe(1);
    });
  });
}
