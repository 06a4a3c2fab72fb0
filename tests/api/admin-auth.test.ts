import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema.js';
import {
  adminPasswordNotice,
  ensureAdminAccount,
} from '../../src/server/services/admin-account.js';
import {
  cookieHeaderFrom,
  createSignedInHealer,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
} from '../helpers/auth.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

const t = setUpApiTest({ signIn: 'none' });

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('POST /api/admin/login and GET /api/admin/status', () => {
  it('signs the admin in as "admin" and reports it', async () => {
    expect((await get('/api/admin/status')).json()).toMatchObject({ isAuthenticated: false });
    const response = await post('/api/admin/login', {
      identifier: 'admin',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Logged in successfully');
    const cookie = cookieHeaderFrom(response);
    expect((await get('/api/admin/status', cookie)).json()).toEqual({ isAuthenticated: true });
  });

  it('does not count a healer session as an admin', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    expect((await get('/api/admin/status', cookie)).json()).toMatchObject({
      isAuthenticated: false,
    });
  });

  it.each([
    ['a wrong password', 'admin', 'wrong-password'],
    ['an unknown identifier', 'root', TEST_ADMIN_PASSWORD],
    ['an e-mail that is not set', 'someone@example.org', TEST_ADMIN_PASSWORD],
  ])('answers 401 for %s', async (_label, identifier, password) => {
    const response = await post('/api/admin/login', { identifier, password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid credentials', key: 'invalidCredentials' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{}, 'Email or phone is required'],
    [{ identifier: '   ', password: 'x' }, 'Email or phone is required'],
    [{ identifier: 'admin' }, 'Password is required'],
    [{ identifier: 'admin', password: '' }, 'Password is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await post('/api/admin/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the admin session', async () => {
    const cookie = await signInAdmin(t.app);
    const response = await post('/api/admin/logout', undefined, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
    expect((await get('/api/admin/status', cookie)).json()).toMatchObject({
      isAuthenticated: false,
    });
    expect((await get('/api/admin/profile', cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/profile', () => {
  it('shows e-mail, phone and that the initial credentials are in use', async () => {
    const response = await get('/api/admin/profile', await signInAdmin(t.app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: null, phone: null, hasCustomCredentials: false });
  });

  it('answers 401 signed out and 403 to a healer', async () => {
    const signedOut = await get('/api/admin/profile');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      message: 'Admin authentication required',
      key: 'adminAuthRequired',
    });
    const { cookie } = await createSignedInHealer(t.app);
    expect((await get('/api/admin/profile', cookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/profile', () => {
  // These change the one admin, so they run on their own database, in this order.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());
  const putOwn = (payload: object, cookie?: string) =>
    own.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      payload,
      headers: cookie ? { cookie } : {},
    });

  it.each([
    [{}, 'Please enter at least one field to update'],
    [{ email: '', phone: '  ', password: '' }, 'Please enter at least one field to update'],
    [{ email: 'not-an-email' }, 'Valid email is required'],
    [{ phone: '12345' }, 'Valid phone number is required'],
    [{ phone: 'call-me-maybe' }, 'Valid phone number is required'],
    [
      { password: '12345', currentPassword: TEST_ADMIN_PASSWORD },
      'Password must be at least 6 characters',
    ],
    [{ password: 'new-admin-pass' }, 'Current password is required'],
    [{ password: 'new-admin-pass', currentPassword: '' }, 'Current password is required'],
    [
      { password: 'new-admin-pass', currentPassword: 'not-the-password' },
      'Current password is incorrect',
    ],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await putOwn(payload, await signInAdmin(own.app));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('keeps the password when the current one is missing or wrong (a stolen session cannot lock the admin out)', async () => {
    const cookie = await signInAdmin(own.app);
    for (const payload of [
      { password: 'taken-over-pass' },
      { password: 'taken-over-pass', currentPassword: 'guess-one' },
    ]) {
      expect((await putOwn(payload, cookie)).statusCode).toBe(400);
    }
    expect(await signInAdmin(own.app, TEST_ADMIN_PASSWORD)).toMatch(/^sid=/);
    const taken = await own.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: 'taken-over-pass' },
    });
    expect(taken.statusCode).toBe(401);
  });

  it('answers 401 signed out and 403 to a healer', async () => {
    expect((await putOwn({ email: 'x@example.org' })).statusCode).toBe(401);
    const { cookie } = await createSignedInHealer(own.app);
    expect((await putOwn({ email: 'x@example.org' }, cookie)).statusCode).toBe(403);
  });

  it('sets e-mail and phone, which then sign in too', async () => {
    const cookie = await signInAdmin(own.app);
    const response = await putOwn(
      { email: 'office@example.org', phone: '9847000000', password: '' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({
      email: 'office@example.org',
      phone: '9847000000',
      hasCustomCredentials: false,
    });
    for (const identifier of ['admin', 'Office@Example.org', '9847000000']) {
      expect(await signInAdmin(own.app, TEST_ADMIN_PASSWORD, identifier)).toMatch(/^sid=/);
    }
  });

  it('replaces the password: custom credentials, old password refused, other sessions ended', async () => {
    const other = await signInAdmin(own.app);
    const cookie = await signInAdmin(own.app);
    const response = await putOwn(
      { password: 'my-own-admin-pass', currentPassword: TEST_ADMIN_PASSWORD },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.hasCustomCredentials).toBe(true);
    const old = await own.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(await signInAdmin(own.app, 'my-own-admin-pass')).toMatch(/^sid=/);
    const profileWith = (cookieHeader: string) =>
      own.app.inject({
        method: 'GET',
        url: '/api/admin/profile',
        headers: { cookie: cookieHeader },
      });
    expect((await profileWith(cookie)).statusCode).toBe(200);
    expect((await profileWith(other)).statusCode).toBe(401);
  });
});

it('answers an unknown admin path with a JSON 404 (signed in)', async () => {
  const response = await get('/api/admin/nothing-here', await signInAdmin(t.app));
  expect(response.statusCode).toBe(404);
  expect(response.json()).toHaveProperty('message');
});

describe('admin bootstrap', () => {
  it('creates the admin once, with a generated password or ADMIN_PASSWORD', async () => {
    const own = await createTestApp({ withAdmin: false });
    try {
      const first = await ensureAdminAccount(own.app.db, undefined);
      expect(first.created).toBe(true);
      const password = first.generatedPassword!;
      expect(password).toMatch(/^[A-Za-z0-9_-]{18}$/);
      expect(adminPasswordNotice(password)).toBe(
        `Admin sign-in: identifier "admin", password "${password}" (shown once)\n`,
      );
      expect(await ensureAdminAccount(own.app.db, undefined)).toEqual({ created: false });
      expect(await own.app.db.select().from(admins)).toHaveLength(1);
      const cookie = await signInAdmin(own.app, password);
      const profile = await own.app.inject({
        method: 'GET',
        url: '/api/admin/profile',
        headers: { cookie },
      });
      expect(profile.json().hasCustomCredentials).toBe(false);

      // With ADMIN_PASSWORD nothing is generated, so nothing is shown.
      await own.app.db.delete(admins);
      expect(await ensureAdminAccount(own.app.db, 'from-the-env-1')).toEqual({ created: true });
      expect(await signInAdmin(own.app, 'from-the-env-1')).toMatch(/^sid=/);
    } finally {
      await own.close();
    }
  });
});
