import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { healers } from '../../src/db/schema.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import { createHealerViaDb, createSignedInHealer, uniquePhone } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { setUpApiTest } from '../helpers/test-app.js';

// The specification's first sign-in (phone as password); the default one-time codes are
// tested in sign-in-code.test.ts.
const t = setUpApiTest({ env: { FIRST_PASSWORD: 'phone' } });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const { call } = t;

/** A taken phone is refused as the phone field's error, so the form shows it under Phone. */
const PHONE_TAKEN = 'A healer with this phone number already exists';
const phoneTaken = {
  message: PHONE_TAKEN,
  key: 'healerPhoneExists',
  errors: [{ path: 'phone', message: PHONE_TAKEN, key: 'healerPhoneExists' }],
};

function validHealer(overrides: Record<string, unknown> = {}) {
  return {
    titles: ['Dr'],
    name: 'Anil Kumar',
    phone: uniquePhone(),
    district: 'Ernakulam',
    pincode: '682001',
    specialty: 'Classical acupuncture',
    languages: 'English,  Malayalam',
    services: ['Pain relief', ' Stress '],
    clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
    ...overrides,
  };
}

function allKeysOf(value: unknown): string[] {
  return value && typeof value === 'object' ? Object.keys(value) : [];
}

async function create(overrides: Record<string, unknown> = {}): Promise<Healer> {
  const response = await call('POST', '/api/admin/healers', validHealer(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Healer>();
}

describe('admin healer routes: access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/healers'],
    ['GET', '/api/admin/healers/export'],
    ['GET', '/api/admin/healers/some-id'],
    ['POST', '/api/admin/healers'],
    ['PATCH', '/api/admin/healers/some-id'],
    ['DELETE', '/api/admin/healers/some-id'],
  ];

  it.each(routes)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(method, url, method === 'GET' ? undefined : validHealer(), {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Admin authentication required',
      key: 'adminAuthRequired',
    });
  });

  it.each(routes)('%s %s answers 403 for a healer', async (method, url) => {
    const healer = await createSignedInHealer(t.app);
    const response = await call(method, url, method === 'GET' ? undefined : validHealer(), {
      cookie: healer.cookie,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/healers', () => {
  it('creates a healer whose first password is the phone, to be changed at first sign-in', async () => {
    const input = validHealer({ titles: ['Mr', 'Ac.Hlr'], email: '', website: '  ' });
    const response = await call('POST', '/api/admin/healers', input);
    expect(response.statusCode).toBe(201);
    const healer = response.json<Healer>();
    expect(healer).toMatchObject({
      name: 'Anil Kumar',
      phone: input.phone,
      titles: ['Acu Hr.', 'Mr'],
      languages: 'English, Malayalam',
      services: ['Pain relief', 'Stress'],
      email: null,
      website: null,
      isActive: 'true',
      rating: 0,
      reviewCount: 0,
    });
    expect(response.body).not.toMatch(/password|argon2/i);

    const login = await call(
      'POST',
      '/api/healer/login',
      { phone: input.phone, password: input.phone },
      {},
    );
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ mustChangePassword: true });

    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(input.phone);
  });

  it('gives the default title when none is sent', async () => {
    const { titles: _titles, ...withoutTitles } = validHealer();
    const response = await call('POST', '/api/admin/healers', withoutTitles);
    expect(response.statusCode).toBe(201);
    expect(response.json<Healer>().titles).toEqual(['Acu Hr.']);
  });

  it.each([
    ['titles empty', { titles: [] }, 'At least one title is required'],
    ['titles blank', { titles: ['  '] }, 'At least one title is required'],
    ['name missing', { name: undefined }, 'Name is required'],
    ['name blank', { name: '   ' }, 'Name is required'],
    ['phone missing', { phone: undefined }, 'Phone number is required'],
    ['phone blank', { phone: '' }, 'Phone number is required'],
    ['district unknown', { district: 'Chennai' }, 'District is required'],
    ['district missing', { district: undefined }, 'District is required'],
    ['pincode missing', { pincode: undefined }, 'Pincode is required'],
    ['pincode blank', { pincode: ' ' }, 'Pincode is required'],
    ['rating above 5', { rating: 6 }, 'Rating must be between 0 and 5'],
    ['rating below 0', { rating: -1 }, 'Rating must be between 0 and 5'],
  ])('answers 400 when %s', async (_case, overrides, message) => {
    const response = await call('POST', '/api/admin/healers', validHealer(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(response.json().errors[0]).toMatchObject({ message });
  });

  it.each([
    ['name', { name: 'Anil\u0000Kumar' }],
    ['titles', { titles: ['\u0000'] }],
  ])('answers 400, not 500, for a NUL character in %s', async (_field, overrides) => {
    const response = await call('POST', '/api/admin/healers', validHealer(overrides));
    expect(response.statusCode).toBe(400);
  });

  it('answers 409 for a phone another healer has', async () => {
    const existing = await create();
    const response = await call(
      'POST',
      '/api/admin/healers',
      validHealer({ phone: existing.phone }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(phoneTaken);
  });

  it('answers 409 for the same number written another way (it would sign in both)', async () => {
    const existing = await create();
    for (const phone of [`+91 ${existing.phone}`, `0${existing.phone}`]) {
      const response = await call('POST', '/api/admin/healers', validHealer({ phone }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(phoneTaken);
    }
  });

  it('shows a new active healer in the public directory at once', async () => {
    await call('GET', '/api/healers', undefined, {});
    const healer = await create({ name: 'Freshly Added' });
    const list = await call('GET', '/api/healers', undefined, {});
    expect(list.json<Healer[]>().map((h) => h.id)).toContain(healer.id);
  });

  it('tells the admins’ live list', async () => {
    const spy = vi.spyOn(t.app.realtime, 'healersUpdated');
    try {
      await create();
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /api/admin/healers', () => {
  it('lists every healer, inactive too, newest first, without passwords', async () => {
    const older = await create({ name: 'Older One' });
    const inactive = await create({ name: 'Hidden One', isActive: 'false' });
    const response = await call('GET', '/api/admin/healers');
    expect(response.statusCode).toBe(200);
    const list = response.json<Healer[]>();
    const ids = list.map((h) => h.id);
    expect(ids).toContain(older.id);
    expect(ids.indexOf(inactive.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((h) => h.id === inactive.id)?.isActive).toBe('false');
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('pages and filters when asked', async () => {
    const marker = await create({ name: 'Zebulon Pagetest' });
    const page = await call('GET', '/api/admin/healers?page=1&pageSize=2');
    expect(page.statusCode).toBe(200);
    const body = page.json<{ healers: Healer[]; total: number; page: number; pageSize: number }>();
    expect(body.healers).toHaveLength(2);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.total).toBeGreaterThan(2);

    // The whole list's total follows every write, the app's or one made by hand in SQL, and a
    // page is the same healers in the same order as the list.
    const all = (await call('GET', '/api/admin/healers')).json<Healer[]>();
    expect(body.total).toBe(all.length);
    expect(body.healers.map((h) => h.id)).toEqual(all.slice(0, 2).map((h) => h.id));
    const second = (await call('GET', '/api/admin/healers?page=2&pageSize=2')).json<{
      healers: Healer[];
    }>();
    expect(second.healers.map((h) => h.id)).toEqual(all.slice(2, 4).map((h) => h.id));
    await t.database.db.delete(healers).where(eq(healers.id, marker.id));
    const after = (await call('GET', '/api/admin/healers?page=1&pageSize=2')).json<{
      total: number;
    }>();
    expect(after.total).toBe(all.length - 1);
    const again = await create({ name: 'Zebulon Pagetest' });

    const found = await call('GET', '/api/admin/healers?q=zebulon');
    expect(found.json<Healer[]>().map((h) => h.id)).toEqual([again.id]);
    const wildcard = await call('GET', '/api/admin/healers?q=%25');
    expect(wildcard.json<Healer[]>()).toEqual([]);
  });

  it('finds healers having every word of the search, in name, titles, place, services or phone', async () => {
    const kochi = await create({
      name: 'Quillon Wordtest',
      titles: ['Dr'],
      city: 'Kochi',
      services: ['Moxibustion'],
    });
    await create({ name: 'Quillon Wordtest', titles: ['Acu Hr.'], city: 'Thrissur' });
    const ids = async (q: string) =>
      (await call('GET', `/api/admin/healers?page=1&pageSize=10&q=${encodeURIComponent(q)}`)).json<{
        healers: Healer[];
        total: number;
      }>();
    expect((await ids('quillon kochi')).healers.map((h) => h.id)).toEqual([kochi.id]);
    expect((await ids('wordtest moxibustion')).healers.map((h) => h.id)).toEqual([kochi.id]);
    expect((await ids('dr quillon')).healers.map((h) => h.id)).toEqual([kochi.id]);
    expect((await ids(`quillon ${kochi.phone.slice(-6)}`)).healers.map((h) => h.id)).toEqual([
      kochi.id,
    ]);
    expect((await ids('quillon')).total).toBe(2);
  });

  it('treats a NUL in the search text as nothing', async () => {
    const response = await call('GET', '/api/admin/healers?q=%00');
    expect(response.statusCode).toBe(200);
  });

  it.each(['page=0', 'pageSize=1000', 'page=abc'])('answers 400 for %s', async (query) => {
    const response = await call('GET', `/api/admin/healers?${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/admin/healers/{id}', () => {
  it('shows an admin a hidden healer, which the public and its cache still answer 404', async () => {
    const healer = await create({ name: 'Hidden Preview', isActive: 'false' });
    const response = await call('GET', `/api/admin/healers/${healer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: healer.id,
      name: 'Hidden Preview',
      isActive: 'false',
    });
    expect(allKeysOf(response.json())).not.toContain('passwordHash');
    for (let read = 0; read < 2; read++) {
      const publicRead = await call('GET', `/api/healers/${healer.id}`, undefined, {});
      expect(publicRead.statusCode).toBe(404);
      expect(publicRead.json()).toEqual({ message: 'Healer not found', key: 'healerNotFound' });
    }
    const page = await call('GET', `/healer/${healer.id}`, undefined, { accept: 'text/html' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Hidden Preview');
  });

  it('answers 404 for an unknown healer', async () => {
    const response = await call('GET', '/api/admin/healers/no-such-healer');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Healer not found', key: 'healerNotFound' });
  });
});

describe('PATCH /api/admin/healers/{id}', () => {
  it('changes only the fields sent', async () => {
    const healer = await create({ rating: 4.5, bio: 'Kept' });
    const response = await call('PATCH', `/api/admin/healers/${healer.id}`, {
      specialty: 'Pulse diagnosis',
      isActive: 'false',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Healer>()).toMatchObject({
      specialty: 'Pulse diagnosis',
      isActive: 'false',
      rating: 4.5,
      bio: 'Kept',
      name: healer.name,
      phone: healer.phone,
    });
  });

  it('resets the password to a new phone and ends the healer’s sessions', async () => {
    const { healer, cookie: healerCookie, password } = await createSignedInHealer(t.app);
    const newPhone = uniquePhone();
    const response = await call('PATCH', `/api/admin/healers/${healer.id}`, { phone: newPhone });
    expect(response.statusCode).toBe(200);
    expect(response.json<Healer>().phone).toBe(newPhone);

    const status = await call('GET', '/api/healer/status', undefined, { cookie: healerCookie });
    expect(status.json()).toMatchObject({ isAuthenticated: false });
    const oldLogin = await call('POST', '/api/healer/login', { phone: newPhone, password }, {});
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call(
      'POST',
      '/api/healer/login',
      { phone: newPhone, password: newPhone },
      {},
    );
    expect(newLogin.statusCode).toBe(200);
    expect(newLogin.json()).toMatchObject({ mustChangePassword: true });
  });

  it('keeps the password and sessions when the phone sent is the same', async () => {
    const { healer, cookie: healerCookie } = await createSignedInHealer(t.app);
    const response = await call('PATCH', `/api/admin/healers/${healer.id}`, {
      phone: healer.phone,
    });
    expect(response.statusCode).toBe(200);
    const status = await call('GET', '/api/healer/status', undefined, { cookie: healerCookie });
    expect(status.json()).toMatchObject({ isAuthenticated: true });
  });

  it('answers 409 for another healer’s phone', async () => {
    const a = await create();
    const b = await create();
    const response = await call('PATCH', `/api/admin/healers/${b.id}`, { phone: a.phone });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(phoneTaken);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ district: 'Goa' }, 'District is required'],
    [{ pincode: '' }, 'Pincode is required'],
    [{ phone: '' }, 'Phone number is required'],
    [{ rating: 7 }, 'Rating must be between 0 and 5'],
  ])('answers 400 for %j', async (patch, message) => {
    const healer = await create();
    const response = await call('PATCH', `/api/admin/healers/${healer.id}`, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses to clear the titles, keeping those stored', async () => {
    const healer = await create({ titles: ['Dr', 'Mrs'] });
    const response = await call('PATCH', `/api/admin/healers/${healer.id}`, { titles: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'At least one title is required' });
    const [row] = await t.app.db.select().from(healers).where(eq(healers.id, healer.id));
    expect(row?.titles).toEqual(['Dr', 'Mrs']);
  });

  it('answers 404 for an unknown healer', async () => {
    const response = await call('PATCH', '/api/admin/healers/no-such-healer', { name: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Healer not found', key: 'healerNotFound' });
  });

  it('hides a deactivated healer from the public at once', async () => {
    const healer = await create();
    expect((await call('GET', `/api/healers/${healer.id}`, undefined, {})).statusCode).toBe(200);
    await call('PATCH', `/api/admin/healers/${healer.id}`, { isActive: 'false' });
    expect((await call('GET', `/api/healers/${healer.id}`, undefined, {})).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/healers/{id}', () => {
  it('removes the healer and ends their sessions', async () => {
    const { healer, cookie: healerCookie } = await createSignedInHealer(t.app);
    const response = await call('DELETE', `/api/admin/healers/${healer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Healer deleted successfully' });
    const list = await call('GET', '/api/admin/healers');
    expect(list.json<Healer[]>().map((h) => h.id)).not.toContain(healer.id);
    const status = await call('GET', '/api/healer/status', undefined, { cookie: healerCookie });
    expect(status.json()).toMatchObject({ isAuthenticated: false });
  });

  it('answers 404 for an unknown healer', async () => {
    const healer = await createHealerViaDb(t.app.db);
    await call('DELETE', `/api/admin/healers/${healer.id}`);
    const again = await call('DELETE', `/api/admin/healers/${healer.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Healer not found', key: 'healerNotFound' });
  });
});

describe('photo URL on the admin form', () => {
  async function adminUpload(as: string): Promise<string> {
    const data = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#264' },
    })
      .png()
      .toBuffer();
    const body = multipartBody({ fileName: 'portrait.png', contentType: 'image/png', data });
    const response = await t.app.inject({
      method: 'POST',
      url: as === 'admin' ? '/api/admin/upload-photo' : '/api/healer/upload-photo',
      payload: body.payload,
      headers: { ...body.headers, cookie: as === 'admin' ? t.cookie : as },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ photoUrl: string }>().photoUrl;
  }

  it("saves only a photo the server stored for the admin (not data:, foreign or a healer's)", async () => {
    const healer = await createSignedInHealer(t.app, { name: 'Photo Elsewhere' });
    const healersOwn = await adminUpload(healer.cookie);
    const refused = [
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'https://evil.example/photos/abc.webp',
      '/photos/doesnotexist.webp',
      healersOwn,
    ];
    for (const photoUrl of refused) {
      const created = await call('POST', '/api/admin/healers', validHealer({ photoUrl }));
      expect(created.statusCode, photoUrl).toBe(400);
      expect(created.json().message).toBe('Please upload the photo with Upload Photo');
    }
    const photoUrl = await adminUpload('admin');
    const created = await call('POST', '/api/admin/healers', validHealer({ photoUrl }));
    expect(created.statusCode).toBe(201);
    const id = created.json<Healer>().id;
    expect(created.json<Healer>().photoUrl).toBe(photoUrl);

    for (const other of refused) {
      const patched = await call('PATCH', `/api/admin/healers/${id}`, { photoUrl: other });
      expect(patched.statusCode, other).toBe(400);
      expect(patched.json().message).toBe('Please upload the photo with Upload Photo');
    }
    const [stored] = await t.app.db
      .select({ photoUrl: healers.photoUrl })
      .from(healers)
      .where(eq(healers.id, id));
    expect(stored?.photoUrl).toBe(photoUrl);
    // The photo it already shows, a newly uploaded one, and none are all fine.
    expect((await call('PATCH', `/api/admin/healers/${id}`, { photoUrl })).statusCode).toBe(200);
    const next = await adminUpload('admin');
    const replaced = await call('PATCH', `/api/admin/healers/${id}`, { photoUrl: next });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Healer>().photoUrl).toBe(next);
    expect((await call('PATCH', `/api/admin/healers/${id}`, { photoUrl: '' })).statusCode).toBe(
      200,
    );
  });
});
