import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupFile, writeBackupFile } from '../../src/db/backup.js';
import { restoreBackup } from '../../src/db/restore.js';
import { passkeyRelyingParty } from '../../src/server/env.js';
import type { AuditEntry } from '../../src/shared/schemas/audit.js';
import {
  cookieHeaderFrom,
  createSignedInHealer,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
} from '../helpers/auth.js';
import {
  addPasskeyVia,
  PASSKEY_ORIGIN,
  passkeySignIn,
  SoftAuthenticator,
} from '../helpers/passkey-authenticator.js';
import { CURRENT_PASSWORD, codeNow, resetSecondFactor } from '../helpers/second-factor.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

const t = setUpApiTest({ env: { PUBLIC_URL: PASSKEY_ORIGIN } });
const work = mkdtempSync(join(tmpdir(), 'healers-passkeys-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const phone = () => new SoftAuthenticator(PASSKEY_ORIGIN);

const healerStatus = async (cookie: string) =>
  (await t.call('GET', '/api/healer/status', undefined, { cookie })).json<{
    isAuthenticated: boolean;
    healer?: { id: string };
  }>();

const passkeysOf = async (kind: 'admin' | 'healer', cookie: string) =>
  (await t.call('GET', `/api/${kind}/passkeys`, undefined, { cookie })).json<{
    available: boolean;
    message?: string;
    passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  }>();

const auditActions = async (targetId: string) =>
  (await t.call('GET', `/api/admin/audit?target=${targetId}&limit=20`))
    .json<AuditEntry[]>()
    .map((entry) => entry.action);

/** A healer signed in with a password, with one passkey on a phone of their own. */
async function healerWithPasskey() {
  const signedIn = await createSignedInHealer(t.app);
  const authenticator = phone();
  const added = await addPasskeyVia(t.app, 'healer', signedIn.cookie, authenticator);
  expect(added.statusCode, added.body).toBe(200);
  return { ...signedIn, authenticator };
}

describe('a healer’s passkey (decision 063)', () => {
  it('is added after a password sign-in, listed with its name and dates, and signs in alone', async () => {
    const { healer, cookie, authenticator } = await healerWithPasskey();
    const listed = await passkeysOf('healer', cookie);
    expect(listed.available).toBe(true);
    expect(listed.passkeys).toEqual([
      {
        id: authenticator.passkeys[0]!.id,
        name: 'Test phone',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);

    const signIn = await passkeySignIn(t.app, 'healer', authenticator);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ healer: { id: healer.id }, mustChangePassword: false });
    const status = await healerStatus(cookieHeaderFrom(signIn));
    expect(status).toMatchObject({ isAuthenticated: true, healer: { id: healer.id } });

    const [used] = (await passkeysOf('healer', cookie)).passkeys;
    expect(used?.lastUsedAt).not.toBeNull();
    expect(await auditActions(healer.id)).toEqual(
      expect.arrayContaining(['passkey.add', 'passkey.use']),
    );
  });

  it('takes each challenge once: the same answer again is refused', async () => {
    const { authenticator } = await healerWithPasskey();
    const options = await t.call('POST', '/api/healer/passkeys/sign-in-options', undefined, {});
    const cookie = cookieHeaderFrom(options);
    const response = authenticator.assert(options.json());
    const send = () => t.call('POST', '/api/healer/passkeys/sign-in', { response }, { cookie });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ key: 'passkeyChallengeExpired' });
  });

  it('refuses an answer from another browser than the one that asked (the ceremony cookie)', async () => {
    const { authenticator } = await healerWithPasskey();
    const options = await t.call('POST', '/api/healer/passkeys/sign-in-options', undefined, {});
    const response = authenticator.assert(options.json());
    const other = await t.call('POST', '/api/healer/passkeys/sign-in-options', undefined, {});
    const refused = await t.call(
      'POST',
      '/api/healer/passkeys/sign-in',
      { response },
      { cookie: cookieHeaderFrom(other) },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ key: 'passkeyChallengeExpired' });
  });

  it('refuses a counter that did not move on (a copied passkey) and one without user verification', async () => {
    const { authenticator } = await healerWithPasskey();
    expect((await passkeySignIn(t.app, 'healer', authenticator, { counter: 5 })).statusCode).toBe(
      200,
    );
    const replayed = await passkeySignIn(t.app, 'healer', authenticator, { counter: 5 });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ key: 'passkeyRefused' });
    const unverified = await passkeySignIn(t.app, 'healer', authenticator, {
      userVerified: false,
    });
    expect(unverified.statusCode).toBe(401);
  });

  it('is not added without user verification (a phone without a screen lock)', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const refused = await addPasskeyVia(t.app, 'healer', cookie, phone(), { userVerified: false });
    expect(refused.statusCode).toBe(400);
    expect((await passkeysOf('healer', cookie)).passkeys).toEqual([]);
  });

  it('once removed, no longer signs in, with a message saying what to do', async () => {
    const { healer, cookie, authenticator } = await healerWithPasskey();
    const id = authenticator.passkeys[0]!.id;
    const removed = await t.call('DELETE', `/api/healer/passkeys/${id}`, undefined, { cookie });
    expect(removed.statusCode).toBe(200);
    expect((await passkeysOf('healer', cookie)).passkeys).toEqual([]);
    const refused = await passkeySignIn(t.app, 'healer', authenticator);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      key: 'passkeyNotRecognised',
      message: expect.stringContaining('Sign in with your phone and password'),
    });
    expect(await auditActions(healer.id)).toContain('passkey.remove');
    // Another healer cannot remove it either: it is not theirs.
    const other = await healerWithPasskey();
    const foreign = other.authenticator.passkeys[0]!.id;
    expect(
      (await t.call('DELETE', `/api/healer/passkeys/${foreign}`, undefined, { cookie })).statusCode,
    ).toBe(404);
  });

  it('signs in to its own account only: not to another healer’s phone, nor as the admin', async () => {
    const first = await healerWithPasskey();
    const second = await createSignedInHealer(t.app);
    const toOther = await passkeySignIn(t.app, 'healer', first.authenticator, {
      body: { phone: second.healer.phone },
    });
    expect(toOther.statusCode).toBe(401);
    expect(toOther.json()).toMatchObject({ message: 'That passkey belongs to another account' });
    const asAdmin = await passkeySignIn(t.app, 'admin', first.authenticator);
    expect(asAdmin.statusCode).toBe(401);
    expect(asAdmin.json()).toMatchObject({ key: 'passkeyOtherAccount' });
    // With its own phone typed, it signs in.
    const own = await passkeySignIn(t.app, 'healer', first.authenticator, {
      body: { phone: first.healer.phone },
    });
    expect(own.statusCode).toBe(200);
  });

  it('stays through the admin’s password reset unless the admin removes it too', async () => {
    const kept = await healerWithPasskey();
    const reset = await t.call('POST', `/api/admin/users/${kept.healer.id}/reset-password`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await passkeySignIn(t.app, 'healer', kept.authenticator)).statusCode).toBe(200);

    const removed = await healerWithPasskey();
    const resetAll = await t.call('POST', `/api/admin/users/${removed.healer.id}/reset-password`, {
      removePasskeys: true,
    });
    expect(resetAll.statusCode).toBe(200);
    expect((await passkeySignIn(t.app, 'healer', removed.authenticator)).statusCode).toBe(401);
    expect(await auditActions(removed.healer.id)).toContain('passkey.remove');
  });

  it('is in the backup and comes back with a restore, and is not in the exported sheet', async () => {
    const { authenticator } = await healerWithPasskey();
    const id = authenticator.passkeys[0]!.id;
    const exported = await t.call('GET', '/api/admin/healers/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(id);
    expect(exported.body.toLowerCase()).not.toContain('passkey');

    const file = join(work, 'with-passkeys.jsonl.gz');
    const written = await writeBackupFile(t.app.db, 'test', file);
    expect(written.counts.passkeys).toBeGreaterThan(0);
    await restoreBackup(t.app.db, readBackupFile(file), { force: true });
    // The restore ended every session; the passkey signs in as before.
    expect((await passkeySignIn(t.app, 'healer', authenticator)).statusCode).toBe(200);
  });
});

describe('the admin’s passkey (decision 063)', () => {
  let admin: string;
  beforeAll(async () => {
    await resetSecondFactor(t.app.db);
    // The restore above ended every session.
    admin = await signInAdmin(t.app);
  });

  it('is added only with the current password, and the code while two-step sign-in is on', async () => {
    const wrong = await addPasskeyVia(t.app, 'admin', admin, phone(), {
      check: { currentPassword: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ key: 'currentPasswordIncorrect' });

    const setUp = await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD, { cookie: admin });
    const secret = setUp.json<{ secret: string }>().secret;
    const enabled = await t.call(
      'POST',
      '/api/admin/2fa/enable',
      { ...CURRENT_PASSWORD, code: codeNow(secret) },
      { cookie: admin },
    );
    expect(enabled.statusCode).toBe(200);
    const [recoveryCode] = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;

    const noCode = await addPasskeyVia(t.app, 'admin', admin, phone(), {
      check: CURRENT_PASSWORD,
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ otpRequired: true });

    const authenticator = phone();
    const added = await addPasskeyVia(t.app, 'admin', admin, authenticator, {
      check: { currentPassword: TEST_ADMIN_PASSWORD, otp: recoveryCode! },
    });
    expect(added.statusCode, added.body).toBe(200);

    // Two-step sign-in is on: the password alone asks for the code, the passkey alone signs in.
    const password = await t.call(
      'POST',
      '/api/admin/login',
      { identifier: 'admin', password: TEST_ADMIN_PASSWORD },
      {},
    );
    expect(password.json()).toMatchObject({ otpRequired: true });
    const signIn = await passkeySignIn(t.app, 'admin', authenticator);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const status = await t.call('GET', '/api/admin/status', undefined, {
      cookie: cookieHeaderFrom(signIn),
    });
    expect(status.json()).toEqual({ isAuthenticated: true });
    const listed = await passkeysOf('admin', admin);
    expect(listed.passkeys).toHaveLength(1);
    expect(listed.passkeys[0]?.lastUsedAt).not.toBeNull();

    // A healer's sign-in does not take the admin's passkey.
    const asHealer = await passkeySignIn(t.app, 'healer', authenticator);
    expect(asHealer.json()).toMatchObject({ key: 'passkeyOtherAccount' });
    await resetSecondFactor(t.app.db);
  });
});

describe('without a usable PUBLIC_URL', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ database: t.database });
  });
  afterAll(async () => {
    await plain.close();
  });

  it('offers no passkeys, saying what to set', async () => {
    const options = await plain.app.inject({
      method: 'POST',
      url: '/api/healer/passkeys/sign-in-options',
    });
    expect(options.statusCode).toBe(409);
    expect(options.json()).toMatchObject({
      key: 'passkeysNeedPublicUrl',
      message: expect.stringContaining('PUBLIC_URL'),
    });
    const { cookie } = await createSignedInHealer(plain.app);
    const list = await plain.app.inject({ url: '/api/healer/passkeys', headers: { cookie } });
    expect(list.json()).toMatchObject({
      available: false,
      message: expect.stringContaining('PUBLIC_URL'),
    });
  });

  it('binds passkeys to https origins, or http on localhost only', () => {
    expect(passkeyRelyingParty('https://healers.example.org')).toEqual({
      rpID: 'healers.example.org',
      origin: 'https://healers.example.org',
    });
    expect(passkeyRelyingParty('http://localhost:5103')).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:5103',
    });
    expect(passkeyRelyingParty('http://healers.example.org')).toHaveProperty('refused');
    expect(passkeyRelyingParty(undefined)).toHaveProperty('refused');
  });
});
