import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/constants/limits.js';
import { limitMessage, OFFSET_MAX, OFFSET_MESSAGE } from '../../src/shared/schemas/paging.js';
import { SEARCH_OFFSET_MESSAGE } from '../../src/shared/schemas/search.js';
import { setUpApiTest } from '../helpers/test-app.js';

// One paging convention (decision 070): every limit/offset list takes offsets up to OFFSET_MAX
// (the search up to DESIGN §10.7's 10,000) and answers a value out of range with a 400 that
// names it, never a 500; the admin's numbered lists likewise for page and pageSize.
const t = setUpApiTest();

const LISTS = [
  { path: '/api/healers', maxLimit: LIMITS.publicPageMax },
  { path: '/api/admin/reports', maxLimit: 100 },
  { path: '/api/admin/attention', maxLimit: 100 },
  { path: '/api/admin/audit', maxLimit: 200 },
];

describe('limit and offset', () => {
  for (const { path, maxLimit } of LISTS) {
    it(`${path}: offsets to OFFSET_MAX, limits to ${maxLimit}, a 400 beyond either`, async () => {
      const last = await t.call('GET', `${path}?limit=${maxLimit}&offset=${OFFSET_MAX}`);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.headers['x-total-count']).toBeDefined();
      for (const [query, message] of [
        [`offset=${OFFSET_MAX + 1}`, OFFSET_MESSAGE],
        ['offset=-1', OFFSET_MESSAGE],
        ['offset=1e3', OFFSET_MESSAGE],
        [`limit=${maxLimit + 1}`, limitMessage(maxLimit)],
        ['limit=0', limitMessage(maxLimit)],
        ['limit=2.5', limitMessage(maxLimit)],
      ] as const) {
        const response = await t.call('GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ message, errors: [{ message }] });
      }
    });
  }

  it('/api/healers/search: offsets to 10,000 only (DESIGN §10.7)', async () => {
    expect((await t.call('GET', '/api/healers/search?query=a&offset=10000')).statusCode).toBe(200);
    const beyond = await t.call('GET', '/api/healers/search?query=a&offset=10001');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ message: SEARCH_OFFSET_MESSAGE });
  });
});

describe('page and pageSize of the admin lists', () => {
  for (const path of ['/api/admin/healers', '/api/admin/users']) {
    it(`${path}: a million pages of 100 at most, a 400 beyond`, async () => {
      const last = await t.call('GET', `${path}?page=1000000&pageSize=100`);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json()).toMatchObject({ page: 1000000, pageSize: 100 });
      for (const [query, message] of [
        ['page=1000001', 'page must be a whole number from 1 to 1000000'],
        ['page=0', 'page must be a whole number from 1 to 1000000'],
        ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ] as const) {
        const response = await t.call('GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ message });
      }
    });
  }
});
