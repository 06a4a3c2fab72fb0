import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../src/server/plugins/error-handler.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import type { AdminInsights } from '../../src/shared/schemas/insights.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

// Dates are bounded (DESIGN §11.2, decision 054): a far date is a clear 400, never a hang or a 500.
const ZONE = 'Asia/Kolkata';
const t = setUpApiTest({ env: { TIME_ZONE: ZONE } });

const today = () => todayDate(new Date(), ZONE);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The reply's status, its key and its first field error's path and key. */
function refusal(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { key?: string; errors?: { path: string; key?: string }[] };
  return { status: response.statusCode, key: body.key, path: body.errors?.[0]?.path };
}

describe('GET /api/admin/insights with far dates', () => {
  it('answers year 9999 with a quick 400 and the process goes on answering /healthz', async () => {
    const started = performance.now();
    const both = await t.call('GET', '/api/admin/insights?from=9999-12-31&to=9999-12-31');
    expect(refusal(both)).toEqual({ status: 400, key: 'dateRange', path: 'from' });
    expect(both.json().message).toBe('Please choose a date between 2000-01-01 and 2100-12-31');
    // It used to be a 500 (PostgreSQL's 22009 for the '+010000-…' end it made up).
    const fromAlone = await t.call('GET', '/api/admin/insights?from=9999-12-31');
    expect(refusal(fromAlone)).toEqual({ status: 400, key: 'dateRange', path: 'from' });
    expect(refusal(await t.call('GET', '/api/admin/insights?to=1999-12-31'))).toEqual({
      status: 400,
      key: 'dateRange',
      path: 'to',
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    const alive = await t.app.inject('/healthz');
    expect(alive.statusCode).toBe(200);
    const publicRead = await t.call('GET', '/api/healers', undefined, { cookie: '' });
    expect(publicRead.statusCode).toBe(200);
  });

  it('takes the last day of 2100, and a from alone runs to the range’s end, not past it', async () => {
    const last = await t.call('GET', '/api/admin/insights?from=2100-12-31&to=2100-12-31');
    expect(last.statusCode, last.body).toBe(200);
    expect((last.json() as AdminInsights).daily.map((day) => day.date)).toEqual(['2100-12-31']);
    const fromAlone = await t.call('GET', '/api/admin/insights?from=2100-12-01');
    expect(fromAlone.statusCode, fromAlone.body).toBe(200);
    const body = fromAlone.json() as AdminInsights;
    expect({ from: body.from, to: body.to, days: body.daily.length }).toEqual({
      from: '2100-12-01',
      to: '2100-12-01',
      days: 1,
    });
    const longAgo = await t.call('GET', '/api/admin/insights?from=2000-01-01');
    const range = longAgo.json() as AdminInsights;
    expect({ to: range.to, days: range.daily.length }).toEqual({ to: '2000-12-31', days: 366 });
  });
});

describe('other dates the API takes', () => {
  it('the audit trail’s from and to are days of 2000 to 2100', async () => {
    for (const query of ['from=9999-12-31', 'to=9999-12-31T00:00:00Z', 'from=1999-12-31']) {
      const response = await t.call('GET', `/api/admin/audit?${query}`);
      expect(refusal(response), query).toMatchObject({ status: 400, key: 'dateRange' });
    }
    expect((await t.call('GET', '/api/admin/audit?from=2000-01-01')).statusCode).toBe(200);
  });

  it('a verification date is a day of 2000 to 2100', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Checked Long Ago' });
    const verification = await t.call('PUT', `/api/admin/healers/${healer.id}/verification`, {
      checkedOn: '1999-12-31',
      checks: ['membership'],
    });
    expect(refusal(verification)).toEqual({ status: 400, key: 'dateRange', path: 'checkedOn' });
  });
});

describe('leave stored before dates were bounded', () => {
  it('still reads everywhere, and a save that leaves it alone still works', async () => {
    const far = [{ from: addDays(today(), 3), to: '9999-12-31', note: 'Forever' }];
    const { healer, cookie } = await createSignedInHealer(t.app, {
      name: 'Far Leave Faisal',
      leave: far,
    });
    const publicOne = await t.call('GET', `/api/healers/${healer.id}`, undefined, { cookie: '' });
    expect(publicOne.statusCode).toBe(200);
    expect(publicOne.json().leave).toEqual(far);
    const own = await t.call('GET', '/api/healer/status', undefined, { cookie });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().healer.leave).toEqual(far);
    const admin = await t.call('GET', `/api/admin/healers/${healer.id}`);
    expect(admin.json().leave).toEqual(far);
    const save = await t.call(
      'PUT',
      '/api/healer/profile',
      { name: 'Far Leave Faisal', district: 'Kollam', pincode: '691001', city: 'Kollam' },
      { cookie },
    );
    expect(save.statusCode, save.body).toBe(200);
    // Sent again, it is input, and must lie within two years of today.
    const again = await t.call(
      'PUT',
      '/api/healer/profile',
      { name: 'Far Leave Faisal', district: 'Kollam', pincode: '691001', leave: far },
      { cookie },
    );
    expect(refusal(again)).toEqual({ status: 400, key: 'dateRange', path: 'leave.0.to' });
  });
});

describe('private reads another site starts', () => {
  it('are refused with 403 before any work; the panel’s own, typed and tool requests pass', async () => {
    const url = '/api/admin/insights?from=2026-01-01&to=2026-12-31';
    const crossSite = await t.call('GET', url, undefined, {
      cookie: t.cookie,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ key: 'crossSiteRefused' });
    for (const site of ['same-origin', 'none', undefined]) {
      const headers: Record<string, string> = { cookie: t.cookie };
      if (site) headers['sec-fetch-site'] = site;
      expect((await t.call('GET', url, undefined, headers)).statusCode, site).toBe(200);
    }
    // Public reads may be linked from anywhere.
    const publicRead = await t.call('GET', '/api/healers', undefined, {
      cookie: '',
      'sec-fetch-site': 'cross-site',
    });
    expect(publicRead.statusCode).toBe(200);
  });
});

describe('the error handler', () => {
  it('answers PostgreSQL’s date and time errors from a value with 400, not 500', async () => {
    const probe = Fastify();
    installErrorHandler(probe);
    // Each statement fails in the database itself, as a value that slipped past a schema would.
    const statements = {
      displacement: sql`select ${'+010000-12-30'}::date`,
      overflow: sql`select ${'2026-13-45'}::date`,
      format: sql`select ${'not a day'}::date`,
    };
    for (const [name, statement] of Object.entries(statements)) {
      probe.get(`/${name}`, async () => t.app.db.execute(statement));
    }
    try {
      for (const name of Object.keys(statements)) {
        const response = await probe.inject(`/${name}`);
        expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
        expect(response.json()).toEqual({ message: 'Invalid input' });
      }
    } finally {
      await probe.close();
    }
  });
});
