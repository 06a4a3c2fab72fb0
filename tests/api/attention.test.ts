import { describe, expect, it } from 'vitest';
import { type HealerRow, healerReports } from '../../src/db/schema.js';
import { ATTENTION_REASONS, type AttentionReason } from '../../src/shared/constants/attention.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import type { AttentionPage } from '../../src/shared/schemas/attention.js';
import { buildHealerInput } from '../factories/healer-input.js';
import { type CreateHealerOptions, createHealerViaDb, uniquePhone } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const TIME_ZONE = 'Asia/Kolkata';
const t = setUpApiTest({ env: { TIME_ZONE } });

const DAY_MS = 86_400_000;
/** The clinics' date `days` days before today. */
function daysAgo(days: number): string {
  const today = Date.parse(`${todayDate(new Date(), TIME_ZONE)}T00:00:00Z`);
  return new Date(today - days * DAY_MS).toISOString().slice(0, 10);
}

/** A healer who needs nothing: signed in, confirmed and checked today, photo, hours, pin, WhatsApp. */
function complete(overrides: CreateHealerOptions = {}): Promise<HealerRow> {
  return createHealerViaDb(t.app.db, {
    name: 'Complete Healer',
    mustChangePassword: false,
    password: 'own-password-1',
    lastSignInAt: new Date(),
    confirmedOn: daysAgo(0),
    verificationCheckedOn: daysAgo(0),
    verificationChecks: ['membership'],
    photoUrl: '/photos/x.webp',
    clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
    latitude: 9.97,
    longitude: 76.28,
    bookingWhatsApp: '9847000000',
    ...overrides,
  });
}

async function attention(query = ''): Promise<AttentionPage & { header: string | undefined }> {
  const response = await t.call('GET', `/api/admin/attention${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    ...(response.json() as AttentionPage),
    header: response.headers['x-total-count'] as string,
  };
}

/** The healer's reasons as the list shows them, or null when not listed. */
async function reasonsOf(healer: HealerRow): Promise<AttentionReason[] | null> {
  for (let offset = 0; ; offset += 100) {
    const page = await attention(`?limit=100&offset=${offset}`);
    const item = page.items.find((entry) => entry.healerId === healer.id);
    if (item) return item.reasons;
    if (offset + 100 >= page.total) return null;
  }
}

describe('GET /api/admin/attention: each reason and its absence', () => {
  it('does not list a healer with nothing to fix', async () => {
    expect(await reasonsOf(await complete())).toBeNull();
  });

  it('never-signed-in: no sign-in recorded', async () => {
    expect(await reasonsOf(await complete({ lastSignInAt: null }))).toEqual(['never-signed-in']);
  });

  it('code-expired: an issued code that has not signed in and whose time is over', async () => {
    const code = { signInCodeHash: '$hmac-sha256$a$b', mustChangePassword: true };
    const expired = await complete({ ...code, signInCodeExpiresAt: new Date(Date.now() - 60_000) });
    const pending = await complete({ ...code, signInCodeExpiresAt: new Date(Date.now() + DAY_MS) });
    const used = await complete({
      ...code,
      signInCodeExpiresAt: new Date(Date.now() - 60_000),
      signInCodeUsedAt: new Date(Date.now() - DAY_MS),
    });
    expect(await reasonsOf(expired)).toEqual(['code-expired']);
    expect(await reasonsOf(pending)).toBeNull();
    expect(await reasonsOf(used)).toBeNull();
  });

  it('code-expired: a code made void by 20 wrong tries, until the admin issues a new one', async () => {
    // Through the real sign-in: the wrong tries come from 20 addresses, as an attacker's would.
    const phone = uniquePhone();
    const created = await t.call(
      'POST',
      '/api/admin/healers',
      buildHealerInput({ name: 'Voided Vimala', phone, district: 'Kollam', pincode: '691001' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const healer = created.json() as HealerRow & { signInCode: { code: string } };
    const right = healer.signInCode.code.replace(' ', '');
    const wrong = String((Number(right) + 1) % 100_000_000).padStart(8, '0');
    expect(await reasonsOf(healer)).not.toContain('code-expired');
    for (let i = 1; i <= 20; i++) {
      const miss = await t.app.inject({
        method: 'POST',
        url: '/api/healer/login',
        payload: { phone, password: wrong },
        remoteAddress: `198.51.100.${i}`,
      });
      expect(miss.statusCode).toBe(401);
    }
    expect(await reasonsOf(healer)).toContain('code-expired');
    const filtered = await attention('?reason=code-expired&limit=100');
    expect(filtered.items.map((item) => item.healerId)).toContain(healer.id);
    const fresh = await t.call('POST', `/api/admin/users/${healer.id}/reset-password`);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await reasonsOf(healer)).not.toContain('code-expired');
  });

  it('not-confirmed: never, or more than 180 days ago in the clinics’ time zone', async () => {
    expect(await reasonsOf(await complete({ confirmedOn: null }))).toEqual(['not-confirmed']);
    expect(await reasonsOf(await complete({ confirmedOn: daysAgo(181) }))).toEqual([
      'not-confirmed',
    ]);
    expect(await reasonsOf(await complete({ confirmedOn: daysAgo(180) }))).toBeNull();
  });

  it('verification-due: never checked, or more than 365 days ago', async () => {
    expect(await reasonsOf(await complete({ verificationCheckedOn: null }))).toEqual([
      'verification-due',
    ]);
    expect(await reasonsOf(await complete({ verificationCheckedOn: daysAgo(366) }))).toEqual([
      'verification-due',
    ]);
    expect(await reasonsOf(await complete({ verificationCheckedOn: daysAgo(365) }))).toBeNull();
  });

  it('no-photo: none, or a blank one', async () => {
    expect(await reasonsOf(await complete({ photoUrl: null }))).toEqual(['no-photo']);
    expect(await reasonsOf(await complete({ photoUrl: '  ' }))).toEqual(['no-photo']);
  });

  it('no-timings: no open day with both times of a morning or an evening', async () => {
    const none = await complete({ clinicTimings: [] });
    const closed = await complete({
      clinicTimings: [{ day: 'Monday', isOpen: false, morningStart: '09:00', morningEnd: '13:00' }],
    });
    const halfSet = await complete({
      clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '' }],
    });
    const evening = await complete({
      clinicTimings: [{ day: 'Friday', isOpen: true, eveningStart: '16:00', eveningEnd: '19:30' }],
    });
    const noFlag = await complete({
      clinicTimings: [{ day: 'Sunday', morningStart: '08:00', morningEnd: '11:00' } as never],
    });
    expect(await reasonsOf(none)).toEqual(['no-timings']);
    expect(await reasonsOf(closed)).toEqual(['no-timings']);
    expect(await reasonsOf(halfSet)).toEqual(['no-timings']);
    expect(await reasonsOf(evening)).toBeNull();
    expect(await reasonsOf(noFlag)).toBeNull();
  });

  it('no-pin: no latitude or no longitude of their own', async () => {
    expect(await reasonsOf(await complete({ latitude: null, longitude: null }))).toEqual([
      'no-pin',
    ]);
    expect(await reasonsOf(await complete({ longitude: null }))).toEqual(['no-pin']);
  });

  it('no-whatsapp: no booking WhatsApp', async () => {
    expect(await reasonsOf(await complete({ bookingWhatsApp: null }))).toEqual(['no-whatsapp']);
    expect(await reasonsOf(await complete({ bookingWhatsApp: '' }))).toEqual(['no-whatsapp']);
  });

  it('open-reports: an open report, not a resolved or dismissed one', async () => {
    const reported = await complete();
    const settled = await complete();
    await t.app.db.insert(healerReports).values([
      { healerId: reported.id, reason: 'phone', status: 'open' },
      { healerId: reported.id, reason: 'closed', status: 'open' },
      { healerId: settled.id, reason: 'moved', status: 'resolved' },
      { healerId: settled.id, reason: 'other', status: 'dismissed' },
    ]);
    expect(await reasonsOf(reported)).toEqual(['open-reports']);
    expect(await reasonsOf(settled)).toBeNull();
  });

  it('lists every reason at once, in the documented order, and never an inactive healer', async () => {
    const everything = {
      lastSignInAt: null,
      signInCodeHash: '$hmac-sha256$a$b',
      signInCodeExpiresAt: new Date(Date.now() - 1000),
      confirmedOn: null,
      verificationCheckedOn: null,
      photoUrl: null,
      clinicTimings: [],
      latitude: null,
      longitude: null,
      bookingWhatsApp: null,
    };
    const all = await complete({ name: 'Everything Missing', ...everything });
    const inactive = await complete({ ...everything, isActive: 'false' });
    await t.app.db.insert(healerReports).values({ healerId: all.id, reason: 'phone' });
    await t.app.db.insert(healerReports).values({ healerId: inactive.id, reason: 'phone' });
    expect(await reasonsOf(all)).toEqual([...ATTENTION_REASONS]);
    expect(await reasonsOf(inactive)).toBeNull();
    // Most reasons first.
    expect((await attention('?limit=1')).items[0]?.healerId).toBe(all.id);
  });
});

describe('GET /api/admin/attention: filter, counts, paging', () => {
  it('filters by a reason, and total, X-Total-Count and counts agree with the items', async () => {
    const page = await attention('?limit=100');
    const everyone: AttentionPage['items'] = [];
    for (let offset = 0; offset < page.total; offset += 100) {
      everyone.push(...(await attention(`?limit=100&offset=${offset}`)).items);
    }
    expect(everyone).toHaveLength(page.total);
    expect(page.all).toBe(page.total);
    expect(page.header).toBe(String(page.total));
    for (const reason of ATTENTION_REASONS) {
      const having = everyone.filter((item) => item.reasons.includes(reason));
      expect(page.counts[reason], reason).toBe(having.length);
      const filtered = await attention(`?reason=${reason}&limit=100`);
      expect(filtered.total).toBe(having.length);
      expect(filtered.header).toBe(String(having.length));
      expect(filtered.counts).toEqual(page.counts);
      expect(filtered.items.map((item) => item.healerId).sort()).toEqual(
        having.map((item) => item.healerId).sort(),
      );
    }
  });

  it('orders most reasons first, then by name, and its pages fit together', async () => {
    for (const name of ['Zeta Paging', 'Alpha Paging', 'Mid Paging']) {
      await complete({ name, photoUrl: null });
      await complete({ name, photoUrl: null, bookingWhatsApp: null });
    }
    const whole = (await attention('?limit=100')).items;
    const counts = whole.map((item) => item.reasons.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const twoReasons = whole.filter(
      (item) => item.name.endsWith('Paging') && item.reasons.length === 2,
    );
    expect(twoReasons.map((item) => item.name)).toEqual([
      'Alpha Paging',
      'Mid Paging',
      'Zeta Paging',
    ]);
    const paged: string[] = [];
    for (let offset = 0; offset < whole.length; offset += 3) {
      const page = await attention(`?limit=3&offset=${offset}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items.map((item) => item.healerId));
    }
    expect(paged).toEqual(whole.map((item) => item.healerId));
    expect((await attention(`?offset=${whole.length}`)).items).toEqual([]);
  });

  it('carries what the actions need: phone, booking WhatsApp, district, reminder time', async () => {
    const healer = await complete({ name: 'Fields Shown', photoUrl: null, district: 'Kollam' });
    const item = (await attention('?reason=no-photo&limit=100')).items.find(
      (entry) => entry.healerId === healer.id,
    );
    expect(item).toEqual({
      healerId: healer.id,
      name: 'Fields Shown',
      reasons: ['no-photo'],
      phone: healer.phone,
      bookingWhatsApp: '9847000000',
      district: 'Kollam',
      remindedAt: null,
    });
  });

  it('answers 400 naming the reasons for an unknown reason, and for a bad page', async () => {
    const response = await t.call('GET', '/api/admin/attention?reason=lazy');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      key: 'attentionReason',
      message: expect.stringContaining('never-signed-in, code-expired'),
    });
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      expect((await t.call('GET', `/api/admin/attention?${query}`)).statusCode, query).toBe(400);
    }
    expect((await t.call('GET', '/api/admin/attention?reason=')).statusCode).toBe(200);
  });

  it('answers 401 without an admin session, and says no-store', async () => {
    expect((await t.call('GET', '/api/admin/attention', undefined, {})).statusCode).toBe(401);
    const response = await t.call('GET', '/api/admin/attention');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/admin/healers/{id}/reminded', () => {
  it('records the reminder, which the list then shows, and leaves the listing untouched', async () => {
    const healer = await complete({ name: 'Reminded Healer', photoUrl: null });
    const before = Date.now();
    const response = await t.call('POST', `/api/admin/healers/${healer.id}/reminded`);
    expect(response.statusCode, response.body).toBe(200);
    const { remindedAt } = response.json() as { remindedAt: string };
    expect(Date.parse(remindedAt)).toBeGreaterThanOrEqual(before - 1000);
    const item = (await attention('?reason=no-photo&limit=100')).items.find(
      (entry) => entry.healerId === healer.id,
    );
    expect(item?.remindedAt).toBe(remindedAt);
    const admin = await t.call('GET', `/api/admin/healers/${healer.id}`);
    expect((admin.json() as { updatedAt: string }).updatedAt).toBe(healer.updatedAt.toISOString());
  });

  it('answers 404 for an unknown healer and 401 without an admin session', async () => {
    expect((await t.call('POST', '/api/admin/healers/nobody/reminded')).statusCode).toBe(404);
    const healer = await complete();
    expect(
      (await t.call('POST', `/api/admin/healers/${healer.id}/reminded`, undefined, {})).statusCode,
    ).toBe(401);
  });
});
