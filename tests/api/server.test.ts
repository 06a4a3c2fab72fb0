import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/logger.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body>app shell</body></html>';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'healers-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the client', () => {
  it.each([
    ['/', 200],
    ['/about', 200],
    ['/index.html', 200],
    ['/healer/abc123', 404],
    ['/no/such/page', 404],
  ])('serves the HTML shell, never cached, for %s (status %i)', async (url, status) => {
    const response = await t.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('app shell');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves other files with a short cache', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service worker as script, asked again on every visit, with the CSP', async () => {
    const response = await t.app.inject('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a missing asset (not asking for HTML) with 404', async () => {
    const response = await t.app.inject('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', key: 'notFound' });
  });

  it('serves a placeholder page when the client is not built', async () => {
    const bare = await createTestApp({ withAdmin: false, database: t.database });
    try {
      const response = await bare.app.inject({ url: '/about', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build:client');
    } finally {
      await bare.close();
    }
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/healers/abc/extra'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/healers'],
  ] as const)('%s %s is JSON 404, even when HTML is accepted', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found', key: 'notFound' });
  });
});

describe('security headers', () => {
  it.each(['/', '/api/healers', '/assets/index-abc123.js'])('are sent on %s', async (url) => {
    const response = await t.app.inject({ url, headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // Plain HTTP without PUBLIC_URL: upgrading would break every asset on a LAN address.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('upgrades insecure requests and allows the socket origin behind an HTTPS PUBLIC_URL', async () => {
    const secure = await createTestApp({
      env: { PUBLIC_URL: 'https://healers.example.org' },
      withAdmin: false,
      database: t.database,
    });
    try {
      const csp = String(
        (await secure.app.inject('/api/stats')).headers['content-security-policy'],
      );
      expect(csp).toContain('upgrade-insecure-requests');
      expect(csp).toContain("connect-src 'self' wss://healers.example.org");
    } finally {
      await secure.close();
    }
  });
});

describe('cross-site requests', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { host: 'healers.example.org', ...headers },
      payload: { identifier: 'admin', password: 'wrong-password' },
    });

  it.each([
    ['an Origin from another site', { origin: 'https://evil.example.com' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an opaque Origin', { origin: 'null' }],
    ['an Origin on another port', { origin: 'http://healers.example.org:8080' }],
  ])('refuses an unsafe request with %s (403)', async (_label, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Cross-site request refused',
      key: 'crossSiteRefused',
    });
  });

  it.each([
    ['a same-origin Origin', { origin: 'http://healers.example.org' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin at all (not a browser)', {}],
  ])('lets %s through to the route', async (_label, headers) => {
    const response = await post(headers);
    expect(response.statusCode).not.toBe(403);
  });

  it('does not refuse safe methods from other sites', async () => {
    const response = await t.app.inject({
      url: '/api/stats',
      headers: { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('probes', () => {
  it('GET /healthz says the process is alive', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz is 503 when the database stops answering', async () => {
    const broken = await createTestApp({
      withAdmin: false,
      database: {
        ...t.database,
        ping: async () => {
          throw new Error('connection lost');
        },
      },
    });
    try {
      const response = await broken.app.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'database unavailable' });
      // Liveness does not depend on the database.
      expect((await broken.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every public route with its parameters', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/healers',
      '/api/healers/{id}',
      '/api/healers/search',
      '/api/stats',
      '/api/team-members',
      '/api/settings',
    ]) {
      expect(doc.paths).toHaveProperty([path, 'get']);
    }
    const searchParams = doc.paths['/api/healers/search'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(searchParams).toEqual(
      expect.arrayContaining(['query', 'name', 'district', 'city', 'specialty', 'language']),
    );
    expect(doc.paths).not.toHaveProperty('/assets/*');
  });
});

describe('error format', () => {
  it('answers malformed JSON with 400 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Request body is not valid JSON',
      key: 'bodyNotJson',
    });
  });

  it('answers an unsupported body type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Unsupported media type',
      key: 'unsupportedMediaType',
    });
  });

  it('answers an oversized JSON body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identifier: 'x'.repeat(1024 * 1024), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large', key: 'bodyTooLarge' });
  });

  it('answers a validation failure with the first message and every issue', async () => {
    const response = await t.app.inject({
      url: `/api/healers/search?district=${Array.from({ length: 30 }, () => 'x').join('&district=')}`,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.errors[0]).toMatchObject({ path: 'district', message: body.message });
  });

  it('answers a badly encoded URL with 400 JSON', async () => {
    const response = await t.app.inject('/api/healers/%E0%A4%A');
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('logs', () => {
  it('never hold a password, cookie or authorization header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({
      withAdmin: false,
      database: t.database,
      logger: { ...loggerOptions('trace'), stream },
    });
    try {
      await logged.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { cookie: 'sid=COOKIE-SECRET', authorization: 'Bearer TOKEN-SECRET' },
        payload: { identifier: 'admin', password: 'PASSWORD-SECRET' },
      });
      // Whatever a route might log later goes through the same redaction.
      logged.app.log.info(
        {
          req: { headers: { cookie: 'sid=COOKIE-SECRET', authorization: 'TOKEN-SECRET' } },
          body: { password: 'PASSWORD-SECRET', newPassword: 'PASSWORD-SECRET' },
        },
        'a careless log line',
      );
    } finally {
      await logged.close();
    }
    const output = lines.join('');
    expect(output).toContain('/api/admin/login');
    expect(output).toContain('a careless log line');
    for (const secret of ['COOKIE-SECRET', 'TOKEN-SECRET', 'PASSWORD-SECRET']) {
      expect(output).not.toContain(secret);
    }
  });
});
