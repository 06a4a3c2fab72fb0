import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healers, sessions } from '../../src/db/schema.js';
import { hashToken, SESSION_LIFETIMES } from '../../src/server/services/session.js';
import { sessionTokenOf } from '../helpers/admin-sign-in.js';
import {
  cookieHeaderFrom,
  createHealerViaDb,
  createSignedInHealer,
  loginAsHealer,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
} from '../helpers/auth.js';
import { createTestApp, setUpApiTest } from '../helpers/test-app.js';

// The specification's first sign-in (phone as password); the default one-time codes are
// tested in sign-in-code.test.ts.
const t = setUpApiTest({ env: { FIRST_PASSWORD: 'phone' }, signIn: 'none' });

const status = async (cookie: string) =>
  (await t.app.inject({ url: '/api/healer/status', headers: { cookie } })).json()
    .isAuthenticated as boolean;

describe('password storage (ASVS 11.4.2)', () => {
  it('keeps only an argon2id hash with OWASP parameters, never the password', async () => {
    const { healer, password } = await createSignedInHealer(t.app);
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(password);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, holds 32 random bytes and only their hash is stored', async () => {
    const healer = await createHealerViaDb(t.app.db, { password: 'cookie-pass-1' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone: healer.phone, password: 'cookie-pass-1' },
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    // Plain HTTP (local use): no Secure, or the browser would drop the cookie.
    expect(header).not.toContain('Secure');
    const token = sessionTokenOf(cookieHeaderFrom(response));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.subjectId, healer.id));
    expect(rows.map((row) => row.id)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is Secure with the __Host- prefix behind HTTPS (PUBLIC_URL https)', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://healers.example.org' } });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { identifier: 'admin', password: TEST_ADMIN_PASSWORD },
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(header).not.toContain('Domain');
      const cookie = cookieHeaderFrom(response);
      const state = await secure.app.inject({ url: '/api/admin/status', headers: { cookie } });
      expect(state.json()).toEqual({ isAuthenticated: true });
      // A plain `sid` with the same token (one a sibling subdomain or an http page could plant)
      // signs nobody in under HTTPS.
      const plain = await secure.app.inject({
        url: '/api/admin/status',
        headers: { cookie: `sid=${sessionTokenOf(cookie)}` },
      });
      // Signed out, the status says only whether the first password was replaced (decision 041).
      expect(plain.json()).toEqual({ isAuthenticated: false, hasCustomCredentials: false });
      const plainProfile = await secure.app.inject({
        url: '/api/admin/profile',
        headers: { cookie: `sid=${sessionTokenOf(cookie)}` },
      });
      expect(plainProfile.statusCode).toBe(401);
    } finally {
      await secure.close();
    }
  });
});

describe('session lifecycle', () => {
  it('gets a new session id on every sign-in and drops the one sent along', async () => {
    const { healer, password, cookie: first } = await createSignedInHealer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone: healer.phone, password },
      headers: { cookie: first },
    });
    const second = cookieHeaderFrom(response);
    expect(sessionTokenOf(second)).not.toBe(sessionTokenOf(first));
    expect(await status(second)).toBe(true);
    expect(await status(first)).toBe(false);
  });

  it('ignores a token the server never issued (no session fixation)', async () => {
    const planted = `sid=${'A'.repeat(43)}`;
    expect(await status(planted)).toBe(false);
  });

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/healer/logout', headers: { cookie } });
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(sessionTokenOf(cookie))));
    expect(row).toBeUndefined();
    expect(await status(cookie)).toBe(false);
  });

  it('ends the other sessions of a healer who changes the password', async () => {
    const { healer, password, cookie: here } = await createSignedInHealer(t.app);
    const elsewhere = await loginAsHealer(t.app, healer.phone, password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/healer/change-password',
      payload: { currentPassword: password, newPassword: 'another-pass-2' },
      headers: { cookie: here },
    });
    expect(response.statusCode).toBe(200);
    expect(await status(here)).toBe(true);
    expect(await status(elsewhere)).toBe(false);
  });

  it('ends every session of a healer whose password the admin resets', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    const admin = await signInAdmin(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${healer.id}/reset-password`,
      headers: { cookie: admin },
    });
    expect(await status(cookie)).toBe(false);
  });

  it.each([
    ['healer', 'idle', SESSION_LIFETIMES.healer.idleMs],
    ['admin', 'idle', SESSION_LIFETIMES.admin.idleMs],
  ] as const)('ends a %s session left %s too long', async (kind, _label, idleMs) => {
    const cookie =
      kind === 'admin' ? await signInAdmin(t.app) : (await createSignedInHealer(t.app)).cookie;
    const url = kind === 'admin' ? '/api/admin/status' : '/api/healer/status';
    const id = hashToken(sessionTokenOf(cookie));
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs + 60_000) })
      .where(eq(sessions.id, id));
    expect((await t.app.inject({ url, headers: { cookie } })).json().isAuthenticated).toBe(true);
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs - 1000) })
      .where(eq(sessions.id, id));
    expect((await t.app.inject({ url, headers: { cookie } })).json().isAuthenticated).toBe(false);
  });

  it('ends a session past its absolute lifetime even when used all along', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const id = hashToken(sessionTokenOf(cookie));
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, id));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBe(SESSION_LIFETIMES.healer.absoluteMs);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.id, id));
    expect(await status(cookie)).toBe(false);
  });
});

describe('first sign-in rule (DESIGN §5)', () => {
  it('allows only status, change-password and logout until a new password is set', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const cookie = await loginAsHealer(t.app, healer.phone, healer.phone);
    const blocked = [
      { method: 'PUT', url: '/api/healer/profile', payload: { name: 'x' } },
      { method: 'POST', url: '/api/healer/upload-photo', payload: {} },
    ] as const;
    for (const call of blocked) {
      const response = await t.app.inject({ ...call, headers: { cookie } });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json()).toEqual({
        message: 'Password change required',
        key: 'passwordChangeRequired',
      });
    }
    const state = await t.app.inject({ url: '/api/healer/status', headers: { cookie } });
    expect(state.json()).toMatchObject({ isAuthenticated: true, mustChangePassword: true });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/healer/change-password',
      payload: { currentPassword: healer.phone, newPassword: 'first-own-pass' },
      headers: { cookie },
    });
    expect(change.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'PUT',
      url: '/api/healer/profile',
      payload: { name: 'Now Allowed', district: 'Kollam', pincode: '691001' },
      headers: { cookie },
    });
    expect(after.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/healer/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
  });
});
