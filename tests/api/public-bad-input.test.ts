import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertHealer } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ withAdmin: false, signIn: 'none' });
let healerId: string;

beforeAll(async () => {
  healerId = (await insertHealer(t.database.db, { name: 'Anil Kumar', district: 'Kollam' })).id;
});

const PARAMS = [
  'query',
  'name',
  'district',
  'city',
  'specialty',
  'language',
  'id',
  'q',
  '__proto__',
];

/** Text that has broken search code before: SQL, LIKE wildcards, escapes, odd Unicode. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '%',
    '_',
    '%%',
    '\\',
    "'",
    '"',
    "' OR '1'='1",
    "'; DROP TABLE healers; --",
    '$1',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'തിരുവനന്തപുരം',
    'Kōchi',
    ',,,',
    ' , ',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'null',
    'undefined',
    '[object Object]',
  ),
  fc.integer({ min: 1, max: 5000 }).map((n) => 'x'.repeat(n)),
);

/** One key=value pair, sometimes raw (already encoded, possibly malformed), sometimes encoded. */
const pair = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PARAMS), hostileText)
    .map(([key, value]) => `${encodeURIComponent(key)}=${safeEncode(value)}`),
  fc
    .tuple(fc.constantFrom(...PARAMS), fc.constantFrom('%', '%E0%A4%A', '%zz', '%00', '+', '%2C'))
    .map(([key, raw]) => `${key}=${raw}`),
  fc.constantFrom(...PARAMS).map((key) => `${key}[]=a&${key}[]=b`),
  fc.constantFrom(...PARAMS).map((key) => `${key}[a]=1`),
  fc.constantFrom(...PARAMS), // a key without a value
  fc.constantFrom(...PARAMS).map((key) => Array.from({ length: 30 }, () => `${key}=a`).join('&')),
);

function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // Lone surrogates cannot be encoded; send their UTF-16 code units as raw escapes.
    return [...value].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  }
}

const queryString = fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'));

const ENDPOINTS = [
  () => '/api/healers',
  () => '/api/healers/search',
  () => `/api/healers/${healerId}`,
  () => '/api/stats',
  () => '/api/team-members',
  () => '/api/settings',
];

describe('every public endpoint under hostile query strings', () => {
  it('answers JSON with 200, 400 or 404, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), queryString, async (endpoint, query) => {
        const url = `${endpoint()}?${query}`;
        const response = await t.app.inject({ url });
        expect([200, 400, 404], `${url} → ${response.statusCode} ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json();
        if (response.statusCode !== 200) expect(typeof body.message).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('answers hostile healer ids with JSON 404 (or 400), never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (id) => {
        const response = await t.app.inject({ url: `/api/healers/${safeEncode(id)}` });
        expect([400, 404], `${id} → ${response.statusCode} ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }),
      { numRuns: 150 },
    );
  });
});
