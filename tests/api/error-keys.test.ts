import { describe, expect, it } from 'vitest';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest();

/**
 * The replies of the server's own checks (decision 059): each in the app's error shape, with a
 * message key a client translates, like every other error.
 */
describe('errors before and around the routes carry message keys', () => {
  it('refuses an unknown report status with the key of its message', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/reports/some-report',
      headers: { cookie: t.cookie },
      payload: { status: 'nonsense' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please choose open, resolved or dismissed',
      key: 'reportStatusChoice',
      errors: [{ path: 'status', key: 'reportStatusChoice' }],
    });
  });

  it('keys the body parser’s refusals and a bad percent-encoding', async () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: '{', key: 'bodyNotJson' },
      { headers: { 'content-type': 'application/json' }, payload: '', key: 'bodyEmpty' },
      {
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
        key: 'unsupportedMediaType',
      },
    ];
    for (const { headers, payload, key } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { ...headers, cookie: t.cookie },
        payload,
      });
      expect(response.json(), payload).toMatchObject({ key });
    }
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/healers/%E0%A4' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'Bad URL', key: 'badUrl' });
  });

  it('keys a query parameter’s own wording and zod’s as invalidInput', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/healers?limit=-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'limit must be a whole number from 1 to 100',
      key: 'invalidInput',
      errors: [{ path: 'limit', key: 'invalidInput' }],
    });
  });

  it('answers an address over 16 KB 431 in the error shape, over real HTTP', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/healers/search?query=${'x'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      message: 'The address or headers of the request are too large',
      key: 'headersTooLarge',
    });
  });
});
