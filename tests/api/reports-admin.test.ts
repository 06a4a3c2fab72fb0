import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { healerReports } from '../../src/db/schema.js';
import type { Report } from '../../src/shared/schemas/reports.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

// Reading and working through patients' reports: the admin's list and status changes, the
// healer's open reports and the admins' live channel. The rules of sending one: reports.test.ts.
const t = setUpApiTest();

let nextAddress = 1;
/** A patient's report, each from its own address (the hourly limit is reports.test.ts's). */
function report(healerId: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/healers/${healerId}/reports`,
    payload,
    remoteAddress: `10.41.0.${nextAddress++}`,
  });
}

const adminList = async (query = '') => {
  const response = await t.call('GET', `/api/admin/reports${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { reports: response.json() as Report[], total: Number(response.headers['x-total-count']) };
};

describe('the admin’s reports', () => {
  async function insertReports() {
    const first = await createHealerViaDb(t.app.db, { name: 'Anitha Menon' });
    const second = await createHealerViaDb(t.app.db, { name: 'Rajan Pillai' });
    const base = Date.parse('2030-01-01T08:00:00Z');
    const rows = await t.app.db
      .insert(healerReports)
      .values([
        { healerId: first.id, reason: 'closed', note: 'shut', createdAt: new Date(base) },
        { healerId: second.id, reason: 'phone', note: null, createdAt: new Date(base + 60_000) },
        {
          healerId: first.id,
          reason: 'timings',
          note: 'Sundays',
          createdAt: new Date(base + 120_000),
        },
        {
          healerId: second.id,
          reason: 'moved',
          note: 'now in Aluva',
          status: 'dismissed',
          createdAt: new Date(base + 180_000),
        },
      ])
      .returning();
    return { first, second, rows };
  }

  it('lists reports newest first with the healer’s name, paged, with X-Total-Count', async () => {
    const { first, second, rows } = await insertReports();
    const { reports: open, total } = await adminList('?status=open&limit=100');
    const ours = open.filter((item) => [first.id, second.id].includes(item.healerId));
    expect(ours).toEqual([
      {
        id: rows[2]!.id,
        healerId: first.id,
        healerName: 'Anitha Menon',
        reason: 'timings',
        note: 'Sundays',
        createdAt: '2030-01-01T08:02:00.000Z',
        status: 'open',
      },
      expect.objectContaining({ id: rows[1]!.id, healerName: 'Rajan Pillai', note: null }),
      expect.objectContaining({ id: rows[0]!.id, reason: 'closed' }),
    ]);
    expect(total).toBe(open.length);
    expect(open.every((item) => item.status === 'open')).toBe(true);
    const times = open.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const firstPage = await adminList('?status=open&limit=1');
    const secondPage = await adminList('?status=open&limit=1&offset=1');
    expect(firstPage.reports).toHaveLength(1);
    expect(firstPage.total).toBe(total);
    expect([firstPage.reports[0]!.id, secondPage.reports[0]!.id]).toEqual([
      open[0]!.id,
      open[1]!.id,
    ]);

    const dismissed = await adminList('?status=dismissed');
    expect(dismissed.reports.map((item) => item.id)).toContain(rows[3]!.id);
    expect(dismissed.reports.every((item) => item.status === 'dismissed')).toBe(true);
    const all = await adminList('?limit=100');
    expect(all.total).toBe(total + dismissed.total + (await adminList('?status=resolved')).total);
  });

  it('resolves and dismisses with PATCH, and the lists follow', async () => {
    const { rows } = await insertReports();
    const resolved = await t.call('PATCH', `/api/admin/reports/${rows[0]!.id}`, {
      status: 'resolved',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      id: rows[0]!.id,
      status: 'resolved',
      reason: 'closed',
    });
    expect(resolved.headers['cache-control']).toBe('no-store');
    const open = await adminList('?status=open&limit=100');
    expect(open.reports.map((item) => item.id)).not.toContain(rows[0]!.id);
    const done = await adminList('?status=resolved&limit=100');
    expect(done.reports.map((item) => item.id)).toContain(rows[0]!.id);
  });

  it('answers 404 "Report not found" for an unknown report and 400 for a bad status', async () => {
    const missing = await t.call('PATCH', '/api/admin/reports/no-such-report', {
      status: 'resolved',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Report not found', key: 'reportNotFound' });
    const { rows } = await insertReports();
    const bad = await t.call('PATCH', `/api/admin/reports/${rows[0]!.id}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    for (const query of ['?status=closed', '?limit=0', '?limit=101', '?offset=-1', '?limit=x']) {
      expect((await t.call('GET', `/api/admin/reports${query}`)).statusCode, query).toBe(400);
    }
  });

  it('is private: no-store, 401 signed out, 403 for a healer', async () => {
    const listed = await t.call('GET', '/api/admin/reports');
    expect(listed.headers['cache-control']).toBe('no-store');
    expect((await t.call('GET', '/api/admin/reports', undefined, {})).statusCode).toBe(401);
    const healer = await createSignedInHealer(t.app);
    const asHealer = { cookie: healer.cookie };
    expect((await t.call('GET', '/api/admin/reports', undefined, asHealer)).statusCode).toBe(403);
    const patch = await t.call('PATCH', '/api/admin/reports/x', { status: 'open' }, asHealer);
    expect(patch.statusCode).toBe(403);
  });
});

describe('GET /api/healer/reports', () => {
  it('shows the signed-in healer the open reports about their own listing only', async () => {
    const healer = await createSignedInHealer(t.app, { name: 'Suma Varghese' });
    const other = await createHealerViaDb(t.app.db);
    const sent = async (healerId: string, reason: string, note?: string) =>
      ((await report(healerId, { reason, note })).json() as { id: string }).id;
    const closed = await sent(healer.healer.id, 'closed', 'shutters down');
    const timings = await sent(healer.healer.id, 'timings', 'closed on Sundays now');
    await sent(other.id, 'phone');
    await t.call('PATCH', `/api/admin/reports/${closed}`, { status: 'dismissed' });

    const response = await t.call('GET', '/api/healer/reports', undefined, {
      cookie: healer.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: timings,
        healerId: healer.healer.id,
        healerName: 'Suma Varghese',
        reason: 'timings',
        note: 'closed on Sundays now',
        status: 'open',
      }),
    ]);
  });

  it('needs a healer’s sign-in', async () => {
    expect((await t.call('GET', '/api/healer/reports', undefined, {})).statusCode).toBe(401);
    expect((await t.call('GET', '/api/healer/reports')).statusCode).toBe(403);
  });
});

describe('the admins’ live view', () => {
  it('hears of a new report and of one resolved, without a list read', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(origin, {
      transports: ['websocket'],
      extraHeaders: { cookie: t.cookie },
      reconnection: false,
      forceNew: true,
    });
    try {
      const joined = (await socket.timeout(5_000).emitWithAck('join-admin')) as { ok: boolean };
      expect(joined.ok).toBe(true);
      const healer = await createHealerViaDb(t.app.db);
      const heard = () => new Promise<void>((resolve) => socket.once('reports-updated', resolve));
      const onReport = heard();
      const sent = await report(healer.id, { reason: 'moved' });
      await onReport;
      const onResolve = heard();
      const { id } = sent.json() as { id: string };
      await t.call('PATCH', `/api/admin/reports/${id}`, { status: 'resolved' });
      await onResolve;
    } finally {
      socket.disconnect();
    }
  });
});
