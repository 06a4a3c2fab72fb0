import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_LIMITS } from '../../src/shared/constants/reports.js';
import { createHealerViaDb } from '../helpers/auth.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

const t = setUpApiTest();

/** Every column of a stored report: what it says and when, nothing about who sent it. */
const REPORT_COLUMNS = ['created_at', 'healer_id', 'id', 'note', 'reason', 'status', 'updated_at'];

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
    expect(Object.keys(rows[0]!).sort()).toEqual(REPORT_COLUMNS);
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
    expect(columns.sort()).toEqual(REPORT_COLUMNS);
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
    const longest = 'ക'.repeat(REPORT_LIMITS.noteMax);
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

  it('answers a filled honeypot as it answers a person: status, headers and body alike', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const seen = async (healerId: string, website?: string) => {
      const response = await report(healerId, { reason: 'phone', ...(website && { website }) });
      const { date: _date, ...headers } = response.headers;
      const body = response.json() as Record<string, unknown>;
      // Ids differ from report to report; their form must not.
      return {
        status: response.statusCode,
        headers,
        body: { ...body, ...(typeof body.id === 'string' && { id: body.id.replace(/./g, 'x') }) },
      };
    };
    for (const healerId of [healer.id, 'AbCdEfGhIjKlMnOpQrStU', 'not a healer id']) {
      const person = await seen(healerId);
      const bot = await seen(healerId, 'https://spam.example');
      expect(bot).toEqual(person);
    }
    expect((await seen('AbCdEfGhIjKlMnOpQrStU', 'https://spam.example')).status).toBe(404);
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
    for (let i = 0; i < REPORT_LIMITS.perHour; i += 1) {
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
    expect(await storedRows(healer.id)).toHaveLength(REPORT_LIMITS.perHour + 1);
  });

  it('counts a client that changes its IPv6 address within its /64 as one', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_LIMITS.perHour; i += 1) {
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
    for (let i = 0; i < REPORT_LIMITS.perHour; i += 1) {
      expect((await from('203.0.113.7')).statusCode).toBe(201);
    }
    expect((await from('203.0.113.7')).statusCode).toBe(429);
    // Same proxy, another visitor behind it.
    expect((await from('203.0.113.8')).statusCode).toBe(201);
  });
});
