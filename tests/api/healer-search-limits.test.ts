import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEARCHES_PER_MINUTE } from '../../src/server/plugins/search-limit.js';
import { insertHealer } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

// DESIGN §10.7: what one search request may cost. The limit is the default one (60 new searches
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
});
