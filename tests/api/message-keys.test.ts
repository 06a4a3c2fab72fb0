import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enAccount } from '../../src/client/i18n/en/account.js';
import { mlAccount } from '../../src/client/i18n/ml/account.js';
import { createSignedInHealer, signInAdmin } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});

afterAll(async () => {
  await t.close();
});

/** Every key a reply names has its text in both catalogues (what the client will show). */
function expectTranslatable(body: { key?: string; errors?: { key?: string }[] }) {
  const keys = [body.key, ...(body.errors ?? []).map((error) => error.key)].filter(Boolean);
  for (const key of keys) {
    expect(enAccount.validation, key).toHaveProperty([key!]);
    expect(mlAccount.validation, key).toHaveProperty([key!]);
  }
}

describe('error replies name their message by a stable key beside the English', () => {
  it('for a schema refusal, on the reply and on each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers',
      headers: { cookie: admin },
      payload: { name: ' ', phone: '9876543210', district: 'Kollam', pincode: '691001' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Name is required', key: 'nameRequired' });
    expect(body.errors).toContainEqual({
      path: 'name',
      message: 'Name is required',
      key: 'nameRequired',
    });
    expectTranslatable(body);
  });

  it("for a route's own check (the healer's change of password)", async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/healer/change-password',
      headers: { cookie },
      payload: { currentPassword: '', newPassword: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please fill in all fields',
      key: 'fillAllFields',
    });
  });

  it('for a service refusal and a guard', async () => {
    const missing = await t.app.inject({
      url: '/api/admin/healers/no-such-healer',
      headers: { cookie: admin },
    });
    expect(missing.json()).toEqual({ message: 'Healer not found', key: 'healerNotFound' });
    const anonymous = await t.app.inject('/api/admin/stats');
    expect(anonymous.json()).toEqual({
      message: 'Admin authentication required',
      key: 'adminAuthRequired',
    });
    expectTranslatable(missing.json());
    expectTranslatable(anonymous.json());
  });

  it('and the generic invalidInput for a message meant for developers (API parameters)', async () => {
    // Decision 059: every error a client can meet has a key; the English stays the developer's.
    const response = await t.app.inject('/api/healers/search?near=abc');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^near must be/);
    expect(body.key).toBe('invalidInput');
  });
});
