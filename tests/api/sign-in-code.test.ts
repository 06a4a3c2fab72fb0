import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import { type SignInCodeKey, signInCodeKey } from '../../src/server/services/sign-in-code.js';
import { buildHealerInput } from '../factories/healer-input.js';
import {
  createHealerViaDb,
  createSignedInHealer,
  signInAdmin,
  uniquePhone,
} from '../helpers/auth.js';
import { createTestApp, setUpApiTest } from '../helpers/test-app.js';

// One-time sign-in codes (DESIGN §5), the default FIRST_PASSWORD=code.
const t = setUpApiTest();

const DAY = 24 * 60 * 60 * 1000;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const login = (phone: string, password: string) =>
  call('POST', '/api/healer/login', undefined, { phone, password });
const cookieOf = (response: { headers: Record<string, unknown> }) => {
  const setCookie = response.headers['set-cookie'];
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return String(line).split(';')[0]!;
};

interface IssuedCode {
  code: string;
  expiresAt: string;
}

async function createWithCode(name: string): Promise<{ id: string; phone: string; code: string }> {
  const phone = uniquePhone();
  const response = await call(
    'POST',
    '/api/admin/healers',
    t.cookie,
    buildHealerInput({ name, phone, district: 'Kollam', pincode: '691001' }),
  );
  expect(response.statusCode).toBe(201);
  const body = response.json() as { id: string; signInCode: IssuedCode };
  return { id: body.id, phone, code: body.signInCode.code };
}

const usersRow = async (id: string) => {
  const users = (await call('GET', '/api/admin/users', t.cookie)).json() as {
    id: string;
    signInState: string;
    codeExpiresAt: string | null;
  }[];
  return users.find((user) => user.id === id);
};

describe('creating a healer issues a one-time code', () => {
  it('replies with an 8-digit code shown as 1234 5678, valid 14 days, stored only as a hash', async () => {
    const before = Date.now();
    const phone = uniquePhone();
    const response = await call(
      'POST',
      '/api/admin/healers',
      t.cookie,
      buildHealerInput({ name: 'Code Fresh', phone, district: 'Kollam', pincode: '691001' }),
    );
    expect(response.statusCode).toBe(201);
    const { signInCode, id } = response.json() as { signInCode: IssuedCode; id: string };
    expect(signInCode.code).toMatch(/^\d{4} \d{4}$/);
    const expires = Date.parse(signInCode.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 14 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 14 * DAY + 1000);
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, id));
    // Keyed with the server's stable secret (decision 021): a salt and a MAC, never the digits.
    expect(row!.signInCodeHash).toMatch(/^\$hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(signInCode.code.replace(' ', ''));
    expect(await usersRow(id)).toMatchObject({
      signInState: 'code-pending',
      codeExpiresAt: signInCode.expiresAt,
    });
    // Neither the public nor the admin's lists nor the CSV carry it.
    for (const url of [`/api/healers/${id}`, '/api/admin/healers', '/api/admin/healers/export']) {
      const body = (await call('GET', url, t.cookie)).body;
      expect(body).not.toContain(signInCode.code.replace(' ', ''));
      expect(body).not.toContain(signInCode.code);
    }
  });
});

describe('signing in with the code', () => {
  it('takes the code with or without its space, as a first sign-in that must change the password', async () => {
    // A code signs in once, so each spelling gets its own account.
    for (const spaced of [true, false]) {
      const healer = await createWithCode(`Code Spaces ${spaced ? 'With' : 'Without'}`);
      const typed = spaced ? healer.code : healer.code.replace(' ', '');
      const response = await login(healer.phone, typed);
      expect(response.statusCode).toBe(200);
      expect(response.json().mustChangePassword).toBe(true);
      const cookie = cookieOf(response);
      const edit = await call('PUT', '/api/healer/profile', cookie, {
        name: 'Code Spaces',
        district: 'Kollam',
        pincode: '691001',
      });
      expect(edit.statusCode).toBe(403);
    }
  });

  it('refuses the phone number as password, for new and for older accounts', async () => {
    const fresh = await createWithCode('Code Phone Refused');
    expect((await login(fresh.phone, fresh.phone)).statusCode).toBe(401);
    // An account from before codes, whose stored first password is still the phone.
    const older = await createHealerViaDb(t.app.db, { name: 'Code Older Account' });
    expect(older.mustChangePassword).toBe(true);
    const refused = await login(older.phone, older.phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: 'Invalid phone number or password',
      key: 'invalidHealerLogin',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await usersRow(older.id)).toMatchObject({ signInState: 'no-code' });
  });

  it('refuses an expired code and a wrong one', async () => {
    const healer = await createWithCode('Code Expired');
    expect((await login(healer.phone, '0000 0000')).statusCode).toBe(401);
    await t.app.db
      .update(healers)
      .set({ signInCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(healers.id, healer.id));
    expect((await login(healer.phone, healer.code)).statusCode).toBe(401);
    expect(await usersRow(healer.id)).toMatchObject({ signInState: 'code-expired' });
  });

  it('spends the code when the healer chooses a password, which must be neither phone nor code', async () => {
    const healer = await createWithCode('Code Spent');
    const cookie = cookieOf(await login(healer.phone, healer.code));
    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/api/healer/change-password', cookie, { currentPassword, newPassword });
    expect((await change(healer.code, healer.phone)).json().message).toBe(
      'New password must not be your phone number',
    );
    const sameAsCode = await change(healer.code, healer.code.replace(' ', ''));
    expect(sameAsCode.statusCode).toBe(400);
    expect(sameAsCode.json().message).toBe('New password must not be your sign-in code');
    const changed = await change(healer.code, 'chosen-by-healer');
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/healer/status', cookie)).json().mustChangePassword).toBe(false);
    expect((await login(healer.phone, healer.code)).statusCode).toBe(401);
    const own = await login(healer.phone, 'chosen-by-healer');
    expect(own.statusCode).toBe(200);
    expect(own.json().mustChangePassword).toBe(false);
    expect(await usersRow(healer.id)).toMatchObject({
      signInState: 'password',
      codeExpiresAt: null,
    });
  });
});

describe('the first password is chosen without typing the code again (decision 068)', () => {
  it('a first-sign-in session sets the password from the new one alone; afterwards the current one is needed', async () => {
    const healer = await createWithCode('Code Known');
    const cookie = cookieOf(await login(healer.phone, healer.code));
    const first = await call('POST', '/api/healer/change-password', cookie, {
      newPassword: 'first-own-secret',
    });
    expect(first.statusCode).toBe(200);
    expect((await call('GET', '/api/healer/status', cookie)).json().mustChangePassword).toBe(false);
    expect((await login(healer.phone, 'first-own-secret')).statusCode).toBe(200);

    // The rule lifted, leaving the current password out is the form's message again.
    const later = await call('POST', '/api/healer/change-password', cookie, {
      newPassword: 'second-own-secret',
    });
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe('Please fill in all fields');
    expect((await login(healer.phone, 'second-own-secret')).statusCode).toBe(401);
  });
});

describe('a code is spent by its first sign-in and void after 20 wrong tries (DESIGN §10.7)', () => {
  const VOID_MESSAGE =
    'This sign-in code no longer works: it was tried wrongly too many times. Please ask the federation for a new code.';
  const loginFrom = (remoteAddress: string, phone: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone, password },
      remoteAddress,
    });

  it('a second sign-in with a code that already signed in fails; the first session still chooses a password', async () => {
    const healer = await createWithCode('Code Once');
    const first = await login(healer.phone, healer.code);
    expect(first.statusCode).toBe(200);
    const again = await login(healer.phone, healer.code.replace(' ', ''));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: 'Invalid phone number or password',
      key: 'invalidHealerLogin',
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    const cookie = cookieOf(first);
    expect((await call('GET', '/api/healer/status', cookie)).json().mustChangePassword).toBe(true);
    const changed = await call('POST', '/api/healer/change-password', cookie, {
      currentPassword: healer.code,
      newPassword: 'chosen-after-one-sign-in',
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(healer.phone, 'chosen-after-one-sign-in')).statusCode).toBe(200);
  });

  it('20 wrong codes from 20 addresses make it void: the right one then fails with the void message', async () => {
    const healer = await createWithCode('Code Ground Down');
    const right = healer.code.replace(' ', '');
    const wrong = String((Number(right) + 1) % 100_000_000).padStart(8, '0');
    for (let i = 1; i <= 19; i++) {
      const miss = await loginFrom(`203.0.113.${i}`, healer.phone, wrong);
      expect(miss.statusCode).toBe(401);
      expect(miss.json().message).toBe('Invalid phone number or password');
    }
    expect(await usersRow(healer.id)).toMatchObject({ signInState: 'code-pending' });
    const twentieth = await loginFrom('203.0.113.20', healer.phone, wrong);
    expect(twentieth.statusCode).toBe(401);
    expect(twentieth.json().message).toBe(VOID_MESSAGE);

    const refused = await loginFrom('198.51.100.7', healer.phone, healer.code);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: VOID_MESSAGE, key: 'signInCodeVoid' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await usersRow(healer.id)).toMatchObject({ signInState: 'code-void' });

    // "New code" from the users table gives the owner a way in again.
    const fresh = await call('POST', `/api/admin/users/${healer.id}/reset-password`, t.cookie);
    expect(fresh.statusCode).toBe(200);
    expect(await usersRow(healer.id)).toMatchObject({ signInState: 'code-pending' });
    const code = (fresh.json().signInCode as IssuedCode).code;
    expect((await loginFrom('198.51.100.8', healer.phone, code)).statusCode).toBe(200);
  });
});

describe('a new code from the admin', () => {
  it('reset-password: a new code cancels the old one and the password, and ends the sessions', async () => {
    const { healer, cookie, password } = await createSignedInHealer(t.app, { name: 'Code Reset' });
    const first = await call('POST', `/api/admin/users/${healer.id}/reset-password`, t.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('A new one-time sign-in code was issued');
    const firstCode = (first.json().signInCode as IssuedCode).code;
    expect(firstCode).toMatch(/^\d{4} \d{4}$/);
    expect((await call('GET', '/api/healer/status', cookie)).json().isAuthenticated).toBe(false);
    expect((await login(healer.phone, password)).statusCode).toBe(401);

    const codeSession = cookieOf(await login(healer.phone, firstCode));
    const second = await call('POST', `/api/admin/users/${healer.id}/reset-password`, t.cookie);
    const secondCode = (second.json().signInCode as IssuedCode).code;
    expect((await call('GET', '/api/healer/status', codeSession)).json().isAuthenticated).toBe(
      false,
    );
    if (secondCode !== firstCode) {
      expect((await login(healer.phone, firstCode)).statusCode).toBe(401);
    }
    expect((await login(healer.phone, secondCode)).statusCode).toBe(200);
  });

  it('phone change: the reply has a code for the new phone, the old sign-in stops', async () => {
    const { healer, password } = await createSignedInHealer(t.app, { name: 'Code Rephone' });
    const newPhone = uniquePhone();
    const response = await call('PATCH', `/api/admin/users/${healer.id}/phone`, t.cookie, {
      newPhone,
    });
    expect(response.statusCode).toBe(200);
    const { signInCode, user } = response.json() as {
      signInCode: IssuedCode;
      user: { signInState: string };
    };
    expect(user.signInState).toBe('code-pending');
    expect((await login(healer.phone, password)).statusCode).toBe(401);
    expect((await login(newPhone, password)).statusCode).toBe(401);
    expect((await login(newPhone, newPhone)).statusCode).toBe(401);
    expect((await login(newPhone, signInCode.code)).json().mustChangePassword).toBe(true);
  });

  it('the admin healer edit with a new phone also issues a code', async () => {
    const healer = await createWithCode('Code Edit Phone');
    const newPhone = uniquePhone();
    const response = await call('PATCH', `/api/admin/healers/${healer.id}`, t.cookie, {
      phone: newPhone,
    });
    expect(response.statusCode).toBe(200);
    const { signInCode } = response.json() as { signInCode: IssuedCode };
    expect((await login(newPhone, healer.code)).statusCode).toBe(401);
    expect((await login(newPhone, signInCode.code)).statusCode).toBe(200);
  });
});

describe('the takeover the review reproduced', () => {
  it('fails at the first step: a listed phone number signs nobody in', async () => {
    const healer = await createWithCode('Code Takeover Target');
    // What a stranger sees on the public card.
    const card = (await call('GET', `/api/healers/${healer.id}`)).json() as { phone: string };
    const attempt = await login(card.phone, card.phone);
    expect(attempt.statusCode).toBe(401);
    const takeover = await call(
      'POST',
      '/api/healer/change-password',
      attempt.headers['set-cookie'] ? cookieOf(attempt) : undefined,
      { currentPassword: card.phone, newPassword: 'attacker-pass' },
    );
    expect(takeover.statusCode).toBe(401);
    const profile = await call('PUT', '/api/healer/profile', undefined, {
      name: 'Code Takeover Target',
      district: 'Kollam',
      pincode: '691001',
      bookingWhatsApp: '9000000000',
    });
    expect(profile.statusCode).toBe(401);
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    expect(row!.bookingWhatsApp).not.toBe('9000000000');
  });
});

describe('how codes are hashed (decision 021)', () => {
  const loginOn = (app: typeof t.app, phone: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/healer/login', payload: { phone, password } });

  it('another instance with the same secret takes a keyed code; one without it or with another refuses', async () => {
    const healer = await createWithCode('Code Other Instance');
    // One other app at a time: they share the test database's few connections.
    const statusOn = async (key?: SignInCodeKey) => {
      const other = await createTestApp({ database: t.database, signInCodeKey: key });
      try {
        return (await loginOn(other.app, healer.phone, healer.code)).statusCode;
      } finally {
        await other.close();
      }
    };
    expect(await statusOn(null)).toBe(401);
    expect(await statusOn(signInCodeKey('a different secret altogether'))).toBe(401);
    expect(await statusOn(undefined)).toBe(200);
  });

  it('without a stable secret codes are argon2id, and a keyed server still takes them', async () => {
    const keyless = await createTestApp({ database: t.database, signInCodeKey: null });
    try {
      const adminCookie = await signInAdmin(keyless.app);
      const phone = uniquePhone();
      const created = await keyless.app.inject({
        method: 'POST',
        url: '/api/admin/healers',
        headers: { cookie: adminCookie },
        payload: buildHealerInput({
          name: 'Code Argon',
          phone,
          district: 'Kollam',
          pincode: '691001',
        }),
      });
      expect(created.statusCode).toBe(201);
      const { id, signInCode } = created.json() as { id: string; signInCode: IssuedCode };
      const [row] = await t.app.db.select().from(healers).where(eq(healers.id, id));
      expect(row!.signInCodeHash).toMatch(/^\$argon2id\$/);
      expect((await login(phone, signInCode.code)).statusCode).toBe(200);
    } finally {
      await keyless.close();
    }
  });

  it('refuses the code once its stored MAC is altered', async () => {
    const healer = await createWithCode('Code Tampered');
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    const stored = row!.signInCodeHash!;
    const flipped = stored.slice(0, -2) + (stored.at(-2) === 'A' ? 'B' : 'A') + stored.at(-1);
    await t.app.db
      .update(healers)
      .set({ signInCodeHash: flipped })
      .where(eq(healers.id, healer.id));
    expect((await login(healer.phone, healer.code)).statusCode).toBe(401);
    await t.app.db.update(healers).set({ signInCodeHash: stored }).where(eq(healers.id, healer.id));
    expect((await login(healer.phone, healer.code)).statusCode).toBe(200);
  });
});
