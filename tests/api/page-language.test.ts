import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_NAMES_ML, TITLE_NAMES_ML } from '../../src/shared/constants/malayalam-names.js';
import { pageTitlesEn, pageTitlesMl } from '../../src/shared/pages/page-titles.js';
import { templateClientDir } from '../helpers/client-template.js';
import { insertHealer } from '../helpers/public-data.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The language of a page (decision 024): ?lang= and the lang cookie, from the first byte.
const ORIGIN = 'https://healers.example.org';
const product = 'FCAH Kerala';
const title = (text: string) => text.replace('{product}', product);

let t: TestApp;
let client: ReturnType<typeof templateClientDir>;
let healerId: string;
/** The languages the pre-render was asked to draw, in order. */
const drawnIn: string[] = [];
const window = new Window();

async function page(url: string, cookie?: string) {
  const response = await t.app.inject({
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  const doc = new window.DOMParser().parseFromString(
    response.body,
    'text/html',
  ) as unknown as Document;
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    body: response.body,
    lang: doc.documentElement.getAttribute('lang'),
    title: doc.querySelector('title')?.textContent,
    meta: (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content'),
    metas: (key: string) =>
      [...doc.querySelectorAll(`meta[property="${key}"]`)].map((tag) =>
        tag.getAttribute('content'),
      ),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    hreflang: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
    langCookie: [setCookie ?? []]
      .flat()
      .map(String)
      .find((line) => line.startsWith('lang=')),
    root: doc.getElementById('root')?.textContent,
  };
}

beforeAll(async () => {
  client = templateClientDir();
  t = await createTestApp({
    clientDir: client.dir,
    env: { PUBLIC_URL: ORIGIN },
    prerender: {
      manifest: {},
      module: {
        renderPage: async ({ path, language }) => {
          drawnIn.push(language ?? 'none');
          return `<p>${path} drawn in ${language}</p>`;
        },
      },
    },
  });
  healerId = (
    await insertHealer(t.database.db, {
      name: 'Anil Kumar',
      titles: ['Dr'],
      specialty: 'Pain Management',
      city: 'Aluva',
      district: 'Ernakulam',
      languages: 'Malayalam, English',
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
  client?.remove();
});

describe('the language of a page', () => {
  it('is English by default, naming the Malayalam page as its alternate', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.lang).toBe('en');
    expect(home.title).toBe(title(pageTitlesEn.home));
    expect(home.meta('og:locale')).toBe('en_IN');
    expect(home.metas('og:locale:alternate')).toEqual(['ml_IN']);
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.hreflang).toEqual([
      ['en', `${ORIGIN}/`],
      ['ml', `${ORIGIN}/?lang=ml`],
      ['x-default', `${ORIGIN}/`],
    ]);
    expect(home.root).toBe('/ drawn in en');
    expect(home.langCookie).toBeUndefined();
  });

  it('?lang=ml draws the page in Malayalam from the first byte and remembers it in a cookie', async () => {
    const about = await page('/about?lang=ml');
    expect(about.status).toBe(200);
    expect(about.lang).toBe('ml');
    expect(about.title).toBe(title(pageTitlesMl.about));
    expect(about.meta('og:title')).toBe(title(pageTitlesMl.about));
    expect(about.meta('description')).toMatch(/[\u0D00-\u0D7F]/);
    expect(about.meta('og:locale')).toBe('ml_IN');
    expect(about.metas('og:locale:alternate')).toEqual(['en_IN']);
    expect(about.canonical).toBe(`${ORIGIN}/about?lang=ml`);
    expect(about.meta('og:url')).toBe(`${ORIGIN}/about?lang=ml`);
    expect(about.hreflang).toContainEqual(['ml', `${ORIGIN}/about?lang=ml`]);
    expect(about.root).toBe('/about drawn in ml');
    expect(about.langCookie).toMatch(/^lang=ml; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it('follows the cookie without a query, and ?lang=en switches back', async () => {
    const remembered = await page('/contact', 'lang=ml');
    expect(remembered.lang).toBe('ml');
    expect(remembered.title).toBe(title(pageTitlesMl.contact));
    expect(remembered.langCookie).toBeUndefined();
    const back = await page('/contact?lang=en', 'lang=ml');
    expect(back.lang).toBe('en');
    expect(back.title).toBe(title(pageTitlesEn.contact));
    expect(back.langCookie).toMatch(/^lang=en;/);
  });

  it('ignores a language it does not offer, in the query or the cookie', async () => {
    for (const [url, cookie] of [
      ['/?lang=fr', undefined],
      ['/?lang=%3Cscript%3E', undefined],
      ['/', 'lang=xx'],
      ['/', 'lang='],
    ] as const) {
      const home = await page(url, cookie);
      expect(home.status).toBe(200);
      expect(home.lang).toBe('en');
      expect(home.langCookie).toBeUndefined();
    }
  });

  it('keeps each language its own cached page', async () => {
    const drawnBefore = drawnIn.length;
    const sequence = ['en', 'ml', 'en', 'ml'] as const;
    // About, not the home page, which comes in several orders of its first cards (decision 043).
    for (const language of sequence) {
      const about = await page('/about', `lang=${language}`);
      expect(about.lang).toBe(language);
      expect(about.root).toBe(`/about drawn in ${language}`);
    }
    // At most one fresh drawing per language (both may already be cached).
    expect(drawnIn.length - drawnBefore).toBeLessThanOrEqual(2);
  });

  it("gives a healer's page a Malayalam title and description with Malayalam place names", async () => {
    const healer = await page(`/healer/${healerId}?lang=ml`);
    expect(healer.status).toBe(200);
    expect(healer.lang).toBe('ml');
    expect(healer.title).toBe(
      `${TITLE_NAMES_ML.Dr} Anil Kumar – Pain Management, ആലുവ, ${DISTRICT_NAMES_ML.Ernakulam} | ${product}`,
    );
    expect(healer.meta('description')).toContain('ഭാഷകൾ: മലയാളം, ഇംഗ്ലീഷ്.');
    expect(healer.canonical).toBe(`${ORIGIN}/healer/${healerId}?lang=ml`);
    expect(healer.root).toBe(`/healer/${healerId} drawn in ml`);
    const english = await page(`/healer/${healerId}`);
    expect(english.title).toBe(`Dr Anil Kumar – Pain Management in Aluva, Ernakulam | ${product}`);
  });

  it('names no alternates on pages kept out of search, and answers 404 in the language', async () => {
    const login = await page('/healer-login?lang=ml');
    expect(login.lang).toBe('ml');
    expect(login.title).toBe(title(pageTitlesMl.login));
    expect(login.hreflang).toEqual([]);
    const missing = await page('/no-such-page', 'lang=ml');
    expect(missing.status).toBe(404);
    expect(missing.lang).toBe('ml');
    expect(missing.title).toBe(title(pageTitlesMl.notFound));
  });
});
