import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { hashToken } from '../../src/server/services/session.js';
import { sessionTokenOf } from '../helpers/admin-sign-in.js';
import { cookieHeaderFrom, createSignedInHealer, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ signIn: 'none' });

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** Signs the admin in from a browser with this user agent and client address. */
async function signInFrom(userAgent: string, remoteAddress: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { identifier: 'admin', password: TEST_ADMIN_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return cookieHeaderFrom(response);
}

const list = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/sessions', headers: { cookie } });
const end = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/sessions/${id}`, headers: { cookie } });
const profileStatus = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/profile', headers: { cookie } })).statusCode;

describe('GET /api/admin/sessions', () => {
  it("lists the admin's sessions with address, browser and which one is this one", async () => {
    const laptop = await signInFrom(FIREFOX, '203.0.113.7');
    const phone = await signInFrom(PHONE, '198.51.100.20');
    const response = await list(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = response.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    const mine = rows.find((row) => row.current === true)!;
    const other = rows.find((row) => row.current === false)!;
    expect(mine).toMatchObject({ ip: '203.0.113.7', userAgent: FIREFOX });
    expect(other).toMatchObject({ ip: '198.51.100.20', userAgent: PHONE });
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['createdAt', 'current', 'id', 'ip', 'lastSeenAt', 'userAgent'].sort(),
      );
      expect(Number.isNaN(Date.parse(String(row.createdAt)))).toBe(false);
      expect(Number.isNaN(Date.parse(String(row.lastSeenAt)))).toBe(false);
    }
    // The public id is neither the token nor the row id (its hash).
    const tokens = [laptop, phone].map((cookie) => sessionTokenOf(cookie));
    const rowIds = tokens.map(hashToken);
    for (const row of rows) {
      expect(tokens).not.toContain(row.id);
      expect(rowIds).not.toContain(row.id);
    }
    expect((await list(phone)).json().find((row: { current: boolean }) => row.current).id).toBe(
      other.id,
    );
    await end(laptop, String(other.id));
    await end(laptop, String(mine.id));
  });

  it("does not list a healer's sessions, keeps no healer address, and refuses a healer", async () => {
    const admin = await signInFrom(FIREFOX, '203.0.113.8');
    const { healer, cookie } = await createSignedInHealer(t.app);
    const rows = (await list(admin)).json();
    expect(rows).toHaveLength(1);
    const [healerSession] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, healer.id));
    expect(healerSession!.ip).toBeNull();
    expect((await list(cookie)).statusCode).toBe(403);
    expect((await end(cookie, rows[0].id)).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(401);
    await end(admin, rows[0].id);
  });
});

describe('DELETE /api/admin/sessions/{id}', () => {
  it('ends another session: its cookie then gets 401, this one keeps working', async () => {
    const laptop = await signInFrom(FIREFOX, '203.0.113.9');
    const phone = await signInFrom(PHONE, '198.51.100.21');
    const other = (await list(laptop)).json().find((row: { current: boolean }) => !row.current);
    const response = await end(laptop, other.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: 'Signed out', current: false });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    expect((await list(laptop)).json()).toHaveLength(1);
    const again = await end(laptop, other.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Session not found', key: 'sessionNotFound' });
  });

  it('ending the current session signs this browser out', async () => {
    const laptop = await signInFrom(FIREFOX, '203.0.113.10');
    const [mine] = (await list(laptop)).json();
    const response = await end(laptop, mine.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out', current: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(await profileStatus(laptop)).toBe(401);
  });

  it('answers 404 for an id that is not one of the admin’s sessions', async () => {
    const laptop = await signInFrom(FIREFOX, '203.0.113.11');
    const { cookie } = await createSignedInHealer(t.app);
    const [healerRow] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(sessionTokenOf(cookie))));
    for (const id of ['unknown-id', healerRow!.publicId, hashToken(sessionTokenOf(laptop))]) {
      expect((await end(laptop, encodeURIComponent(id))).statusCode).toBe(404);
    }
    expect((await end(laptop, 'x'.repeat(65))).statusCode).toBe(400);
  });
});
