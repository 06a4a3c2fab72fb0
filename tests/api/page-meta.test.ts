import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healers, photos } from '../../src/db/schema.js';
import { signInAdmin } from '../helpers/auth.js';
import { templateClientDir } from '../helpers/client-template.js';
import { insertHealer } from '../helpers/public-data.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ORIGIN = 'https://healers.example.org';
const HOSTILE = `</script><script>alert(1)</script>"'&`;

let t: TestApp;
let client: ReturnType<typeof templateClientDir>;
let admin: string;
let healerId: string;
let photoHealerId: string;
let hostileId: string;
let inactiveId: string;
let photoId: string;

interface Page {
  status: number;
  html: string;
  doc: Document;
  meta(key: string): string | null;
  jsonLd(): Record<string, unknown>[];
}

const window = new Window();

async function page(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await t.app.inject({ url, headers });
  const doc = new window.DOMParser().parseFromString(
    response.body,
    'text/html',
  ) as unknown as Document;
  return {
    status: response.statusCode,
    html: response.body,
    doc,
    meta: (key) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
      null,
    jsonLd: () =>
      [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      ),
  };
}

beforeAll(async () => {
  client = templateClientDir();
  t = await createTestApp({
    clientDir: client.dir,
    env: { PUBLIC_URL: ORIGIN, TIME_ZONE: 'Asia/Dubai', COUNTRY_CODE: '971' },
  });
  const db = t.database.db;
  healerId = (
    await insertHealer(db, {
      name: 'Anil Kumar',
      titles: ['Dr', 'Acu Hr.'],
      specialty: 'Pain Management',
      city: 'Kochi',
      district: 'Ernakulam',
      building: 'Green House',
      addressField2: 'MG Road',
      state: 'Kerala',
      country: 'India',
      pincode: '682011',
      phone: '9847000001',
      languages: 'Malayalam, English',
      bio: 'Twenty years of classical acupuncture practice, treating back pain, migraine and sleep problems with gentle touch therapy for patients of every age.',
      rating: 4.5,
      reviewCount: 12,
      clinicTimings: [
        { day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
        { day: 'Tuesday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
        {
          day: 'Saturday',
          isOpen: true,
          morningStart: '10:00',
          morningEnd: '12:00',
          eveningStart: '16:00',
          eveningEnd: '19:00',
        },
        { day: 'Sunday', isOpen: false },
      ],
    })
  ).id;
  const [photo] = await db
    .insert(photos)
    .values({ bytes: Buffer.from('webp'), ogBytes: Buffer.from('jpeg'), contentType: 'image/webp' })
    .returning({ id: photos.id });
  photoId = photo!.id;
  photoHealerId = (
    await insertHealer(db, {
      name: 'Beena Thomas',
      district: 'Kollam',
      photoUrl: `/photos/${photoId}.webp`,
    })
  ).id;
  hostileId = (
    await insertHealer(db, {
      name: HOSTILE,
      specialty: `<b>Cupping</b> & "more"`,
      city: '\u2028Thrissur\u2029',
      district: 'Thrissur',
      bio: `</script><!-- <img src=x onerror=alert(2)>`,
      photoUrl: 'https://evil.example.com/photos/x.webp',
    })
  ).id;
  inactiveId = (await insertHealer(db, { name: 'Hidden Healer', isActive: 'false' })).id;
  admin = await signInAdmin(t.app);
});

afterAll(async () => {
  await t.close();
  client?.remove();
});

describe("a healer's page as a link preview or search engine sees it", () => {
  it('carries the name, specialty and place in the title and description', async () => {
    const p = await page(`/healer/${healerId}`);
    expect(p.status).toBe(200);
    expect(p.doc.title).toBe(
      'Acu Hr. Dr Anil Kumar – Pain Management in Kochi, Ernakulam | FCAH Kerala',
    );
    const description = p.meta('description')!;
    expect(description).toMatch(
      /^Pain Management in Kochi, Ernakulam\. Speaks Malayalam, English\. Twenty years of classical/,
    );
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('replaces the default title and description instead of adding a second one', async () => {
    const p = await page(`/healer/${healerId}`);
    expect(p.doc.querySelectorAll('title')).toHaveLength(1);
    expect(p.doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(p.html).not.toContain('Find Acupuncture Healers in Kerala');
    // The client's assets are still there, after the page's own tags.
    expect(p.html.indexOf('og:title')).toBeLessThan(p.html.indexOf('/assets/index-abc.js'));
  });

  it('has OpenGraph and Twitter tags with absolute URLs from PUBLIC_URL', async () => {
    const p = await page(`/healer/${healerId}`);
    expect(p.meta('og:type')).toBe('profile');
    expect(p.meta('og:site_name')).toBe('Federation of Classical Acupuncture Healers, Kerala');
    expect(p.meta('og:title')).toBe(p.doc.title);
    expect(p.meta('og:description')).toBe(p.meta('description'));
    expect(p.meta('og:url')).toBe(`${ORIGIN}/healer/${healerId}`);
    expect(p.meta('og:image')).toBe(`${ORIGIN}/og-default.jpg`);
    expect(p.meta('og:image:width')).toBe('1200');
    expect(p.meta('og:image:height')).toBe('630');
    expect(p.meta('og:locale')).toBe('en_IN');
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/healer/${healerId}`,
    );
    expect(p.meta('robots')).toBeNull();
  });

  it("uses the healer's own 1200×630 preview when the photo is one the server stored", async () => {
    const p = await page(`/healer/${photoHealerId}`);
    expect(p.meta('og:image')).toBe(`${ORIGIN}/photos/${photoId}/og.jpg`);
    const preview = await t.app.inject(`/photos/${photoId}/og.jpg`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });

  it('describes the healer in schema.org JSON-LD', async () => {
    const [data] = (await page(`/healer/${healerId}`)).jsonLd();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      name: 'Acu Hr. Dr Anil Kumar',
      telephone: '9847000001',
      url: `${ORIGIN}/healer/${healerId}`,
      image: `${ORIGIN}/og-default.jpg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Green House, MG Road',
        addressLocality: 'Kochi',
        addressRegion: 'Kerala',
        postalCode: '682011',
        addressCountry: 'IN',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
    expect(data!.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '10:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '16:00',
        closes: '19:00',
      },
    ]);
  });

  it('names the federation, the languages and the coming leave as closed days (decision 044)', async () => {
    const onLeave = await insertHealer(t.database.db, {
      name: 'Leela Varghese',
      languages: 'Malayalam, Tamil',
      verificationCheckedOn: '2026-03-12',
      verificationChecks: ['membership', 'identity'],
      verificationNote: 'seen at the office',
      leave: [
        { from: '2020-01-01', to: '2020-01-05', note: 'ended long ago' },
        { from: '2099-12-24', to: '2099-12-26', note: 'Christmas' },
      ],
    });
    const p = await page(`/healer/${onLeave.id}`);
    // Gone before the sitemap's test counts the healers.
    await t.database.db.delete(healers).where(eq(healers.id, onLeave.id));
    const [data] = p.jsonLd();
    expect(data).toMatchObject({
      memberOf: {
        '@type': 'Organization',
        name: 'Federation of Classical Acupuncture Healers, Kerala',
        url: `${ORIGIN}/`,
      },
      knowsLanguage: [
        { '@type': 'Language', name: 'Malayalam', alternateName: 'ml' },
        { '@type': 'Language', name: 'Tamil', alternateName: 'ta' },
      ],
    });
    expect(data!.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2099-12-24',
        validThrough: '2099-12-26',
      },
    ]);
    // The admin's private note never reaches the page.
    expect(p.html).not.toContain('seen at the office');
  });

  it('leaves the rating out of JSON-LD when there are no reviews', async () => {
    const [data] = (await page(`/healer/${photoHealerId}`)).jsonLd();
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });

  it('escapes a hostile name and bio so nothing breaks out of the head', async () => {
    const p = await page(`/healer/${hostileId}`);
    expect(p.status).toBe(200);
    // Only the JSON-LD block and the client's module: no injected script element.
    const scripts = [...p.doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/ld+json', 'module']);
    expect(p.doc.querySelector('img')).toBeNull();
    expect(p.html).not.toContain('<script>alert(1)');
    expect(p.html).not.toMatch(/[\u2028\u2029]/);
    expect(p.doc.title).toBe(`${HOSTILE} – <b>Cupping</b> & "more" in Thrissur | FCAH Kerala`);
    expect(p.meta('og:title')).toBe(p.doc.title);
    const [data] = p.jsonLd();
    expect(data!.name).toBe(HOSTILE);
    expect(String(data!.description)).toContain('</script><!-- <img src=x onerror=alert(2)>');
    // A photo on another site has no preview size: the default image stands in.
    expect(p.meta('og:image')).toBe(`${ORIGIN}/og-default.jpg`);
  });

  it.each([
    ['an inactive healer', () => `/healer/${inactiveId}`],
    ['an unknown id', () => '/healer/no-such-healer'],
    ['a malformed id', () => `/healer/${encodeURIComponent('"><script>x</script>')}`],
  ])('answers %s with 404, the shell and a not-indexed "Healer Not Found"', async (_, url) => {
    const p = await page(url());
    expect(p.status).toBe(404);
    expect(p.doc.title).toBe('Healer Not Found | FCAH Kerala');
    expect(p.meta('robots')).toBe('noindex');
    expect(p.doc.querySelector('#root')).not.toBeNull();
    expect(p.doc.querySelectorAll('script:not([type="module"])')).toHaveLength(0);
    expect(p.html).not.toContain('Hidden Healer');
  });

  it('answers a fetcher that sends no Accept header (WhatsApp) with the page', async () => {
    const response = await t.app.inject({ url: `/healer/${healerId}`, headers: { accept: '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Acu Hr. Dr Anil Kumar');
  });

  it('is served from the cache with an ETag and compressed, and a write shows at once', async () => {
    const first = await t.app.inject({
      url: `/healer/${photoHealerId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      url: `/healer/${photoHealerId}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/healers/${photoHealerId}`,
      headers: { cookie: admin },
      payload: { name: 'Beena Mathew', specialty: 'Cupping Therapy' },
    });
    expect(patch.statusCode).toBe(200);
    const changed = await page(`/healer/${photoHealerId}`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.doc.title).toBe('Beena Mathew – Cupping Therapy in Kollam | FCAH Kerala');
  });
});

describe('the fixed pages', () => {
  it.each([
    ['/', 'Find Acupuncture Healers in Kerala | FCAH Kerala', /^Find certified classical/],
    ['/about', 'About | FCAH Kerala', /mission, core values, leadership team/],
    ['/contact', 'Contact | FCAH Kerala', /^Contact the Federation/],
  ])('%s has its own title, description and OpenGraph', async (url, title, description) => {
    const p = await page(url, { accept: 'text/html' });
    expect(p.status).toBe(200);
    expect(p.doc.title).toBe(title);
    expect(p.meta('description')).toMatch(description);
    expect(p.meta('og:title')).toBe(title);
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:url')).toBe(`${ORIGIN}${url}`);
    expect(p.meta('og:image')).toBe(`${ORIGIN}/og-default.jpg`);
    expect(p.doc.querySelectorAll('title')).toHaveLength(1);
  });

  it('gives the sign-in and private areas a title and keeps them out of search results', async () => {
    for (const url of ['/login', '/healer-login', '/healer-profile', '/admin']) {
      const p = await page(url);
      expect(p.status, url).toBe(200);
      expect(p.meta('robots'), url).toBe('noindex');
    }
  });

  it('answers an unknown path with 404 and the shell, whose router shows the message', async () => {
    const p = await page('/no/such/page', { accept: 'text/html' });
    expect(p.status).toBe(404);
    expect(p.doc.title).toBe('Page Not Found | FCAH Kerala');
    expect(p.meta('robots')).toBe('noindex');
    expect(p.doc.querySelector('#root')).not.toBeNull();
  });

  it('puts the runtime config the client reads in every page', async () => {
    for (const url of ['/', `/healer/${healerId}`, '/healer/missing']) {
      const before = Date.now();
      const p = await page(url);
      expect(p.meta('clinic-time-zone'), url).toBe('Asia/Dubai');
      expect(p.meta('country-code'), url).toBe('971');
      expect(p.meta('public-url'), url).toBe(ORIGIN);
      // Dubai is UTC+4 all year; the window runs from an hour before the page was made (a page
      // may come from the one-minute pre-render cache) to six hours after.
      const [minutes, validFrom, validUntil] = p.meta('clinic-utc-offset')!.split(' ').map(Number);
      expect(minutes, url).toBe(240);
      expect(validUntil! - validFrom!, url).toBe(7 * 3_600_000);
      expect(validFrom!, url).toBeLessThanOrEqual(before - 3_600_000 + 1_000);
      expect(validUntil!, url).toBeGreaterThan(before + 5 * 3_600_000);
    }
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages and the active healers only, with their last change', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = new window.DOMParser().parseFromString(response.body, 'application/xml');
    const locs = [...doc.querySelectorAll('loc')].map((loc) => loc.textContent);
    const english = [
      `${ORIGIN}/`,
      `${ORIGIN}/about`,
      `${ORIGIN}/contact`,
      `${ORIGIN}/healer/${healerId}`,
      `${ORIGIN}/healer/${photoHealerId}`,
      `${ORIGIN}/healer/${hostileId}`,
    ];
    // Each page in English and in Malayalam (decision 024).
    const both = [...english, ...english.map((url) => `${url}?lang=ml`)];
    expect(locs).toEqual(expect.arrayContaining(both));
    expect(locs).toHaveLength(both.length);
    expect(response.body).not.toContain(inactiveId);
    const healerEntry = [...doc.querySelectorAll('url')].find(
      (url) => url.querySelector('loc')?.textContent === `${ORIGIN}/healer/${healerId}`,
    );
    expect(healerEntry?.querySelector('lastmod')?.textContent).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    const alternates = [...(healerEntry?.getElementsByTagName('xhtml:link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/healer/${healerId}`],
      ['ml', `${ORIGIN}/healer/${healerId}?lang=ml`],
      ['x-default', `${ORIGIN}/healer/${healerId}`],
    ]);
  });

  it('drops a healer as soon as they are deactivated', async () => {
    const before = await t.app.inject('/sitemap.xml');
    expect(before.body).toContain(`/healer/${hostileId}`);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/healers/${hostileId}`,
      headers: { cookie: admin },
      payload: { isActive: 'false' },
    });
    expect(patch.statusCode).toBe(200);
    const after = await t.app.inject('/sitemap.xml');
    expect(after.body).not.toContain(`/healer/${hostileId}`);
    expect((await page(`/healer/${hostileId}`)).status).toBe(404);
  });

  it('robots.txt allows the public pages, keeps private areas out and points to the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /healer-profile',
        'Disallow: /api/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});

describe('without PUBLIC_URL', () => {
  let plain: TestApp;

  beforeAll(async () => {
    // A second app on the same database, without PUBLIC_URL and without a client build.
    plain = await createTestApp({ database: t.database, withAdmin: false });
  });
  afterAll(() => plain.close());

  it('builds absolute URLs from the Host header', async () => {
    const response = await plain.app.inject({
      url: `/healer/${healerId}`,
      headers: { host: 'healers.local:5077' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<meta property="og:url" content="http://healers.local:5077/healer/${healerId}" />`,
    );
    expect(response.body).not.toContain('name="public-url"');
    const robots = await plain.app.inject({ url: '/robots.txt', headers: { host: 'a.example' } });
    expect(robots.body).toContain('Sitemap: http://a.example/sitemap.xml');
  });

  it('keeps no copy of a sitemap or robots.txt named from a spoofed Host (decision 032)', async () => {
    const cachedBefore = plain.app.publicCache.size;
    const spoofed = { host: 'attacker.example' };
    const sitemap = await plain.app.inject({ url: '/sitemap.xml', headers: spoofed });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://attacker.example/</loc>');
    expect(sitemap.headers['cache-control']).toBe('no-store');
    const robots = await plain.app.inject({ url: '/robots.txt', headers: spoofed });
    expect(robots.body).toContain('Sitemap: http://attacker.example/sitemap.xml');
    expect(plain.app.publicCache.size).toBe(cachedBefore);
    // Another visitor's sitemap names their own host, never the spoofed one.
    const other = await plain.app.inject({ url: '/sitemap.xml', headers: { host: 'a.example' } });
    expect(other.body).not.toContain('attacker.example');
    expect(other.body).toContain('<loc>http://a.example/</loc>');
  });

  it('ignores a malformed Host header instead of echoing it', async () => {
    const response = await plain.app.inject({
      url: '/sitemap.xml',
      headers: { host: 'evil.example/"><x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil');
    expect(response.body).toContain('<loc>http://localhost/</loc>');
  });

  it('still puts the head into the placeholder page when the client is not built', async () => {
    const response = await plain.app.inject({ url: '/about', headers: { host: 'a.example' } });
    expect(response.body).toContain('<title>About | FCAH Kerala</title>');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toContain('The web client has not been built yet');
  });
});
