import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSecondFactorFailures, admins } from '../../src/db/schema.js';
import { DEFAULT_LOGIN_RULES } from '../../src/server/plugins/rate-limit.js';
import { SECOND_STEP_DAILY_MAX } from '../../src/server/services/admin-second-factor.js';
import { secondFactorKey } from '../../src/server/services/second-factor-crypto.js';
import { cookieHeaderFrom, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import {
  CURRENT_PASSWORD,
  codeNow,
  resetSecondFactor,
  turnOnSecondFactor,
} from '../helpers/second-factor.js';
import { createTestApp, setUpApiTest } from '../helpers/test-app.js';

// Decision 055: the second security review's sign-in findings.
const t = setUpApiTest({ signIn: 'admin' });

/** A sign-in from `address`, with the browser's `cookie` if any. */
const signIn = (
  body: { password?: string; otp?: string },
  address: string,
  cookie?: string,
  app = t.app,
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { identifier: 'admin', password: TEST_ADMIN_PASSWORD, ...body },
  });

const login = signIn;

/** Not the current code (the one before or after it would be 1 in 500,000). */
const wrongCode = (secret: string) =>
  String((Number(codeNow(secret)) + 500_000) % 1_000_000).padStart(6, '0');

const status = async () =>
  (await t.call('GET', '/api/admin/2fa')).json<{
    enabled: boolean;
    secretUnreadable: boolean;
    failedAttempts: { count: number; since: string | null; lastAt: string | null };
  }>();

describe('turning two-step sign-in on needs the current password', () => {
  it('refuses setup without the password, or with a wrong one, and keeps no pending secret', async () => {
    await resetSecondFactor(t.app.db);
    const missing = await t.call('POST', '/api/admin/2fa/setup', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().key).toBe('currentPasswordRequired');
    const wrong = await t.call('POST', '/api/admin/2fa/setup', {
      currentPassword: 'not-it-at-all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      key: 'currentPasswordIncorrect',
      message: 'Current password is incorrect',
    });
    const [row] = await t.app.db.select().from(admins);
    expect(row!.totpPendingSecret).toBeNull();
  });

  it('refuses enable with a wrong password even with the right code: it stays off', async () => {
    await resetSecondFactor(t.app.db);
    const setup = await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD);
    expect(setup.statusCode).toBe(200);
    const secret = setup.json<{ secret: string }>().secret;
    const stolen = await t.call('POST', '/api/admin/2fa/enable', { code: codeNow(secret) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().key).toBe('currentPasswordRequired');
    const wrong = await t.call('POST', '/api/admin/2fa/enable', {
      currentPassword: 'not-it-at-all',
      code: codeNow(secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe('currentPasswordIncorrect');
    expect(wrong.body).not.toContain('recoveryCodes');
    expect((await status()).enabled).toBe(false);
    // The admin still signs in with the password alone.
    expect((await login({}, '10.9.0.1')).statusCode).toBe(200);
  });
});

describe('wrong authenticator codes: a daily per-account ceiling', () => {
  it('refuses codes after 10 wrong ones a day from rotating addresses, across a restart', async () => {
    await resetSecondFactor(t.app.db);
    await t.app.db.delete(adminSecondFactorFailures);
    const setup = await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD);
    const { secret } = setup.json<{ secret: string }>();
    const enabled = await t.call('POST', '/api/admin/2fa/enable', {
      ...CURRENT_PASSWORD,
      code: codeNow(secret),
    });
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();

    for (let i = 1; i <= SECOND_STEP_DAILY_MAX; i += 1) {
      const response = await login({ otp: wrongCode(secret) }, `10.6.${i}.1`);
      expect(response.statusCode).toBe(401);
      expect(response.json().key).toBe('invalidOtp');
    }
    const refused = await login({ otp: codeNow(secret) }, '10.6.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      key: 'tooManyWrongCodesToday',
      message: 'Too many wrong codes today. Sign in with a recovery code, or try again tomorrow.',
    });
    // Free again when the first of the ten is a day old.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);

    // Another instance, or this one restarted: the count is in the database.
    const restarted = await createTestApp({ database: t.database });
    try {
      const there = await login({ otp: codeNow(secret) }, '10.6.101.1', undefined, restarted.app);
      expect(there.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }

    // A recovery code still signs in; that browser is the admin's now, and not held back.
    const recovered = await login({ otp: recoveryCodes[0] }, '10.6.102.1');
    expect(recovered.statusCode).toBe(200);
    const browser = cookieHeaderFrom(recovered);
    const own = await login({ otp: wrongCode(secret) }, '10.6.102.1', browser);
    expect(own.statusCode).toBe(401);
    expect(own.json().key).toBe('invalidOtp');
  });

  it('shows the admin the wrong codes since their previous sign-in', async () => {
    await resetSecondFactor(t.app.db);
    await t.app.db.delete(adminSecondFactorFailures);
    const setup = await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD);
    const { secret } = setup.json<{ secret: string }>();
    const enabled = await t.call('POST', '/api/admin/2fa/enable', {
      ...CURRENT_PASSWORD,
      code: codeNow(secret),
    });
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    // Two before the admin's sign-in (seen then), three after it (not seen yet).
    for (const i of [1, 2]) await login({ otp: wrongCode(secret) }, `10.7.${i}.1`);
    expect((await login({ otp: recoveryCodes[0] }, '10.7.50.1')).statusCode).toBe(200);
    const [first] = await t.app.db.select().from(admins);
    for (const i of [3, 4, 5]) await login({ otp: wrongCode(secret) }, `10.7.${i}.1`);

    const next = await login({ otp: recoveryCodes[1] }, '10.7.50.1');
    expect(next.statusCode).toBe(200);
    const shown = await t.call('GET', '/api/admin/2fa', undefined, {
      cookie: cookieHeaderFrom(next),
    });
    const { failedAttempts } = shown.json<{
      failedAttempts: { count: number; since: string; lastAt: string };
    }>();
    expect(failedAttempts.count).toBe(3);
    expect(failedAttempts.since).toBe(first!.lastLogin!.toISOString());
    expect(Date.parse(failedAttempts.lastAt)).toBeGreaterThan(first!.lastLogin!.getTime());
    const rows = await t.app.db
      .select()
      .from(adminSecondFactorFailures)
      .where(eq(adminSecondFactorFailures.adminId, first!.id));
    expect(rows).toHaveLength(5);
  });
});

describe('a secret the server cannot decrypt (SESSION_SECRET changed)', () => {
  it('is said in the status, so the panel can ask to turn it off and on again', async () => {
    await resetSecondFactor(t.app.db);
    const [recoveryCode] = await turnOnSecondFactor(t);
    expect((await status()).secretUnreadable).toBe(false);
    const moved = await createTestApp({
      database: t.database,
      secondFactorKey: secondFactorKey('another server secret'),
    });
    try {
      const signedIn = await login({ otp: recoveryCode }, '10.8.0.1', undefined, moved.app);
      expect(signedIn.statusCode).toBe(200);
      const there = await moved.app.inject({
        url: '/api/admin/2fa',
        headers: { cookie: cookieHeaderFrom(signedIn) },
      });
      expect(there.json()).toMatchObject({ enabled: true, secretUnreadable: true });
    } finally {
      await moved.close();
    }
  });
});

// Last: the account's lockout it causes would hold back the sign-ins of the tests above.
describe('anonymous wrong passwords do not lock out a browser that signed in before', () => {
  // An app of its own: its sign-in counters start at nought.
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const own = await createTestApp();
    app = own.app;
    close = own.close;
  });
  afterAll(() => close());
  const login = (body: { password?: string }, address: string, cookie?: string) =>
    signIn(body, address, cookie, app);

  it('lets the device cookie through the account lockout; a new browser waits', async () => {
    const own = await login({}, '10.1.0.1');
    expect(own.statusCode).toBe(200);
    const setCookie = String(own.headers['set-cookie']);
    expect(setCookie).toMatch(/device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const browser = cookieHeaderFrom(own);

    // 30 wrong passwords from 3 addresses: the account's lockout for anonymous clients.
    const { max } = DEFAULT_LOGIN_RULES.identifier;
    for (let i = 0; i < max; i += 1) {
      const response = await login({ password: 'guess-number-1' }, `10.2.0.${(i % 3) + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const stranger = await login({}, '10.3.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    const again = await login({}, '10.1.0.1', browser);
    expect(again.statusCode).toBe(200);
    // A forged or another server's cookie is not one.
    const forged = browser.replace(/device=[^;.]+/, 'device=AAAAAAAAAAAAAAAAAAAAAA');
    expect((await login({}, '10.1.0.1', forged)).statusCode).toBe(429);
  });

  it('gives the device cookie a limit of its own', async () => {
    const own = await login({}, '10.4.0.1');
    const browser = cookieHeaderFrom(own);
    const { max } = DEFAULT_LOGIN_RULES.identifierAndClient;
    for (let i = 0; i < max; i += 1) {
      // Each from another address: the device's own counter is what stops it.
      await login({ password: 'guess-number-2' }, `10.5.${i}.1`, browser);
    }
    expect((await login({}, '10.5.200.1', browser)).statusCode).toBe(429);
  });
});
