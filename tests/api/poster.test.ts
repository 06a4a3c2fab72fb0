import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHealer } from '../helpers/public-data.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://healers.example.org';
const t = setUpApiTest({ env: { PUBLIC_URL, TIME_ZONE: 'Asia/Kolkata' } });
let withoutUrl: TestApp;
let anilId: string;
let bareId: string;
let hiddenId: string;

beforeAll(async () => {
  const db = t.database.db;
  anilId = (
    await insertHealer(db, {
      name: 'Anil Kumar',
      titles: ['Dr'],
      district: 'Kollam',
      specialty: 'Back pain',
      languages: 'English, Malayalam',
      bookingWhatsApp: '98470 12345',
      clinicTimings: [
        { day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
        { day: 'Sunday', isOpen: false },
      ],
      verificationCheckedOn: '2026-03-12',
      verificationChecks: ['membership'],
    })
  ).id;
  bareId = (await insertHealer(db, { name: 'Beena Thomas', district: 'Kollam' })).id;
  hiddenId = (await insertHealer(db, { name: 'Hidden One', district: 'Kollam', isActive: 'false' }))
    .id;
  await insertHealer(db, { name: 'Wayanad Healer', district: 'Wayanad' });
  withoutUrl = await createTestApp({ database: t.database });
});

afterAll(async () => {
  await withoutUrl?.close();
});

describe('GET /healer/{id}/poster', () => {
  it('draws an active healer’s poster in both languages with both codes', async () => {
    const response = await t.app.inject(`/healer/${anilId}/poster`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('Dr Anil Kumar');
    expect(html).toContain('ഡോ. Anil Kumar');
    expect(html).toContain('Verified by the federation · March 2026');
    expect(html).toContain('ഫെഡറേഷൻ പരിശോധിച്ചുറപ്പിച്ചത് · 2026 മാർച്ച്');
    expect(html).toContain('9:00 AM - 1:00 PM');
    expect(html).toContain('The listing online is the current one.');
    expect(html.match(/<svg [^>]*class="qr"/g)).toHaveLength(2);
    expect(html).toContain('healers.example.org/healer/');
  });

  it('draws one language with ?lang= and the card with ?size=a6', async () => {
    const english = await t.app.inject(`/healer/${anilId}/poster?lang=en&size=a6`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('class="poster poster-a6"');
    expect(english.body).not.toContain('ഡോ.');
    const malayalam = await t.app.inject(`/healer/${anilId}/poster?lang=ml`);
    expect(malayalam.body).toContain('ഡോ. Anil Kumar');
    expect(malayalam.body).not.toContain('Verified by the federation');
  });

  it('gives a healer without photo, hours, languages or WhatsApp a poster with the profile code', async () => {
    const response = await t.app.inject(`/healer/${bareId}/poster`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Beena Thomas');
    expect(response.body).not.toContain('class="hours"');
    expect(response.body).not.toContain('class="photo"');
    expect(response.body.match(/<svg [^>]*class="qr"/g)).toHaveLength(1);
  });

  it('is 404 for an inactive or unknown healer', async () => {
    for (const id of [hiddenId, 'no-such-healer']) {
      const response = await t.app.inject(`/healer/${id}/poster`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('This healer is not on the federation’s list.');
      expect(response.body).not.toContain('class="qr"');
    }
  });

  it('answers 400 with the choices for an unknown size or language', async () => {
    const response = await t.app.inject(`/healer/${anilId}/poster?size=a3`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('size=a4 or size=a6');
  });

  it('says it needs PUBLIC_URL when the server has none, drawing no code', async () => {
    const response = await withoutUrl.app.inject(`/healer/${anilId}/poster`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('the server’s PUBLIC_URL is not set');
    expect(response.body).toContain('PUBLIC_URL സജ്ജമാക്കിയിട്ടില്ല');
    expect(response.body).not.toContain('class="qr"');
  });

  it('serves its stylesheet and Malayalam font', async () => {
    const css = await t.app.inject('/poster/poster.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('@font-face');
    const card = await t.app.inject('/poster/page-a6.css');
    expect(card.body).toContain('size: 105mm 148mm');
    const font = await t.app.inject('/poster/noto-sans-malayalam-400.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});

describe('GET /api/admin/posters', () => {
  it('needs an admin session', async () => {
    const signedOut = await t.call('GET', '/api/admin/posters?district=Kollam', undefined, {});
    expect(signedOut.statusCode).toBe(401);
    // The guard comes before the query's check: a signed-out caller learns nothing more.
    const noDistrict = await t.call('GET', '/api/admin/posters', undefined, {});
    expect(noDistrict.statusCode).toBe(401);
  });

  it('holds one sheet per active healer of the district', async () => {
    const response = await t.call('GET', '/api/admin/posters?district=Kollam');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const sheets = [
      ...response.body.matchAll(/<article class="poster[^"]*" data-healer="([^"]+)"/g),
    ];
    expect(sheets.map((match) => match[1]).sort()).toEqual([anilId, bareId].sort());
  });

  it('says when a district has no active healer', async () => {
    const response = await t.call('GET', '/api/admin/posters?district=Idukki&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No active healer in Idukki.');
  });

  it('refuses a district that is not one with the spec’s message', async () => {
    const response = await t.call('GET', '/api/admin/posters?district=Atlantis');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ key: 'districtRequired' });
  });

  it('says it needs PUBLIC_URL when the server has none', async () => {
    const cookie = t.cookie;
    const response = await withoutUrl.app.inject({
      url: '/api/admin/posters?district=Kollam',
      headers: { cookie },
    });
    // A session is the server's own: the second app on the same database honours it.
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('the server’s PUBLIC_URL is not set');
  });
});
