import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import { REALTIME_LIST_MAX_HEALERS } from '../../src/server/plugins/realtime.js';
import { createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

// 'healers-updated' at scale (decision 025): the spec's list up to a thousand
// healers, then only the total, which the admin panel does not need either (it refetches).
const t = setUpApiTest();
let origin: string;
let socket: Socket;

beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = connect(origin, {
    transports: ['websocket'],
    extraHeaders: { cookie: t.cookie, origin },
    reconnection: false,
    forceNew: true,
  });
  const joined = (await socket.timeout(5_000).emitWithAck('join-admin')) as { ok: boolean };
  expect(joined.ok).toBe(true);
});
afterAll(() => {
  socket?.disconnect();
});

const nextUpdate = () => new Promise<unknown>((resolve) => socket.once('healers-updated', resolve));

/** A healer's own edit, which tells the admins. */
async function editAHealer(cookie: string, name: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/healer/profile',
    payload: { name, district: 'Kannur', pincode: '670001' },
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
}

/** Inserts `n` healers in one statement (they are only counted here). */
async function insertHealers(n: number, from: number) {
  await t.app.db.insert(healers).values(
    Array.from({ length: n }, (_, i) => ({
      name: `Scale healer ${from + i}`,
      phone: `6${String(from + i).padStart(9, '0')}`,
      pincode: '682001',
      district: 'Ernakulam' as const,
      passwordHash: '$argon2id$unused-in-realtime-tests',
    })),
  );
}

describe("'healers-updated' as the directory grows", () => {
  it('carries the admin list up to the limit, then only the total', async () => {
    const { cookie } = await createSignedInHealer(t.app, { name: 'Editor' });
    await insertHealers(REALTIME_LIST_MAX_HEALERS - 1, 0);

    let update = nextUpdate();
    await editAHealer(cookie, 'At the limit');
    const list = (await update) as { name: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(REALTIME_LIST_MAX_HEALERS);
    expect(list.some((healer) => healer.name === 'At the limit')).toBe(true);

    await insertHealers(1, REALTIME_LIST_MAX_HEALERS);
    update = nextUpdate();
    await editAHealer(cookie, 'Past the limit');
    expect(await update).toEqual({ total: REALTIME_LIST_MAX_HEALERS + 1 });
  });
});
