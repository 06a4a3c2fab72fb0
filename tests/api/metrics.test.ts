import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../../src/server/env.js';
import { buildHealerInput } from '../factories/healer-input.js';
import { signInAdmin } from '../helpers/auth.js';
import { createTestApp, type TestApp, testDbKind } from '../helpers/test-app.js';

const TOKEN = 'a-scraper-token-of-32-characters';

let open: TestApp;
let guarded: TestApp;

beforeAll(async () => {
  open = await createTestApp();
  // A second app on the same database, as a deployment with METRICS_TOKEN set.
  guarded = await createTestApp({ database: open.database, env: { METRICS_TOKEN: TOKEN } });
});

afterAll(async () => {
  await guarded?.close();
  await open?.close();
});

/** One sample's value from the text format, e.g. value(text, 'x_total{result="hit"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers a request made on this machine in the Prometheus text format, never cached', async () => {
    const response = await open.app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE healers_http_request_duration_seconds histogram');
    // Process figures and event-loop lag from prom-client's defaults.
    expect(value(response.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(response.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(value(response.body, 'healers_database_available')).toBe(1);
  });

  it('counts requests by route pattern and status, searches, and the public cache', async () => {
    const cookie = await signInAdmin(open.app);
    for (const name of ['Metrics Anand', 'Metrics Bindu']) {
      const created = await open.app.inject({
        method: 'POST',
        url: '/api/admin/healers',
        headers: { cookie },
        payload: buildHealerInput({ name }),
      });
      expect(created.statusCode).toBe(201);
    }
    const before = await open.app.inject('/metrics');
    // Two writes the index has not read yet (at least: the lag counts each write to healers).
    expect(value(before.body, 'healers_directory_index_lag_versions')).toBeGreaterThanOrEqual(1);

    const search = '/api/healers/search?query=metrics';
    expect((await open.app.inject(search)).statusCode).toBe(200); // miss: made
    expect((await open.app.inject(search)).statusCode).toBe(200); // hit
    expect((await open.app.inject('/api/healers/not-an-id')).statusCode).toBe(404);
    expect((await open.app.inject('/no/such/thing')).statusCode).toBe(404);

    const text = (await open.app.inject('/metrics')).body;
    expect(
      value(
        text,
        'healers_http_request_duration_seconds_count{method="GET",route="/api/healers/search",status="200"}',
      ),
    ).toBe(2);
    expect(
      value(
        text,
        'healers_http_request_duration_seconds_count{method="POST",route="/api/admin/healers",status="201"}',
      ),
    ).toBe(2);
    // A scanner's URLs share one label instead of adding a series each.
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('/no/such/thing');
    expect(value(text, 'healers_search_duration_seconds_count')).toBe(1);
    expect(value(text, 'healers_public_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      value(text, 'healers_public_cache_requests_total{result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
    // The search read the directory: both healers in it, nothing left to catch up on.
    expect(value(text, 'healers_directory_healers')).toBe(2);
    expect(value(text, 'healers_directory_index_lag_versions')).toBe(0);
    if (testDbKind() === 'postgres') {
      expect(value(text, 'healers_db_pool_connections{state="max"}')).toBe(4);
      expect(value(text, 'healers_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
  });

  it('answers 404 to another address, and to a request a proxy relayed from anywhere', async () => {
    const remote = await open.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('healers_');
    const relayed = await open.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(relayed.statusCode).toBe(404);
    const forwarded = await open.app.inject({
      url: '/metrics',
      headers: { forwarded: 'for=203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it.each([
    ['x-real-ip', '203.0.113.7'],
    ['X-Real-IP', '127.0.0.1'],
    ['x-forwarded-host', 'healers.example.org'],
    ['x-forwarded-proto', 'https'],
    ['via', '1.1 proxy'],
    ['true-client-ip', '203.0.113.7'],
    ['cf-connecting-ip', '203.0.113.7'],
  ])('answers 404 to a loopback request relayed with %s', async (name, headerValue) => {
    const relayed = await open.app.inject({ url: '/metrics', headers: { [name]: headerValue } });
    expect(relayed.statusCode).toBe(404);
    expect(relayed.body).not.toContain('healers_');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('needs the token as a Bearer token, even from this machine', async () => {
    const none = await guarded.app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toMatchObject({ message: 'Not authenticated' });
    const wrong = await guarded.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const basic = await guarded.app.inject({
      url: '/metrics',
      headers: { authorization: `Basic ${TOKEN}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers the scraper that sends it, from any address', async () => {
    const response = await guarded.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('healers_http_request_duration_seconds');
  });

  it('refuses a token too short to be a secret, naming the variable but not the value', () => {
    expect(() => readEnv({ METRICS_TOKEN: 'short-token' })).toThrow(EnvError);
    expect(() => readEnv({ METRICS_TOKEN: 'short-token' })).toThrow(
      'Invalid environment variable METRICS_TOKEN: must be at least 16 characters',
    );
    try {
      readEnv({ METRICS_TOKEN: 'short-token' });
    } catch (error) {
      expect((error as Error).message).not.toContain('short-token');
    }
  });
});
