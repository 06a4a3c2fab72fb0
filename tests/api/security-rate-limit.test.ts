import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealerViaDb, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = 'Too many attempts. Please try again later.';

const attempt = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('failed sign-ins are limited (ASVS 6.3.1)', () => {
  it('answers 429 with Retry-After after 10 failures on one healer from one client', async () => {
    const healer = await createHealerViaDb(t.app.db, { password: 'right-pass-1' });
    const wrong = { phone: healer.phone, password: 'wrong-guess' };
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt('/api/healer/login', wrong, '10.0.0.1')).statusCode).toBe(401);
    }
    const refused = await attempt('/api/healer/login', wrong, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the lock does not reveal whether a guess was right.
    const right = { phone: healer.phone, password: 'right-pass-1' };
    expect((await attempt('/api/healer/login', right, '10.0.0.1')).statusCode).toBe(429);
    // The healer on their own phone is not locked out by someone else's guessing.
    expect((await attempt('/api/healer/login', right, '10.0.0.2')).statusCode).toBe(200);
  });

  it('limits the admin sign-in the same way', async () => {
    const wrong = { identifier: 'admin', password: 'wrong-guess' };
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt('/api/admin/login', wrong, '10.0.1.1')).statusCode).toBe(401);
    }
    const refused = await attempt('/api/admin/login', wrong, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const right = { identifier: 'admin', password: TEST_ADMIN_PASSWORD };
    expect((await attempt('/api/admin/login', right, '10.0.1.2')).statusCode).toBe(200);
  });

  it('limits one client trying many phones', async () => {
    for (let i = 0; i < 50; i += 1) {
      const phone = `70000${String(i).padStart(5, '0')}`;
      const response = await attempt('/api/healer/login', { phone, password: 'x' }, '10.0.2.1');
      expect(response.statusCode).toBe(401);
    }
    const refused = await attempt(
      '/api/healer/login',
      { phone: '7000099999', password: 'x' },
      '10.0.2.1',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const manyPhones = async (
    app: TestApp['app'],
    headers: (i: number) => Record<string, string>,
    remoteAddress: string,
  ) => {
    for (let i = 0; i < 50; i += 1) {
      const phone = `71000${String(i).padStart(5, '0')}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/healer/login',
        payload: { phone, password: 'x' },
        headers: headers(i),
        remoteAddress,
      });
      expect(response.statusCode).toBe(401);
    }
  };
  const oneMore = (app: TestApp['app'], remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone: '7100099999', password: 'x' },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      remoteAddress,
    });

  it('by default ignores X-Forwarded-For, so a client cannot escape its limit with it', async () => {
    await manyPhones(t.app, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }), '10.0.5.1');
    const refused = await oneMore(t.app, '10.0.5.1', '198.51.100.200');
    expect(refused.statusCode).toBe(429);
  });

  it('with the proxy trusted, limits each client behind it, not the proxy as a whole', async () => {
    const behind = await createTestApp({ database: t.database, env: { TRUST_PROXY: '10.0.6.1' } });
    try {
      await manyPhones(behind.app, () => ({ 'x-forwarded-for': '203.0.113.7' }), '10.0.6.1');
      expect((await oneMore(behind.app, '10.0.6.1', '203.0.113.7')).statusCode).toBe(429);
      // Another patient's relative behind the same proxy still gets an answer.
      expect((await oneMore(behind.app, '10.0.6.1', '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await behind.close();
    }
  });

  it('with the proxy trusted, a sign-in over HTTPS at the proxy gets the Secure cookie', async () => {
    const behind = await createTestApp({ database: t.database, env: { TRUST_PROXY: '1' } });
    try {
      const signIn = (proto: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { identifier: 'admin', password: TEST_ADMIN_PASSWORD },
          headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.9' },
          remoteAddress: '10.0.7.1',
        });
      const overHttps = String((await signIn('https')).headers['set-cookie']);
      expect(overHttps).toMatch(/^__Host-sid=/);
      expect(overHttps).toMatch(/; Secure/i);
      const overHttp = String((await signIn('http')).headers['set-cookie']);
      expect(overHttp).toMatch(/^sid=/);
      expect(overHttp).not.toMatch(/; Secure/i);
    } finally {
      await behind.close();
    }
  });
});
