import { describe, expect, it } from 'vitest';
import { createHealerViaDb, createSignedInHealer, uniquePhone } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

// The specification's first sign-in (phone as password); the default one-time codes are
// tested in sign-in-code.test.ts.
const t = setUpApiTest({ env: { FIRST_PASSWORD: 'phone' } });

const request = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const login = (phone: string, password: string) =>
  request('POST', '/api/healer/login', undefined, { phone, password });

describe('GET /api/admin/users', () => {
  it("lists every healer's account, active or not, with exactly the user fields", async () => {
    const active = await createHealerViaDb(t.app.db, { name: 'Users Active', district: 'Kollam' });
    const inactive = await createHealerViaDb(t.app.db, {
      name: 'Users Inactive',
      isActive: 'false',
    });
    const response = await request('GET', '/api/admin/users', t.cookie);
    expect(response.statusCode).toBe(200);
    const users = response.json() as Record<string, unknown>[];
    expect(users).toContainEqual({
      id: active.id,
      name: 'Users Active',
      phone: active.phone,
      district: 'Kollam',
      isActive: 'true',
      signInState: 'phone',
      codeExpiresAt: null,
    });
    expect(users.find((user) => user.id === inactive.id)?.isActive).toBe('false');
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual([
        'codeExpiresAt',
        'district',
        'id',
        'isActive',
        'name',
        'phone',
        'signInState',
      ]);
    }
  });

  it('pages the accounts by name and searches them when asked', async () => {
    const names = ['Usrpage Alpha', 'Usrpage Beta', 'Usrpage Gamma'];
    const made = [];
    for (const name of names) made.push(await createHealerViaDb(t.app.db, { name }));
    const page = async (query: string) => {
      const response = await request('GET', `/api/admin/users?${query}`, t.cookie);
      expect(response.statusCode).toBe(200);
      return response.json() as {
        users: { name: string; phone: string }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };
    const first = await page('q=usrpage&page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.users.map((user) => user.name)).toEqual(['Usrpage Alpha', 'Usrpage Beta']);
    const second = await page('q=usrpage&page=2&pageSize=2');
    expect(second.users.map((user) => user.name)).toEqual(['Usrpage Gamma']);
    const byPhone = await page(`q=${made[1]!.phone}`);
    expect(byPhone).toMatchObject({ total: 1, pageSize: 20 });
    expect(byPhone.users[0]?.name).toBe('Usrpage Beta');
    expect((await request('GET', '/api/admin/users?page=0', t.cookie)).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a healer', async () => {
    expect((await request('GET', '/api/admin/users')).statusCode).toBe(401);
    const { cookie } = await createSignedInHealer(t.app);
    expect((await request('GET', '/api/admin/users', cookie)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/users/{id}/phone', () => {
  it('changes the phone, resets the password to it and ends the healer sessions', async () => {
    const { healer, cookie, password } = await createSignedInHealer(t.app);
    const newPhone = uniquePhone();
    const response = await request('PATCH', `/api/admin/users/${healer.id}/phone`, t.cookie, {
      newPhone: `${newPhone.slice(0, 5)} ${newPhone.slice(5)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'User phone number updated successfully. Password reset to new phone number.',
      user: {
        id: healer.id,
        name: healer.name,
        phone: newPhone,
        district: healer.district,
        isActive: 'true',
        signInState: 'phone',
        codeExpiresAt: null,
      },
    });
    expect((await request('GET', '/api/healer/status', cookie)).json().isAuthenticated).toBe(false);
    expect((await login(healer.phone, password)).statusCode).toBe(401);
    expect((await login(newPhone, password)).statusCode).toBe(401);
    const signIn = await login(newPhone, newPhone);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().mustChangePassword).toBe(true);
    const publicView = await request('GET', `/api/healers/${healer.id}`);
    expect(publicView.json().phone).toBe(newPhone);
  });

  it('answers 409 when another healer has the phone', async () => {
    const taken = await createHealerViaDb(t.app.db);
    const healer = await createHealerViaDb(t.app.db);
    for (const newPhone of [taken.phone, `91${taken.phone}`]) {
      const response = await request('PATCH', `/api/admin/users/${healer.id}/phone`, t.cookie, {
        newPhone,
      });
      expect(response.statusCode).toBe(409);
      const message = 'This phone number is already used by another healer';
      expect(response.json()).toEqual({
        message,
        key: 'phoneUsedByAnother',
        errors: [{ path: 'newPhone', message, key: 'phoneUsedByAnother' }],
      });
    }
  });

  it.each([
    [{}, 'Phone number must be at least 10 digits'],
    [{ newPhone: '' }, 'Phone number must be at least 10 digits'],
    [{ newPhone: '984701234' }, 'Phone number must be at least 10 digits'],
    [{ newPhone: '98470abc45' }, 'Phone number must contain only digits'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const healer = await createHealerViaDb(t.app.db);
    const response = await request(
      'PATCH',
      `/api/admin/users/${healer.id}/phone`,
      t.cookie,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for an unknown user, 401 signed out, 403 to a healer', async () => {
    const payload = { newPhone: uniquePhone() };
    const missing = await request(
      'PATCH',
      '/api/admin/users/no-such-user/phone',
      t.cookie,
      payload,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found', key: 'userNotFound' });
    const { healer, cookie } = await createSignedInHealer(t.app);
    const url = `/api/admin/users/${healer.id}/phone`;
    expect((await request('PATCH', url, undefined, payload)).statusCode).toBe(401);
    expect((await request('PATCH', url, cookie, payload)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/{id}/reset-password', () => {
  it('sets the password back to the phone, with the first-sign-in rule', async () => {
    const { healer, cookie, password } = await createSignedInHealer(t.app);
    const response = await request(
      'POST',
      `/api/admin/users/${healer.id}/reset-password`,
      t.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('User password reset to default (phone number)');
    expect((await request('GET', '/api/healer/status', cookie)).json().isAuthenticated).toBe(false);
    expect((await login(healer.phone, password)).statusCode).toBe(401);
    const signIn = await login(healer.phone, healer.phone);
    expect(signIn.json().mustChangePassword).toBe(true);
  });

  it('answers 404 for an unknown user, 401 signed out, 403 to a healer', async () => {
    const missing = await request('POST', '/api/admin/users/no-such-user/reset-password', t.cookie);
    expect(missing.statusCode).toBe(404);
    const { healer, cookie } = await createSignedInHealer(t.app);
    const url = `/api/admin/users/${healer.id}/reset-password`;
    expect((await request('POST', url)).statusCode).toBe(401);
    expect((await request('POST', url, cookie)).statusCode).toBe(403);
  });
});
