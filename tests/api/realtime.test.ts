import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { buildApp } from '../../src/server/app.js';
import { readEnv } from '../../src/server/env.js';
import { hashToken, SESSION_LIFETIMES } from '../../src/server/services/session.js';
import { sessionTokenOf } from '../helpers/admin-sign-in.js';
import { createSignedInHealer, signInAdmin, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { setUpApiTest, TEST_AUDIT_KEYS, testDbKind } from '../helpers/test-app.js';

interface JoinReply {
  ok: boolean;
  message?: string;
}

const t = setUpApiTest({ signIn: 'none' });
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
});

function open(headers: Record<string, string>): Socket {
  const socket = connect(origin, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const joinAdmin = (socket: Socket) =>
  socket.timeout(5_000).emitWithAck('join-admin') as Promise<JoinReply>;

const nextUpdate = (socket: Socket) =>
  new Promise<Record<string, unknown>[]>((resolve) => socket.once('healers-updated', resolve));

describe("socket 'join-admin'", () => {
  it('is refused without a session, with a healer session and from a foreign Origin', async () => {
    const admin = await signInAdmin(t.app);
    const { cookie: healer } = await createSignedInHealer(t.app);
    const cases = [
      [{}, 'Admin authentication required'],
      [{ cookie: healer }, 'Admin authentication required'],
      [{ cookie: 'sid=forged-token' }, 'Admin authentication required'],
      [{ cookie: admin, origin: 'https://evil.example' }, 'Cross-site connection refused'],
    ] as const;
    for (const [headers, message] of cases) {
      const reply = await joinAdmin(open(headers));
      expect(reply, JSON.stringify(headers)).toEqual({ ok: false, message });
    }
  });

  it("sends 'healers-updated' with the admin list to admins only, after a healer's edit", async () => {
    const adminSocket = open({ cookie: await signInAdmin(t.app), origin });
    expect(await joinAdmin(adminSocket)).toEqual({ ok: true });
    const outsider = open({});
    expect((await joinAdmin(outsider)).ok).toBe(false);
    let outsiderHeard = false;
    outsider.on('healers-updated', () => {
      outsiderHeard = true;
    });

    const { healer, cookie, password } = await createSignedInHealer(t.app, { name: 'Before' });
    const update = nextUpdate(adminSocket);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/healer/profile',
      payload: { name: 'Live Edit', district: 'Kannur', pincode: '670001' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const list = await update;
    expect(list.find((row) => row.id === healer.id)).toMatchObject({
      name: 'Live Edit',
      district: 'Kannur',
    });
    const payload = JSON.stringify(list);
    expect(payload).not.toContain('$argon2');
    expect(payload).not.toContain(password);
    expect(payload.toLowerCase()).not.toContain('password');
    // Events on one connection arrive in order: after this reply, a broadcast would have come.
    await joinAdmin(outsider);
    expect(outsiderHeard).toBe(false);
  });

  it('tells admins about a phone change and a reset by the admin', async () => {
    const adminCookie = await signInAdmin(t.app);
    const adminSocket = open({ cookie: adminCookie });
    expect(await joinAdmin(adminSocket)).toEqual({ ok: true });
    const { healer } = await createSignedInHealer(t.app);
    for (const call of [
      {
        method: 'PATCH',
        url: `/api/admin/users/${healer.id}/phone`,
        payload: { newPhone: '9123456789' },
      },
      { method: 'POST', url: `/api/admin/users/${healer.id}/reset-password` },
    ] as const) {
      const update = nextUpdate(adminSocket);
      const response = await t.app.inject({ ...call, headers: { cookie: adminCookie } });
      expect(response.statusCode).toBe(200);
      const rows = await update;
      expect(rows.find((row) => row.id === healer.id)?.phone).toBe('9123456789');
      // The one-time code goes to the admin who asked for it, never to the socket.
      const code = (response.json() as { signInCode: { code: string } }).signInCode.code;
      const event = JSON.stringify(rows);
      expect(event).not.toContain(code);
      expect(event).not.toContain(code.replace(' ', ''));
    }
  });

  it('says nothing after a refused write or a photo upload, which change no healer', async () => {
    const adminSocket = open({ cookie: await signInAdmin(t.app) });
    expect(await joinAdmin(adminSocket)).toEqual({ ok: true });
    let heard = 0;
    adminSocket.on('healers-updated', () => {
      heard += 1;
    });
    const { cookie } = await createSignedInHealer(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/healer/profile',
      payload: { email: 'not an e-mail' },
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#555' } })
      .png()
      .toBuffer();
    const body = multipartBody({ fileName: 'me.png', contentType: 'image/png', data: png });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/healer/upload-photo',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(uploaded.statusCode).toBe(200);
    // Events on one connection arrive in order: after this reply, a broadcast would have come.
    await joinAdmin(adminSocket);
    expect(heard).toBe(0);
  });

  it("checks an open admin socket's session without extending its idle time", async () => {
    const cookie = await signInAdmin(t.app);
    const socket = open({ cookie });
    expect(await joinAdmin(socket)).toEqual({ ok: true });
    const sessionId = hashToken(sessionTokenOf(cookie));
    const idleMs = SESSION_LIFETIMES.admin.idleMs;
    const lastSeen = new Date(Date.now() - idleMs + 10 * 60 * 1000);
    await t.app.db.update(sessions).set({ lastSeenAt: lastSeen }).where(eq(sessions.id, sessionId));
    await t.app.realtime.checkSessions();
    expect(socket.connected).toBe(true);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.lastSeenAt.getTime()).toBe(lastSeen.getTime());
    // Once the idle time is over, the next check closes the socket.
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs - 1000) })
      .where(eq(sessions.id, sessionId));
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.realtime.checkSessions();
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects the admin socket when that admin logs out', async () => {
    const cookie = await signInAdmin(t.app);
    const socket = open({ cookie });
    expect(await joinAdmin(socket)).toEqual({ ok: true });
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(await gone).toBe('io server disconnect');
  });
});

// Only PostgreSQL can carry events between instances (PGlite is one process): DESIGN §7.
if (testDbKind() === 'postgres') {
  describe('several instances on one PostgreSQL', () => {
    it("an admin on one instance hears 'healers-updated' caused on another", async () => {
      const dataDir = mkdtempSync(joinPath(tmpdir(), 'healers-second-'));
      const second = await buildApp({
        env: readEnv({
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
          LOG_LEVEL: 'silent',
          SEED_DEMO: '0',
        }),
        database: t.database,
        logger: false,
        clientDir: joinPath(dataDir, 'no-client'),
        // The same lasting secret as the first instance: the trail it writes to is keyed.
        auditKeys: TEST_AUDIT_KEYS,
      });
      try {
        await second.ready();
        const adminSocket = open({ cookie: await signInAdmin(t.app) });
        expect(await joinAdmin(adminSocket)).toEqual({ ok: true });
        // The session made on the first instance is valid on the second: it is in the database.
        const { healer, cookie } = await createSignedInHealer(t.app);
        const update = nextUpdate(adminSocket);
        const response = await second.inject({
          method: 'PUT',
          url: '/api/healer/profile',
          payload: { name: 'Edited Elsewhere', district: 'Wayanad', pincode: '673121' },
          headers: { cookie },
        });
        expect(response.statusCode).toBe(200);
        expect((await update).find((row) => row.id === healer.id)?.name).toBe('Edited Elsewhere');
      } finally {
        await second.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
