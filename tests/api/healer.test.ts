import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema.js';
import { healerSchema } from '../../src/shared/schemas/healer.js';
import {
  createHealerViaDb,
  createSignedInHealer,
  loginAsHealer,
  signInAdmin,
} from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

// First sign-ins here use the phone (FIRST_PASSWORD=phone); codes: sign-in-code.test.ts.
const t = setUpApiTest({ env: { FIRST_PASSWORD: 'phone' }, signIn: 'none' });

const profile = {
  titles: ['Dr'],
  name: 'Updated Name',
  specialty: 'Pain relief',
  district: 'Thrissur',
  pincode: '680001',
  city: 'Thrissur',
  languages: 'English,Malayalam',
  bio: 'First paragraph.\n\nSecond.',
  services: ['Acupuncture', 'Cupping'],
  qualifications: ['Diploma in Acupuncture'],
  clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
  email: '',
  website: '  ',
};

const putProfile = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/healer/profile',
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/healer/services', () => {
  const getServices = (cookie?: string) =>
    t.app.inject({ url: '/api/healer/services', headers: cookie ? { cookie } : {} });

  it('lists the active services by name, for the profile editor to offer', async () => {
    await t.app.db
      .insert(services)
      .values([
        { name: 'Moxibustion', description: 'Warming therapy', nameMl: 'മോക്സിബസ്റ്റൻ' },
        { name: 'cupping therapy' },
        { name: 'Retired therapy', isActive: false },
      ]);
    const { cookie } = await createSignedInHealer(t.app);
    const response = await getServices(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'cupping therapy', description: null, nameMl: null },
      { name: 'Moxibustion', description: 'Warming therapy', nameMl: 'മോക്സിബസ്റ്റൻ' },
    ]);
  });

  it('answers 401 signed out, 403 to an admin and before the first password change', async () => {
    expect((await getServices()).statusCode).toBe(401);
    expect((await getServices(await signInAdmin(t.app))).statusCode).toBe(403);
    const fresh = await createHealerViaDb(t.app.db);
    const cookie = await loginAsHealer(t.app, fresh.phone, fresh.phone);
    const response = await getServices(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Password change required',
      key: 'passwordChangeRequired',
    });
  });
});

describe('PUT /api/healer/profile', () => {
  // The services `profile` lists are the federation's (the server takes no others).
  beforeAll(async () => {
    await t.app.db.insert(services).values([{ name: 'Acupuncture' }, { name: 'Cupping' }]);
  });

  it("changes the healer's own fields, shown at once in the public directory", async () => {
    const { healer, cookie } = await createSignedInHealer(t.app, { name: 'Old Name' });
    // Read the public page first, so a stale cached copy would show if not invalidated.
    expect((await t.app.inject(`/api/healers/${healer.id}`)).json().name).toBe('Old Name');
    const response = await putProfile(profile, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Profile updated successfully');
    const updated = healerSchema.strict().parse(body.healer);
    expect(updated).toMatchObject({
      name: 'Updated Name',
      titles: ['Dr'],
      district: 'Thrissur',
      services: ['Acupuncture', 'Cupping'],
      email: null,
      website: null,
      clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
    });
    const publicView = await t.app.inject(`/api/healers/${healer.id}`);
    expect(publicView.json().name).toBe('Updated Name');
    expect(publicView.json().bio).toBe('First paragraph.\n\nSecond.');
  });

  it('stores titles, languages and lists the way the admin form does', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const response = await putProfile(
      {
        ...profile,
        titles: ['Ac.Hlr', 'Dr'],
        languages: ' Malayalam , English,English ',
        services: [' Cupping ', ''],
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().healer).toMatchObject({
      titles: ['Acu Hr.', 'Dr'],
      languages: 'Malayalam, English',
      services: ['Cupping'],
    });
  });

  it('leaves phone, isActive, rating, reviewCount and id as they are', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app, {
      rating: 4.5,
      reviewCount: 12,
      isActive: 'false',
    });
    const response = await putProfile(
      {
        ...profile,
        id: 'hijacked',
        phone: '9000000000',
        isActive: 'true',
        rating: 5,
        reviewCount: 999,
        password: 'sneaky-pass',
        passwordHash: 'x',
        mustChangePassword: true,
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().healer).toMatchObject({
      id: healer.id,
      phone: healer.phone,
      isActive: 'false',
      rating: 4.5,
      reviewCount: 12,
    });
    // The password did not change either.
    expect(await loginAsHealer(t.app, healer.phone, 'healer-own-pass')).toMatch(/^sid=/);
  });

  it('edits only the signed-in healer', async () => {
    const other = await createHealerViaDb(t.app.db, { name: 'Someone Else' });
    const { cookie } = await createSignedInHealer(t.app);
    await putProfile(profile, cookie);
    const admin = await signInAdmin(t.app);
    const list = await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } });
    expect(list.json().find((user: { id: string }) => user.id === other.id).name).toBe(
      'Someone Else',
    );
  });

  it.each([
    ['Name is required', { ...profile, name: '' }],
    ['District is required', { ...profile, district: 'Atlantis' }],
    ['Pincode is required', { ...profile, pincode: '' }],
  ])('refuses an invalid profile with "%s"', async (message, payload) => {
    const { cookie } = await createSignedInHealer(t.app);
    const response = await putProfile(payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 signed out, 403 to an admin and 403 before the first password change', async () => {
    expect((await putProfile(profile)).statusCode).toBe(401);
    expect((await putProfile(profile, await signInAdmin(t.app))).statusCode).toBe(403);
    const fresh = await createHealerViaDb(t.app.db);
    const cookie = await loginAsHealer(t.app, fresh.phone, fresh.phone);
    const response = await putProfile(profile, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Password change required',
      key: 'passwordChangeRequired',
    });
  });
});

const BOUNDARY = '----healer-test-boundary';

function multipart(filename: string, contentType: string, content: Buffer, field = 'photo') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const upload = (body: Buffer, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/healer/upload-photo',
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(cookie ? { cookie } : {}),
    },
  });

describe('POST /api/healer/upload-photo', () => {
  it('stores a photo and answers its URL, which serves a WebP', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c03030' },
    })
      .png()
      .toBuffer();
    const response = await upload(multipart('me.png', 'image/png', png), cookie);
    expect(response.statusCode).toBe(200);
    const { photoUrl } = response.json();
    expect(photoUrl).toMatch(/^\/photos\/[A-Za-z0-9_-]+\.webp$/);
    const served = await t.app.inject(photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it("saves only a photo URL the server issued to this healer (not data:, foreign or another's)", async () => {
    const mine = await createSignedInHealer(t.app, { name: 'Photo Owner' });
    const other = await createSignedInHealer(t.app, { name: 'Photo Other' });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const uploaded = async (cookie: string) =>
      (await upload(multipart('me.png', 'image/png', png), cookie)).json().photoUrl as string;
    const own = await uploaded(mine.cookie);
    const theirs = await uploaded(other.cookie);
    const save = (photoUrl: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/healer/profile',
        headers: { cookie: mine.cookie },
        payload: { name: 'Photo Owner', district: 'Kollam', pincode: '691001', photoUrl },
      });
    for (const photoUrl of [
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'https://evil.example/photos/abc.webp',
      theirs,
      '/photos/doesnotexist.webp',
    ]) {
      const refused = await save(photoUrl);
      expect(refused.statusCode, photoUrl).toBe(400);
      expect(refused.json().message).toBe('Please upload the photo with Upload Photo');
    }
    const saved = await save(own);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().healer.photoUrl).toBe(own);
    // Saving the profile again with the photo it already shows is fine.
    expect((await save(own)).statusCode).toBe(200);
  });

  it.each([
    [
      'text named .png',
      () => multipart('me.png', 'image/png', Buffer.from('not an image')),
      415,
      'Please select a valid image file',
    ],
    [
      'a 6 MB file',
      () => multipart('big.jpg', 'image/jpeg', Buffer.alloc(6 * 1024 * 1024, 1)),
      413,
      'Photo must be less than 5MB',
    ],
  ])('refuses %s', async (_label, body, status, message) => {
    const { cookie } = await createSignedInHealer(t.app);
    const response = await upload(body(), cookie);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 signed out, 403 to an admin and before the first password change', async () => {
    const body = multipart('me.png', 'image/png', Buffer.from('x'));
    expect((await upload(body)).statusCode).toBe(401);
    expect((await upload(body, await signInAdmin(t.app))).statusCode).toBe(403);
    const fresh = await createHealerViaDb(t.app.db);
    const cookie = await loginAsHealer(t.app, fresh.phone, fresh.phone);
    expect((await upload(body, cookie)).json()).toEqual({
      message: 'Password change required',
      key: 'passwordChangeRequired',
    });
  });
});

describe('profile writes are bounded (DESIGN §10.7)', () => {
  const SERVICE_MESSAGE = "Please choose services from the federation's list";

  it('takes services from the active catalogue or the healer’s own list; any other is 400', async () => {
    await t.app.db
      .insert(services)
      .values([{ name: 'Gua Sha' }, { name: 'Old Art', isActive: false }]);
    const { cookie } = await createSignedInHealer(t.app, { services: ['Family Remedy'] });
    const save = (names: string[]) => putProfile({ ...profile, services: names }, cookie);

    const unknown = await save(['Gua Sha', 'Invented Service']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: SERVICE_MESSAGE,
      key: 'serviceNotInCatalogue',
      errors: [{ path: 'services.1', message: SERVICE_MESSAGE, key: 'serviceNotInCatalogue' }],
    });
    expect((await save(['Old Art'])).statusCode).toBe(400);

    const kept = await save(['gua sha', 'Family Remedy']);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().healer.services).toEqual(['Gua Sha', 'Family Remedy']);
  });

  it('answers 429 with Retry-After past 30 saves in 10 minutes, and another healer is unaffected', async () => {
    const busy = await createSignedInHealer(t.app);
    const payload = { ...profile, services: [] };
    for (let i = 1; i <= 30; i++) {
      expect((await putProfile(payload, busy.cookie)).statusCode, `save ${i}`).toBe(200);
    }
    const refused = await putProfile(payload, busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many profile changes. Please try again later.',
      key: 'tooManyProfileChanges',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const other = await createSignedInHealer(t.app);
    expect((await putProfile(payload, other.cookie)).statusCode).toBe(200);
  });

  it('says no-store on every healer reply, errors included', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    const admin = await signInAdmin(t.app);
    const replies = [
      await putProfile(profile, cookie),
      await t.app.inject({ url: '/api/healer/status', headers: { cookie } }),
      await putProfile(profile),
      await putProfile(profile, admin),
      await putProfile({ ...profile, name: '' }, cookie),
      await t.app.inject({ url: '/api/healer/no-such-route', headers: { cookie } }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 401, 403, 400, 404]);
    for (const reply of replies) expect(reply.headers['cache-control']).toBe('no-store');
  });
});
