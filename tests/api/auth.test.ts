import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import { healerSchema } from '../../src/shared/schemas/healer.js';
import {
  cookieHeaderFrom,
  createHealerViaDb,
  createSignedInHealer,
  loginAsHealer,
  signInAdmin,
  uniquePhone,
} from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

// The specification's first sign-in (phone as password); the default one-time codes are
// tested in sign-in-code.test.ts.
const t = setUpApiTest({ env: { FIRST_PASSWORD: 'phone' }, signIn: 'none' });

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('POST /api/healer/login', () => {
  it('signs a healer in with the phone as first password and says it must change', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Asha Menon' });
    const response = await post('/api/healer/login', {
      phone: healer.phone,
      password: healer.phone,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Logged in successfully');
    expect(body.mustChangePassword).toBe(true);
    expect(healerSchema.strict().parse(body.healer)).toMatchObject({
      id: healer.id,
      name: 'Asha Menon',
      phone: healer.phone,
    });
    expect(cookieHeaderFrom(response)).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
  });

  it('signs in with an own password without the first-sign-in flag', async () => {
    const healer = await createHealerViaDb(t.app.db, { password: 'own-secret-1' });
    const response = await post('/api/healer/login', {
      phone: healer.phone,
      password: 'own-secret-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().mustChangePassword).toBe(false);
  });

  it.each([
    ['with +91 and spaces', (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`],
    ['with the trunk 0', (digits: string) => `0${digits}`],
    ['with 91 and dashes', (digits: string) => `91-${digits.slice(0, 5)}-${digits.slice(5)}`],
  ])('signs in with the 10 digits when the admin wrote the phone %s', async (_label, written) => {
    const digits = uniquePhone();
    const healer = await createHealerViaDb(t.app.db, { phone: written(digits) });
    // The first password is the phone as the admin wrote it, and the 10 digits too.
    for (const password of [digits, healer.phone]) {
      const response = await post('/api/healer/login', { phone: digits, password });
      expect(response.statusCode).toBe(200);
      expect(response.json().healer.id).toBe(healer.id);
      expect(response.json().mustChangePassword).toBe(true);
    }
  });

  it('takes the phone as a password only while it is the first-sign-in password', async () => {
    const digits = uniquePhone();
    const healer = await createHealerViaDb(t.app.db, {
      phone: `+91 ${digits}`,
      password: 'own-secret-2',
    });
    expect(healer.mustChangePassword).toBe(false);
    for (const password of [digits, `+91 ${digits}`]) {
      const response = await post('/api/healer/login', { phone: digits, password });
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await post('/api/healer/login', { phone: digits, password: 'own-secret-2' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['a wrong password', async () => (await createHealerViaDb(t.app.db)).phone, 'wrong-pass'],
    ['an unknown phone', async () => uniquePhone(), 'whatever'],
  ])('answers 401 for %s, with no cookie', async (_label, phoneOf, password) => {
    const response = await post('/api/healer/login', { phone: await phoneOf(), password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid phone number or password',
      key: 'invalidHealerLogin',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{}, 'Phone number is required'],
    [{ phone: '', password: 'x' }, 'Phone number is required'],
    [{ phone: '98470123456', password: 'x' }, 'Phone number must be 10 digits or less'],
    [{ phone: '98470abcde', password: 'x' }, 'Phone number must contain only digits'],
    [{ phone: '9847012345' }, 'Password is required'],
    [{ phone: '9847012345', password: '' }, 'Password is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await post('/api/healer/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors[0].message).toBe(message);
  });
});

describe('GET /api/healer/status', () => {
  it('says signed out without a session, and with an admin session', async () => {
    expect((await get('/api/healer/status')).json()).toEqual({ isAuthenticated: false });
    const admin = await signInAdmin(t.app);
    expect((await get('/api/healer/status', admin)).json()).toEqual({ isAuthenticated: false });
    expect((await get('/api/healer/status', 'sid=not-a-token')).json()).toEqual({
      isAuthenticated: false,
    });
  });

  it('shows the signed-in healer and the first-sign-in flag', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const cookie = await loginAsHealer(t.app, healer.phone, healer.phone);
    const body = (await get('/api/healer/status', cookie)).json();
    expect(body.isAuthenticated).toBe(true);
    expect(body.mustChangePassword).toBe(true);
    expect(healerSchema.strict().parse(body.healer).id).toBe(healer.id);
  });
});

describe('POST /api/healer/logout', () => {
  it('signs out and clears the cookie', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const response = await post('/api/healer/logout', undefined, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await get('/api/healer/status', cookie)).json()).toEqual({ isAuthenticated: false });
  });

  it('answers 200 when nobody was signed in', async () => {
    expect((await post('/api/healer/logout')).statusCode).toBe(200);
  });
});

describe('POST /api/healer/change-password', () => {
  it('replaces the first-sign-in password and lifts the rule', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const cookie = await loginAsHealer(t.app, healer.phone, healer.phone);
    const response = await post(
      '/api/healer/change-password',
      { currentPassword: healer.phone, newPassword: 'brand-new-1' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully' });
    expect((await get('/api/healer/status', cookie)).json().mustChangePassword).toBe(false);
    const oldOne = await post('/api/healer/login', { phone: healer.phone, password: healer.phone });
    expect(oldOne.statusCode).toBe(401);
    const newOne = await post('/api/healer/login', {
      phone: healer.phone,
      password: 'brand-new-1',
    });
    expect(newOne.statusCode).toBe(200);
    expect(newOne.json().mustChangePassword).toBe(false);
  });

  it('answers 401 signed out and 403 for an admin', async () => {
    const payload = { currentPassword: 'a-password', newPassword: 'b-password' };
    const signedOut = await post('/api/healer/change-password', payload);
    expect(signedOut.statusCode).toBe(401);
    const admin = await signInAdmin(t.app);
    expect((await post('/api/healer/change-password', payload, admin)).statusCode).toBe(403);
  });

  it.each([
    [{}, 400, 'Please fill in all fields'],
    [{ currentPassword: '', newPassword: 'long-enough' }, 400, 'Please fill in all fields'],
    [{ currentPassword: 'healer-own-pass', newPassword: '' }, 400, 'Please fill in all fields'],
    [{ currentPassword: 7, newPassword: 'long-enough' }, 400, 'Current password is required'],
    [
      { currentPassword: 'healer-own-pass', newPassword: '12345' },
      400,
      'New password must be at least 6 characters',
    ],
    [
      { currentPassword: 'not-my-password', newPassword: 'long-enough' },
      400,
      'Current password is incorrect',
    ],
  ])('refuses %j with %i "%s"', async (payload, status, message) => {
    const { cookie } = await createSignedInHealer(t.app);
    const response = await post('/api/healer/change-password', payload, cookie);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses the phone number as the new password', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    for (const newPassword of [healer.phone, `+91 ${healer.phone}`]) {
      const response = await post(
        '/api/healer/change-password',
        { currentPassword: 'healer-own-pass', newPassword },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('New password must not be your phone number');
    }
  });

  it('answers 401 once the healer no longer exists', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    await t.app.db.delete(healers).where(eq(healers.id, healer.id));
    const response = await post(
      '/api/healer/change-password',
      { currentPassword: 'healer-own-pass', newPassword: 'long-enough' },
      cookie,
    );
    expect(response.statusCode).toBe(401);
    expect((await get('/api/healer/status', cookie)).json()).toEqual({ isAuthenticated: false });
  });
});

it('answers an unknown healer path with a JSON 404', async () => {
  const response = await get('/api/healer/nothing-here');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toHaveProperty('message');
});
