import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { healers, settings } from '../../src/db/schema.js';
import { healerSchema } from '../../src/shared/schemas/healer.js';
import { publicSettingsSchema } from '../../src/shared/schemas/settings.js';
import { teamMemberSchema } from '../../src/shared/schemas/team-member.js';
import { allKeys, insertHealer, insertTeamMember } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ signIn: 'none' });
let activeId: string;
let inactiveId: string;
let oddFlagId: string;

beforeAll(async () => {
  const db = t.database.db;
  const active = await insertHealer(db, {
    name: 'Anil Kumar',
    titles: ['Acu Hr.'],
    district: 'Kollam',
    specialty: 'Acupuncture',
    languages: 'English, Malayalam',
    services: ['Cupping', 'Pain Relief'],
    qualifications: ['Diploma in Acupuncture'],
    clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
    rating: 4.5,
    reviewCount: 12,
  });
  activeId = active.id;
  await insertHealer(db, { name: 'Beena Thomas', district: 'Kollam' });
  await insertHealer(db, { name: 'Chandran Pillai', district: 'Wayanad' });
  inactiveId = (
    await insertHealer(db, { name: 'Hidden Healer', district: 'Idukki', isActive: 'false' })
  ).id;
  // Anything other than 'true' is inactive (spec §3).
  oddFlagId = (await insertHealer(db, { name: 'Odd Flag', district: 'Kannur', isActive: 'no' })).id;

  await insertTeamMember(db, { name: 'Exec B', role: 'Executive Member', displayOrder: 2 });
  await insertTeamMember(db, { name: 'Exec A', role: 'Executive Member', displayOrder: 1 });
  await insertTeamMember(db, { name: 'Treasurer', role: 'Treasurer' });
  await insertTeamMember(db, { name: 'The President', role: 'President', displayOrder: 5 });
  await insertTeamMember(db, { name: 'Former Secretary', role: 'Secretary', isActive: false });
});

describe('GET /api/healers', () => {
  it('lists active healers only, in the healer shape', async () => {
    const response = await t.app.inject('/api/healers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.map((h: { name: string }) => h.name)).toEqual([
      'Anil Kumar',
      'Beena Thomas',
      'Chandran Pillai',
    ]);
    for (const healer of body) expect(() => healerSchema.parse(healer)).not.toThrow();
    const anil = body[0];
    expect(anil).toMatchObject({
      titles: ['Acu Hr.'],
      isActive: 'true',
      languages: 'English, Malayalam',
      services: ['Cupping', 'Pain Relief'],
      rating: 4.5,
      reviewCount: 12,
      email: null,
      clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
    });
  });

  it('never shows a password, hash or internal column, on any public endpoint', async () => {
    for (const url of [
      '/api/healers',
      `/api/healers/${activeId}`,
      '/api/healers/search?query=anil',
      '/api/stats',
      '/api/team-members',
      '/api/settings',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      const keys = allKeys(response.json());
      for (const secret of ['password', 'passwordHash', 'mustChangePassword', 'searchText']) {
        expect(keys.has(secret), `${url} has ${secret}`).toBe(false);
      }
      expect(response.body).not.toContain('argon2');
    }
  });
});

describe('GET /api/healers/{id}', () => {
  it('returns one active healer', async () => {
    const response = await t.app.inject(`/api/healers/${activeId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: activeId, name: 'Anil Kumar' });
    expect(allKeys(response.json()).has('passwordHash')).toBe(false);
  });

  it.each([
    ['an inactive healer', () => inactiveId],
    ["a healer whose isActive is neither 'true' nor 'false'", () => oddFlagId],
    ['an unknown id', () => 'doesNotExist123'],
    ['an id with characters no id has', () => encodeURIComponent("1' or '1'='1")],
  ])('answers 404 JSON for %s', async (_label, id) => {
    const response = await t.app.inject(`/api/healers/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Healer not found', key: 'healerNotFound' });
  });
});

describe('GET /api/healers/search', () => {
  it("finds no healer whose isActive is anything but 'true', by name or by place", async () => {
    for (const url of [
      '/api/healers/search?query=Odd%20Flag',
      '/api/healers/search?district=Kannur',
      '/api/healers/search?query=Hidden',
      '/api/healers/search?district=Idukki',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual([]);
    }
    const kollam = await t.app.inject('/api/healers/search?district=Kollam');
    expect(kollam.json().map((h: { name: string }) => h.name)).toEqual(
      expect.arrayContaining(['Anil Kumar', 'Beena Thomas']),
    );
  });
});

describe('GET /api/stats', () => {
  it('counts active healers and the districts that have one', async () => {
    const response = await t.app.inject('/api/stats');
    expect(response.statusCode).toBe(200);
    // Kollam (2) and Wayanad (1); Idukki and Kannur only have inactive healers.
    expect(response.json()).toEqual({ totalHealers: 3, totalLocations: 2 });
  });
});

describe('GET /api/team-members', () => {
  it('lists active members by role rank, then display order', async () => {
    const response = await t.app.inject('/api/team-members');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const member of body) expect(() => teamMemberSchema.parse(member)).not.toThrow();
    expect(body.map((m: { name: string }) => m.name)).toEqual([
      'The President',
      'Treasurer',
      'Exec A',
      'Exec B',
    ]);
  });
});

describe('GET /api/settings', () => {
  it('shows the public settings with their defaults', async () => {
    const response = await t.app.inject('/api/settings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(() => publicSettingsSchema.parse(body)).not.toThrow();
    expect(body).toMatchObject({
      organizationName: 'Federation of Classical Acupuncture Healers, Kerala',
      primaryColor: '#4f46e5',
      secondaryColor: '#059669',
    });
    expect(body).toHaveProperty('contactEmail');
    expect(body).toHaveProperty('facebookUrl');
    expect(body).not.toHaveProperty('updatedAt');
  });

  it('shows contact details and social links once set', async () => {
    await t.database.db
      .update(settings)
      .set({
        contactEmail: 'info@example.org',
        contactPhone: '9876543210',
        address: 'Federation House\nKollam',
        website: 'https://example.org',
        youtubeUrl: 'https://youtube.com/@federation',
      })
      .where(eq(settings.id, 1));
    t.app.publicCache.invalidate();
    const body = (await t.app.inject('/api/settings')).json();
    expect(body).toMatchObject({
      contactEmail: 'info@example.org',
      contactPhone: '9876543210',
      address: 'Federation House\nKollam',
      website: 'https://example.org',
      youtubeUrl: 'https://youtube.com/@federation',
    });
  });
});

describe('the public cache', () => {
  it('serves a fresh reply after a direct write and invalidate()', async () => {
    const before = (await t.app.inject('/api/healers')).json();
    await t.database.db
      .update(healers)
      .set({ name: 'Anil Kumar Renamed' })
      .where(eq(healers.id, activeId));

    // Without invalidation the cached reply is still served: this is what the cache is for.
    expect((await t.app.inject('/api/healers')).json()).toEqual(before);

    t.app.publicCache.invalidate();
    const names = (await t.app.inject('/api/healers')).json().map((h: { name: string }) => h.name);
    expect(names).toContain('Anil Kumar Renamed');
    const one = (await t.app.inject(`/api/healers/${activeId}`)).json();
    expect(one.name).toBe('Anil Kumar Renamed');

    await t.database.db.update(healers).set({ isActive: 'false' }).where(eq(healers.id, activeId));
    t.app.publicCache.invalidate();
    expect((await t.app.inject(`/api/healers/${activeId}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/stats')).json()).toEqual({
      totalHealers: 2,
      totalLocations: 2,
    });
    await t.database.db.update(healers).set({ isActive: 'true' }).where(eq(healers.id, activeId));
    t.app.publicCache.invalidate();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject('/api/healers');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await t.app.inject({ url: '/api/healers', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('sends the body compressed for Accept-Encoding %s', async (accept, expected) => {
    const plain = await t.app.inject('/api/healers');
    const response = await t.app.inject({
      url: '/api/healers',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const decoded = (expected === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
  });
});
