import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/demo.js';
import { signInAdmin } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Imports and the demo-data removal reach admins as the existing 'healers-updated' event.
let t: TestApp;
let origin: string;
let cookie: string;
let socket: Socket;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cookie = await signInAdmin(t.app);
  socket = connect(origin, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  const joined = await socket.timeout(10_000).emitWithAck('join-admin');
  expect(joined).toEqual({ ok: true });
}, 180_000);

afterAll(async () => {
  socket?.disconnect();
  await t?.close();
});

type Listed = { name: string }[];
/** The next 'healers-updated' whose list satisfies `test` (an earlier write may arrive first). */
const updateWhere = (test: (list: Listed) => boolean) =>
  new Promise<Listed>((resolve) => {
    const listener = (list: Listed) => {
      if (!test(list)) return;
      socket.off('healers-updated', listener);
      resolve(list);
    };
    socket.on('healers-updated', listener);
  });

describe("'healers-updated' after bulk changes", () => {
  it('tells admins about an import', async () => {
    const heard = updateWhere((list) => list.some((healer) => healer.name === 'Imported Live'));
    const body = multipartBody({
      field: 'file',
      fileName: 'live.csv',
      contentType: 'text/csv',
      data: Buffer.from(
        'name,phone,district,pincode\r\nImported Live,9847088801,Kollam,691001\r\n',
      ),
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers/import',
      payload: body.payload,
      headers: { cookie, ...body.headers },
    });
    expect(reply.statusCode).toBe(200);
    expect((await heard).map((healer) => healer.name)).toContain('Imported Live');
  });

  it('tells admins about the demo-data removal', async () => {
    const summary = await seedDemo(t.database);
    expect(summary.healers).toBeGreaterThan(0);
    const heard = updateWhere((list) => list.length === 1);
    const reply = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/demo-data',
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect((await heard).map((healer) => healer.name)).toEqual(['Imported Live']);
  });
});
