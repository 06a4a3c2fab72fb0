import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import {
  createHealerViaDb,
  createSignedInHealer,
  loginAsHealer,
  uniquePhone,
} from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

// The clinics' zone is 14 hours ahead of UTC here, so "today" is the zone's, not the server's.
const ZONE = 'Pacific/Kiritimati';
const t = setUpApiTest({ env: { TIME_ZONE: ZONE } });
const { call } = t;

const today = () => todayDate(new Date(), ZONE);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const PRIVATE_NOTE = 'Seen the membership card at the Kochi office';

const newHealer = (overrides: Parameters<typeof createHealerViaDb>[1] = {}) =>
  createHealerViaDb(t.app.db, { password: 'healer-own-pass', ...overrides });
const asHealer = (cookie: string) => ({ cookie });
const noSession = {};

const putVerification = (id: string, body: unknown) =>
  call('PUT', `/api/admin/healers/${id}/verification`, body);

/** The error reply's key and its first field error's path and key. */
function refusal(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { key?: string; errors?: { path: string; key?: string }[] };
  return { status: response.statusCode, key: body.key, first: body.errors?.[0] };
}

describe('PUT /api/admin/healers/{id}/verification', () => {
  it('records the checks (in the list’s order) and the date; the note stays with admins', async () => {
    const healer = await newHealer({ name: 'Verified Vasu' });
    // The public replies are read (and cached, and the directory built) first, so the write
    // must refresh them.
    const listed = async () => {
      const body = (await call('GET', '/api/healers?limit=100', undefined, noSession)).json();
      const list = (Array.isArray(body) ? body : body.healers) as { id: string }[];
      return list.find((row) => row.id === healer.id) as { verification: unknown } | undefined;
    };
    expect((await listed())?.verification).toBeNull();
    expect(
      (await call('GET', `/api/healers/${healer.id}`, undefined, noSession)).json(),
    ).toMatchObject({ verification: null });
    const response = await putVerification(healer.id, {
      checkedOn: today(),
      checks: ['identity', 'membership'],
      note: `  ${PRIVATE_NOTE}  `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      id: healer.id,
      verification: { checkedOn: today(), checks: ['membership', 'identity'] },
      verificationNote: PRIVATE_NOTE,
    });

    const adminOne = (await call('GET', `/api/admin/healers/${healer.id}`)).json();
    expect(adminOne.verificationNote).toBe(PRIVATE_NOTE);
    const adminList = (await call('GET', '/api/admin/healers')).json() as { id: string }[];
    expect(adminList.find((row) => row.id === healer.id)).toMatchObject({
      verificationNote: PRIVATE_NOTE,
    });
    const adminPage = (await call('GET', '/api/admin/healers?page=1&q=Vasu')).json();
    expect(adminPage.healers[0]).toMatchObject({ id: healer.id, verificationNote: PRIVATE_NOTE });
    const adminSearch = (await call('GET', '/api/admin/healers?q=Vasu')).json();
    expect(adminSearch[0]).toMatchObject({ id: healer.id, verificationNote: PRIVATE_NOTE });

    const publicOne = await call('GET', `/api/healers/${healer.id}`, undefined, noSession);
    expect(publicOne.json().verification).toEqual({
      checkedOn: today(),
      checks: ['membership', 'identity'],
    });
    expect((await listed())?.verification).toEqual(publicOne.json().verification);
    for (const url of [
      `/api/healers/${healer.id}`,
      '/api/healers',
      '/api/healers?limit=100',
      '/api/healers/search?q=Vasu',
    ]) {
      const reply = await call('GET', url, undefined, noSession);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain(healer.id);
      expect(reply.body, url).not.toContain(PRIVATE_NOTE);
      expect(reply.body, url).not.toContain('verificationNote');
    }
  });

  it('takes today in the clinics’ time zone and refuses a later day with checkedOnFuture', async () => {
    const healer = await newHealer();
    const tomorrow = addDays(today(), 1);
    const refused = await putVerification(healer.id, { checkedOn: tomorrow, checks: ['training'] });
    expect(refusal(refused)).toEqual({
      status: 400,
      key: 'checkedOnFuture',
      first: {
        path: 'checkedOn',
        message: 'The date checked cannot be in the future',
        key: 'checkedOnFuture',
      },
    });
    const earlier = await putVerification(healer.id, {
      checkedOn: '2025-03-01',
      checks: ['clinic-visit'],
    });
    expect(earlier.json()).toMatchObject({
      verification: { checkedOn: '2025-03-01', checks: ['clinic-visit'] },
      verificationNote: null,
    });
  });

  it('refuses unknown, repeated or no checks, and dates that are not days', async () => {
    const healer = await newHealer();
    const cases: [unknown, string, string][] = [
      [{ checkedOn: '2025-01-01', checks: ['licence'] }, 'unknownCheck', 'checks.0'],
      [{ checkedOn: '2025-01-01', checks: ['identity', 'identity'] }, 'unknownCheck', 'checks'],
      [{ checkedOn: '2025-01-01', checks: [] }, 'checksRequired', 'checks'],
      [{ checkedOn: '2025-02-30', checks: ['identity'] }, 'dateFormat', 'checkedOn'],
      [{ checkedOn: '01/02/2025', checks: ['identity'] }, 'dateFormat', 'checkedOn'],
      [{ checks: ['identity'] }, 'dateFormat', 'checkedOn'],
    ];
    for (const [body, key, path] of cases) {
      const { status, first } = refusal(await putVerification(healer.id, body));
      expect({ status, key: first?.key, path: first?.path }, JSON.stringify(body)).toEqual({
        status: 400,
        key,
        path,
      });
    }
    const longNote = await putVerification(healer.id, {
      checkedOn: '2025-01-01',
      checks: ['identity'],
      note: 'x'.repeat(1001),
    });
    expect({ status: longNote.statusCode, path: refusal(longNote).first?.path }).toEqual({
      status: 400,
      path: 'note',
    });
    const stored = (await call('GET', `/api/admin/healers/${healer.id}`)).json();
    expect(stored.verification).toBeNull();
  });

  it('the healer’s own replies show the verification but not the federation’s note', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    await putVerification(healer.id, {
      checkedOn: '2025-06-01',
      checks: ['membership'],
      note: PRIVATE_NOTE,
    });
    const status = await call('GET', '/api/healer/status', undefined, asHealer(cookie));
    expect(status.json().healer.verification).toEqual({
      checkedOn: '2025-06-01',
      checks: ['membership'],
    });
    expect(status.body).not.toContain(PRIVATE_NOTE);
  });

  it('answers 404 for an unknown healer, 401 signed out and 403 to a healer', async () => {
    const body = { checkedOn: '2025-01-01', checks: ['identity'] };
    const missing = await putVerification('no-such-healer', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ key: 'healerNotFound' });
    const healer = await newHealer();
    const url = `/api/admin/healers/${healer.id}/verification`;
    expect((await call('PUT', url, body, noSession)).statusCode).toBe(401);
    const { cookie } = await createSignedInHealer(t.app);
    expect((await call('PUT', url, body, asHealer(cookie))).statusCode).toBe(403);
    expect((await call('DELETE', url, undefined, asHealer(cookie))).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/healers/{id}/verification', () => {
  it('clears the verification and its note, for admins and the public alike', async () => {
    const healer = await newHealer();
    await putVerification(healer.id, {
      checkedOn: '2025-05-05',
      checks: ['membership'],
      note: PRIVATE_NOTE,
    });
    expect(
      (await call('GET', `/api/healers/${healer.id}`, undefined, noSession)).json().verification,
    ).not.toBeNull();
    const cleared = await call('DELETE', `/api/admin/healers/${healer.id}/verification`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.headers['cache-control']).toBe('no-store');
    expect(cleared.json()).toMatchObject({ verification: null, verificationNote: null });
    const publicOne = await call('GET', `/api/healers/${healer.id}`, undefined, noSession);
    expect(publicOne.json().verification).toBeNull();
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    expect(row).toMatchObject({ verificationChecks: [], verificationNote: null });
  });

  it('answers 404 for an unknown healer', async () => {
    const response = await call('DELETE', '/api/admin/healers/no-such-healer/verification');
    expect(response.statusCode).toBe(404);
  });
});

describe('confirming a listing', () => {
  it('POST /api/healer/profile/confirm answers today, and the public listing shows it', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    expect(
      (await call('GET', `/api/healers/${healer.id}`, undefined, noSession)).json().confirmedOn,
    ).toBeNull();
    const response = await call('POST', '/api/healer/profile/confirm', undefined, asHealer(cookie));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ confirmedOn: today() });
    const publicOne = await call('GET', `/api/healers/${healer.id}`, undefined, noSession);
    expect(publicOne.json().confirmedOn).toBe(today());
  });

  it('is the healer’s alone: 401 signed out, 403 to an admin', async () => {
    expect(
      (await call('POST', '/api/healer/profile/confirm', undefined, noSession)).statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/healer/profile/confirm')).statusCode).toBe(403);
  });

  it('a healer’s own profile save confirms too', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    const saved = await call(
      'PUT',
      '/api/healer/profile',
      { name: 'Saved Sarala', district: 'Thrissur', pincode: '680001' },
      asHealer(cookie),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().healer.confirmedOn).toBe(today());
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    expect(row?.confirmedOn).toBe(today());
  });

  it('an admin’s PATCH does not confirm; the admin’s explicit action does', async () => {
    const healer = await newHealer();
    const patched = await call('PATCH', `/api/admin/healers/${healer.id}`, { city: 'Aluva' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().confirmedOn).toBeNull();

    const confirmed = await call('POST', `/api/admin/healers/${healer.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json()).toMatchObject({
      confirmedOn: today(),
      healer: { id: healer.id, confirmedOn: today(), city: 'Aluva' },
    });
    const publicOne = await call('GET', `/api/healers/${healer.id}`, undefined, noSession);
    expect(publicOne.json().confirmedOn).toBe(today());
  });

  it('the admin’s action answers 404 for an unknown healer and 403 to a healer', async () => {
    expect((await call('POST', '/api/admin/healers/no-such-healer/confirm')).statusCode).toBe(404);
    const { healer, cookie } = await createSignedInHealer(t.app);
    const url = `/api/admin/healers/${healer.id}/confirm`;
    expect((await call('POST', url, undefined, asHealer(cookie))).statusCode).toBe(403);
    expect((await call('POST', url, undefined, noSession)).statusCode).toBe(401);
  });
});

describe('leave', () => {
  const upcoming = () => ({
    from: addDays(today(), 10),
    to: addDays(today(), 20),
    note: 'Pilgrimage',
  });
  const later = () => ({ from: addDays(today(), 40), to: addDays(today(), 41), note: null });
  const past = { from: addDays(today(), -30), to: addDays(today(), -25), note: 'Ended' };

  it('the healer saves it; replies and the public listing show current and upcoming periods, soonest first', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    await call('GET', `/api/healers/${healer.id}`, undefined, noSession);
    const saved = await call(
      'PUT',
      '/api/healer/profile',
      {
        name: 'Leave Lakshmi',
        district: 'Kollam',
        pincode: '691001',
        leave: [later(), past, { ...upcoming(), note: '  Pilgrimage ' }],
      },
      asHealer(cookie),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().healer.leave).toEqual([upcoming(), later()]);
    const publicOne = await call('GET', `/api/healers/${healer.id}`, undefined, noSession);
    expect(publicOne.json().leave).toEqual([upcoming(), later()]);
    const search = await call('GET', '/api/healers/search?q=Lakshmi', undefined, noSession);
    expect(JSON.stringify(search.json())).toContain('Pilgrimage');
  });

  it('the admin sets it when adding a healer and changes or empties it with PATCH', async () => {
    const created = await call('POST', '/api/admin/healers', {
      name: 'Admin Leave',
      phone: uniquePhone(),
      district: 'Idukki',
      pincode: '685501',
      leave: [upcoming()],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json().leave).toEqual([upcoming()]);
    expect(created.json().confirmedOn).toBeNull();
    const patched = await call('PATCH', `/api/admin/healers/${id}`, { leave: [later()] });
    expect(patched.json().leave).toEqual([later()]);
    const untouched = await call('PATCH', `/api/admin/healers/${id}`, { city: 'Thodupuzha' });
    expect(untouched.json().leave).toEqual([later()]);
    const emptied = await call('PATCH', `/api/admin/healers/${id}`, { leave: [] });
    expect(emptied.json().leave).toEqual([]);
    const publicOne = await call('GET', `/api/healers/${id}`, undefined, noSession);
    expect(publicOne.json().leave).toEqual([]);
  });

  it('refuses periods out of order, too long or too many, naming the field', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const healer = await newHealer();
    const base = { name: 'Rule Ravi', district: 'Kollam', pincode: '691001' };
    const thirteen = Array.from({ length: 13 }, (_, i) => ({
      from: `2027-01-${String(i + 1).padStart(2, '0')}`,
      to: `2027-01-${String(i + 1).padStart(2, '0')}`,
    }));
    const cases: [unknown, string, string][] = [
      [[{ from: '2027-02-10', to: '2027-02-01' }], 'leaveOrder', 'leave.0.to'],
      [[upcoming(), { from: '2027-01-01', to: '2028-01-02' }], 'leaveTooLong', 'leave.1.to'],
      [thirteen, 'leaveTooMany', 'leave'],
      [[{ from: '2027-02-31', to: '2027-03-01' }], 'dateFormat', 'leave.0.from'],
      [[{ from: '9999-12-31', to: '9999-12-31' }], 'dateRange', 'leave.0.from'],
      [[{ from: '2026-12-01', to: '+010000-01-01' }], 'dateFormat', 'leave.0.to'],
      // Every date is a real day of 2000 to 2100, and leave lies within two years of today.
      [
        [upcoming(), { from: addDays(today(), 700), to: addDays(today(), 800) }],
        'leaveWindow',
        'leave.1.to',
      ],
      [
        [{ from: addDays(today(), -800), to: addDays(today(), -790) }],
        'leaveWindow',
        'leave.0.from',
      ],
      [
        [{ from: '2027-03-01', to: '2027-03-02', note: 'x'.repeat(201) }],
        'leaveNoteMax',
        'leave.0.note',
      ],
    ];
    for (const [leave, key, path] of cases) {
      for (const [who, response] of [
        ['healer', await call('PUT', '/api/healer/profile', { ...base, leave }, asHealer(cookie))],
        ['admin', await call('PATCH', `/api/admin/healers/${healer.id}`, { leave })],
      ] as const) {
        const { status, first } = refusal(response);
        expect({ status, key: first?.key, path: first?.path }, `${key} ${who}`).toEqual({
          status: 400,
          key,
          path,
        });
      }
    }
    // 366 days, both days included, are allowed, up to two years from today.
    const longest = [{ from: addDays(today(), 300), to: addDays(today(), 665) }];
    const allowed = await call('PATCH', `/api/admin/healers/${healer.id}`, { leave: longest });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('last sign-in', () => {
  it('is set by a sign-in with the password, without making the listing "updated"', async () => {
    const healer = await newHealer();
    expect(healer.lastSignInAt).toBeNull();
    const before = Date.now();
    await loginAsHealer(t.app, healer.phone, 'healer-own-pass');
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    expect(row?.lastSignInAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.updatedAt.getTime()).toBe(healer.updatedAt.getTime());
  });

  it('is set by the first sign-in with the one-time code, and not by a failed one', async () => {
    const created = await call('POST', '/api/admin/healers', {
      name: 'Code Kumar',
      phone: uniquePhone(),
      district: 'Wayanad',
      pincode: '673121',
    });
    const { id, phone, signInCode } = created.json();
    const wrong = await call('POST', '/api/healer/login', { phone, password: '0000 0000' }, {});
    expect(wrong.statusCode).toBe(401);
    const [untouched] = await t.app.db.select().from(healers).where(eq(healers.id, id));
    expect(untouched?.lastSignInAt).toBeNull();
    await loginAsHealer(t.app, phone, signInCode.code);
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, id));
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
  });
});
