import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { adminRecoveryCodes, adminSecondFactorFailures, admins } from '../../src/db/schema.js';
import { cookieHeaderFrom, signInAdmin, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import { CURRENT_PASSWORD } from '../helpers/second-factor.js';
import { createTestApp, setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ signIn: 'admin' });

const STEP_MS = 30_000;
/** The server's clock is fixed (only Date is faked): a moment 10 s into a time step. */
const T0 = Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000;
const at = (ms: number) => vi.setSystemTime(ms);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => vi.useRealTimers());
const fixClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(ms);
};

/** The authenticator's code for `secret` at `ms`, as an app on a phone would show it. */
const codeAt = (secret: string, ms: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: ms,
  });

const login = (otp?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: {
      identifier: 'admin',
      password: TEST_ADMIN_PASSWORD,
      ...(otp === undefined ? {} : { otp }),
    },
  });

let secret = '';
let recoveryCodes: string[] = [];

describe('turning two-step sign-in on', () => {
  it('is off at first, and refuses every route without an admin session', async () => {
    const status = await t.call('GET', '/api/admin/2fa');
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      secretUnreadable: false,
      failedAttempts: { count: 0, since: null, lastAt: null },
    });
    for (const [method, url] of [
      ['GET', '/api/admin/2fa'],
      ['POST', '/api/admin/2fa/setup'],
      ['POST', '/api/admin/2fa/enable'],
      ['DELETE', '/api/admin/2fa'],
    ] as const) {
      const body = { ...CURRENT_PASSWORD, code: '123456' };
      expect((await t.call(method, url, body, {})).statusCode).toBe(401);
    }
  });

  it('sets up a pending RFC 6238 secret with its otpauth address and QR code', async () => {
    const response = await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    // The authenticator names the account by the federation, as the settings do (decision 068).
    const { organizationName } = (await t.call('GET', '/api/settings')).json();
    expect(url.searchParams.get('issuer')).toBe(organizationName);
    expect(decodeURIComponent(url.pathname)).toBe(`/${organizationName}:admin`);
    expect(body.qrSvg).toMatch(/^<svg [^>]*viewBox/);
    secret = body.secret;
    // Pending only: the password still signs in alone.
    expect((await login()).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/2fa')).json().enabled).toBe(false);
  });

  it('keeps the secret encrypted at rest', async () => {
    const [row] = await t.app.db.select().from(admins);
    expect(row!.totpPendingSecret).toMatch(/^v1\./);
    expect(row!.totpPendingSecret).not.toContain(secret);
    expect(row!.totpSecret).toBeNull();
  });

  it('refuses a wrong or missing code with 400', async () => {
    fixClock(T0);
    const wrong = await t.call('POST', '/api/admin/2fa/enable', {
      ...CURRENT_PASSWORD,
      code: codeAt(secret, T0 + 5 * STEP_MS),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid code', key: 'invalidOtp' });
    const empty = await t.call('POST', '/api/admin/2fa/enable', { ...CURRENT_PASSWORD, code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().key).toBe('otpRequired');
  });

  it('turns on with the current code, answers 10 recovery codes and ends the other sessions', async () => {
    const other = await signInAdmin(t.app);
    fixClock(T0);
    const response = await t.call('POST', '/api/admin/2fa/enable', {
      ...CURRENT_PASSWORD,
      code: codeAt(secret, T0),
    });
    expect(response.statusCode).toBe(200);
    recoveryCodes = response.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(
      (await t.call('GET', '/api/admin/profile', undefined, { cookie: other })).statusCode,
    ).toBe(401);
    expect((await t.call('GET', '/api/admin/profile')).statusCode).toBe(200);
    const status = (await t.call('GET', '/api/admin/2fa')).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(new Date(status.enabledAt).getTime()).toBe(T0);
  });

  it('stores only hashes of the recovery codes, and the secret encrypted', async () => {
    const [row] = await t.app.db.select().from(admins);
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
    const codes = await t.app.db.select().from(adminRecoveryCodes);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code.codeHash).toMatch(/^\$argon2id\$/);
    const stored = JSON.stringify(codes);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('refuses a second setup or enable while on (409)', async () => {
    expect((await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD)).statusCode).toBe(409);
    const again = await t.call('POST', '/api/admin/2fa/enable', {
      ...CURRENT_PASSWORD,
      code: '123456',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-step sign-in is already on');
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after a right password, and starts no session', async () => {
    const response = await login();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Enter the code from your authenticator app',
      key: 'otpRequired',
      otpRequired: true,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    // A wrong password still says only that, not that a code would be asked.
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: 'not-the-password', otp: '123456' },
    });
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid credentials',
      key: 'invalidCredentials',
    });
  });

  it('refuses the code that turned it on (its step was used), then signs in with the next one once', async () => {
    fixClock(T0);
    const replayed = await login(codeAt(secret, T0));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ key: 'invalidOtp', otpRequired: true });
    at(T0 + STEP_MS);
    const next = await login(codeAt(secret, T0 + STEP_MS));
    expect(next.statusCode).toBe(200);
    const cookie = cookieHeaderFrom(next);
    expect((await t.call('GET', '/api/admin/status', undefined, { cookie })).json()).toEqual({
      isAuthenticated: true,
    });
    const again = await login(codeAt(secret, T0 + STEP_MS));
    expect(again.statusCode).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a code one step behind or ahead, and refuses a step at or before the last one', async () => {
    const now = T0 + 10 * STEP_MS;
    fixClock(now);
    expect((await login(codeAt(secret, now - STEP_MS))).statusCode).toBe(200);
    expect((await login(codeAt(secret, now + STEP_MS))).statusCode).toBe(200);
    // The step of now is before the one just accepted (now + 1 step).
    expect((await login(codeAt(secret, now))).statusCode).toBe(401);
  });

  it('refuses codes two steps away', async () => {
    const now = T0 + 30 * STEP_MS;
    fixClock(now);
    expect((await login(codeAt(secret, now - 2 * STEP_MS))).statusCode).toBe(401);
    expect((await login(codeAt(secret, now + 2 * STEP_MS))).statusCode).toBe(401);
    expect((await login(codeAt(secret, now))).statusCode).toBe(200);
  });

  it('signs in with a recovery code once only, as typed by hand', async () => {
    const first = recoveryCodes[0]!;
    expect((await login(first)).statusCode).toBe(200);
    const reused = await login(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().key).toBe('invalidOtp');
    const typed = ` ${recoveryCodes[1]!.toUpperCase().replace('-', ' ')} `;
    expect((await login(typed)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/2fa')).json().recoveryCodesLeft).toBe(8);
  });

  it('refuses anything that is neither a code nor a recovery code', async () => {
    for (const otp of ['12345', '1234567', 'abcde-fghij', 'x'.repeat(64)]) {
      expect((await login(otp)).statusCode).toBe(401);
    }
    expect((await login('y'.repeat(65))).statusCode).toBe(400);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the right password and a right code', async () => {
    const now = T0 + 60 * STEP_MS;
    fixClock(now);
    const wrongPassword = await t.call('DELETE', '/api/admin/2fa', {
      currentPassword: 'wrong',
      otp: codeAt(secret, now),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Current password is incorrect');
    const wrongCode = await t.call('DELETE', '/api/admin/2fa', {
      currentPassword: TEST_ADMIN_PASSWORD,
      otp: codeAt(secret, now + 5 * STEP_MS),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe('Invalid code');
    const missing = await t.call('DELETE', '/api/admin/2fa', {
      currentPassword: TEST_ADMIN_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/2fa')).json().enabled).toBe(true);
  });

  it('turns off with password and code; the password alone signs in again', async () => {
    const now = T0 + 61 * STEP_MS;
    fixClock(now);
    const response = await t.call('DELETE', '/api/admin/2fa', {
      currentPassword: TEST_ADMIN_PASSWORD,
      otp: codeAt(secret, now),
    });
    expect(response.statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/2fa')).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      secretUnreadable: false,
      // The wrong codes of the tests above (admin-sign-in-hardening.test.ts checks the count).
      failedAttempts: expect.any(Object),
    });
    expect(await t.app.db.select().from(adminRecoveryCodes)).toHaveLength(0);
    expect((await login()).statusCode).toBe(200);
    const again = await t.call('DELETE', '/api/admin/2fa', {
      currentPassword: TEST_ADMIN_PASSWORD,
      otp: '123456',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('wrong codes are throttled like sign-ins', () => {
  it('answers 429 after 10 wrong codes from one client, even for the right code', async () => {
    // The wrong codes of the tests above count toward the daily ceiling (decision 055): forget them.
    await t.app.db.delete(adminSecondFactorFailures);
    const setup = (await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD)).json();
    fixClock(T0 + 100 * STEP_MS);
    const enabled = await t.call('POST', '/api/admin/2fa/enable', {
      ...CURRENT_PASSWORD,
      code: codeAt(setup.secret, T0 + 100 * STEP_MS),
    });
    expect(enabled.statusCode).toBe(200);
    const later = T0 + 102 * STEP_MS;
    at(later);
    for (let i = 0; i < 10; i += 1) expect((await login('000000')).statusCode).toBe(401);
    const locked = await login(codeAt(setup.secret, later));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a server without a lasting secret', () => {
  it('refuses to set up two-step sign-in rather than lose its secret at the next restart', async () => {
    const own = await createTestApp({ secondFactorKey: null });
    try {
      const cookie = await signInAdmin(own.app);
      const response = await own.app.inject({
        method: 'POST',
        url: '/api/admin/2fa/setup',
        headers: { cookie },
        payload: CURRENT_PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: 'secondFactorNeedsSecret' });
      const [row] = await own.app.db.select().from(admins);
      expect(row!.totpPendingSecret).toBeNull();
    } finally {
      await own.close();
    }
  });
});
