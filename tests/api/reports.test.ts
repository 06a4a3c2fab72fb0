import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { healerReports } from '../../src/db/schema.js';
import { TRUST_LIMITS } from '../../src/shared/constants/trust.js';
import type { Report } from '../../src/shared/schemas/trust.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

const t = setUpApiTest();

/** Each test sends from its own address, so the hourly limit of one never touches another. */
let nextAddress = 1;
const freshAddress = () => `10.31.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function report(healerId: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/healers/${encodeURIComponent(healerId)}/reports`,
    payload: payload as object,
    headers,
    remoteAddress: freshAddress(),
  });
}

async function storedRows(healerId: string) {
  const result = await t.app.db.execute(
    sql`select * from healer_reports where healer_id = ${healerId} order by created_at`,
  );
  return result.rows as Record<string, unknown>[];
}

const adminList = async (query = '') => {
  const response = await t.call('GET', `/api/admin/reports${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { reports: response.json() as Report[], total: Number(response.headers['x-total-count']) };
};

describe('POST /api/healers/{id}/reports', () => {
  it('stores a plain { reason, note } and answers 201 { id }, with no cookie', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Beena Thomas' });
    const response = await report(healer.id, {
      reason: 'timings',
      note: '  closed on Sundays now ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(response.headers['set-cookie']).toBeUndefined();

    const rows = await storedRows(healer.id);
    expect(rows).toHaveLength(1);
    // Only what the report says: no address, no browser, no session of the sender.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'healer_id', 'id', 'note', 'reason', 'status', 'updated_at'].sort(),
    );
    expect(rows[0]).toMatchObject({
      id,
      healer_id: healer.id,
      reason: 'timings',
      note: 'closed on Sundays now',
      status: 'open',
    });
  });

  it('stores a report without a note (or with an empty one) as having none', async () => {
    const healer = await createHealerViaDb(t.app.db);
    expect((await report(healer.id, { reason: 'closed' })).statusCode).toBe(201);
    expect((await report(healer.id, { reason: 'moved', note: '   ' })).statusCode).toBe(201);
    expect((await report(healer.id, { reason: 'phone', note: null })).statusCode).toBe(201);
    const rows = await storedRows(healer.id);
    expect(rows.map((row) => [row.reason, row.note])).toEqual([
      ['closed', null],
      ['moved', null],
      ['phone', null],
    ]);
  });

  it('keeps the table free of any column about the sender', async () => {
    const result = await t.app.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'healer_reports'`,
    );
    const columns = (result.rows as { column_name: string }[]).map((row) => row.column_name);
    expect(columns.sort()).toEqual(
      ['created_at', 'healer_id', 'id', 'note', 'reason', 'status', 'updated_at'].sort(),
    );
  });

  it('answers 404 for an unknown or an inactive healer', async () => {
    const hidden = await createHealerViaDb(t.app.db, { isActive: 'false' });
    for (const id of ['no-such-healer', hidden.id, 'a b/../c']) {
      const response = await report(id, { reason: 'closed' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Healer not found', key: 'healerNotFound' });
    }
    expect(await storedRows(hidden.id)).toEqual([]);
  });

  it('refuses a missing or unknown reason with 400 "Please choose what is wrong"', async () => {
    const healer = await createHealerViaDb(t.app.db);
    for (const payload of [{}, { reason: 'rude' }, { reason: 'CLOSED' }, { reason: 3 }]) {
      const response = await report(healer.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please choose what is wrong',
        key: 'reportReason',
      });
    }
    expect(await storedRows(healer.id)).toEqual([]);
  });

  it('takes a note of 500 characters and refuses 501 with 400', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const longest = 'ക'.repeat(TRUST_LIMITS.reportNoteMax);
    expect((await report(healer.id, { reason: 'other', note: longest })).statusCode).toBe(201);
    const response = await report(healer.id, { reason: 'other', note: `${longest}x` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please keep the note under 500 characters',
      key: 'reportNoteMax',
    });
    expect(await storedRows(healer.id)).toHaveLength(1);
  });

  it('answers 201 to a filled honeypot and stores nothing', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const response = await report(healer.id, {
      reason: 'closed',
      note: 'buy cheap watches',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { id: string }).id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await storedRows(healer.id)).toEqual([]);
    // An empty honeypot (what the form sends) is a person's report.
    expect((await report(healer.id, { reason: 'closed', website: '' })).statusCode).toBe(201);
    expect(await storedRows(healer.id)).toHaveLength(1);
  });

  it('takes 5 reports an hour from one client address, then 429 with Retry-After', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/healers/${healer.id}/reports`,
        payload: { reason: 'phone' },
        remoteAddress,
      });
    for (let i = 0; i < TRUST_LIMITS.reportsPerHour; i += 1) {
      expect((await from('10.32.0.1')).statusCode).toBe(201);
    }
    const refused = await from('10.32.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many reports. Please try again later.',
      key: 'tooManyReports',
    });
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3_000);
    expect(seconds).toBeLessThanOrEqual(3_600);
    // Another client is not held back by this one.
    expect((await from('10.32.0.2')).statusCode).toBe(201);
    expect(await storedRows(healer.id)).toHaveLength(TRUST_LIMITS.reportsPerHour + 1);
  });

  it('counts a client that changes its IPv6 address within its /64 as one', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const statuses: number[] = [];
    for (let i = 0; i <= TRUST_LIMITS.reportsPerHour; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/healers/${healer.id}/reports`,
        payload: { reason: 'moved' },
        remoteAddress: `2001:db8:31:7::${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('refuses a cross-site form post and takes one from the site itself', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const crossSite = await report(
      healer.id,
      { reason: 'closed' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await report(
      healer.id,
      { reason: 'closed' },
      { origin: 'http://localhost:80', host: 'localhost', 'sec-fetch-site': 'same-origin' },
    );
    expect(sameSite.statusCode, sameSite.body).toBe(201);
    expect(await storedRows(healer.id)).toHaveLength(1);
  });

  it('leaves the public cache as it is (reports are not public data)', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const invalidate = vi.spyOn(t.app.publicCache, 'invalidate');
    try {
      expect((await report(healer.id, { reason: 'closed' })).statusCode).toBe(201);
      const [stored] = await storedRows(healer.id);
      const patched = await t.call('PATCH', `/api/admin/reports/${stored!.id}`, {
        status: 'resolved',
      });
      expect(patched.statusCode).toBe(200);
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      invalidate.mockRestore();
    }
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => proxied?.close());

  it('counts each client by the address the proxy forwards', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const from = (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: `/api/healers/${healer.id}/reports`,
        payload: { reason: 'timings' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < TRUST_LIMITS.reportsPerHour; i += 1) {
      expect((await from('203.0.113.7')).statusCode).toBe(201);
    }
    expect((await from('203.0.113.7')).statusCode).toBe(429);
    // Same proxy, another visitor behind it.
    expect((await from('203.0.113.8')).statusCode).toBe(201);
  });
});

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
