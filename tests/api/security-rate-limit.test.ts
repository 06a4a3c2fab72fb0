import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema.js';
import { loggerOptions } from '../../src/server/logger.js';
import {
  createHealerViaDb,
  loginAsHealer,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
} from '../helpers/auth.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

const t = setUpApiTest({ signIn: 'none' });

const TOO_MANY = 'Too many attempts. Please try again later.';

async function createSignedInHealerOn(app: TestApp['app'], password: string) {
  const healer = await createHealerViaDb(app.db, { password, mustChangePassword: false });
  return { healer, cookie: await loginAsHealer(app, healer.phone, password) };
}

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
    expect(refused.json()).toEqual({ message: TOO_MANY, key: 'tooManyAttempts' });
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
    expect(refused.json()).toEqual({ message: TOO_MANY, key: 'tooManyAttempts' });
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

describe('limits count per account and per network (DESIGN §6, wave 2)', () => {
  // A fresh app: its counters start at zero, on the same database.
  let own: TestApp;
  let ownAdmin: string;
  beforeAll(async () => {
    own = await createTestApp({ database: t.database });
    // Signed in before the spelling test locks the admin account for a minute.
    ownAdmin = await signInAdmin(own.app, TEST_ADMIN_PASSWORD);
  });
  afterAll(() => own.close());
  const tryOwn = (url: string, payload: object, remoteAddress: string) =>
    own.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('counts every spelling of the admin phone as one account, from many addresses', async () => {
    await own.app.db.update(admins).set({ phone: '9847055555' });
    const spellings = ['98470 55555', '+919847055555', '(98470)55555', '9847055555', 'admin'];
    for (let i = 0; i < 30; i += 1) {
      const identifier = spellings[i % spellings.length]!;
      const response = await tryOwn(
        '/api/admin/login',
        { identifier, password: `wrong-${i}` },
        `192.0.2.${i + 1}`,
      );
      expect(response.statusCode, `failure ${i + 1} (${identifier})`).toBe(401);
    }
    const thirtyFirst = await tryOwn(
      '/api/admin/login',
      { identifier: '+91 98470 55555', password: 'wrong-31' },
      '192.0.2.200',
    );
    expect(thirtyFirst.statusCode).toBe(429);
    expect(Number(thirtyFirst.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("gives a healer's account 429 by its 31st failure from 31 addresses", async () => {
    const healer = await createHealerViaDb(own.app.db, {
      phone: '+91 98470 66666',
      password: 'right-pass-2',
    });
    for (let i = 0; i < 30; i += 1) {
      const response = await tryOwn(
        '/api/healer/login',
        { phone: '9847066666', password: `wrong-${i}` },
        `198.51.100.${i + 1}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const refused = await tryOwn(
      '/api/healer/login',
      { phone: '9847066666', password: 'wrong-31' },
      '198.51.100.201',
    );
    expect(refused.statusCode).toBe(429);
    expect(healer.id).toBeTruthy();
  });

  it('groups IPv6 clients by /64', async () => {
    for (let i = 0; i < 50; i += 1) {
      const phone = `72000${String(i).padStart(5, '0')}`;
      const response = await tryOwn(
        '/api/healer/login',
        { phone, password: 'x' },
        `2001:db8:1:2:${(i + 1).toString(16)}::${(i + 7).toString(16)}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const sameNetwork = await tryOwn(
      '/api/healer/login',
      { phone: '7200099999', password: 'x' },
      '2001:db8:1:2:ffff:eeee:dddd:1',
    );
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await tryOwn(
      '/api/healer/login',
      { phone: '7200099999', password: 'x' },
      '2001:db8:1:3::1',
    );
    expect(otherNetwork.statusCode).toBe(401);
  });

  it("throttles wrong current passwords on the healer's password change", async () => {
    const { cookie } = await createSignedInHealerOn(own.app, 'healer-pass-3');
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 15; i += 1) {
      const response = await own.app.inject({
        method: 'POST',
        url: '/api/healer/change-password',
        headers: { cookie },
        payload: { currentPassword: `guess-${i}`, newPassword: 'attacker-pass' },
        remoteAddress: '203.0.113.50',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("throttles wrong current passwords on the admin's password change", async () => {
    const cookie = ownAdmin;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const response = await own.app.inject({
        method: 'PUT',
        url: '/api/admin/profile',
        headers: { cookie },
        payload: { password: 'attacker-pass', currentPassword: `guess-${i}` },
        remoteAddress: '203.0.113.60',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, statuses.indexOf(429)).every((status) => status === 400)).toBe(true);
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('logs one warning that names TRUST_PROXY', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const base = loggerOptions('info') as Record<string, unknown>;
    const logged = await createTestApp({
      database: t.database,
      logger: { ...base, stream } as never,
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        await logged.app.inject({
          url: '/api/healers',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      }
      const warnings = lines.filter((line) => line.includes('TRUST_PROXY'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!).level).toBe(40);
    } finally {
      await logged.close();
    }
  });
});
