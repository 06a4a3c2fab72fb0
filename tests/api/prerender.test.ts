import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as prerenderModule from '../../src/client/prerender.js';
import type { PrerenderBuild } from '../../src/server/pages/prerender.js';
import { signInAdmin } from '../helpers/auth.js';
import { insertHealer, insertTeamMember } from '../helpers/public-data.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HOSTILE = `</script><script>alert(1)</script>"'&`;
const CSS = 'body{color:#0f172b}.hero{padding:2rem}';

/** The client's real index.html with what Vite adds: the entry script and the stylesheet link. */
const TEMPLATE = readFileSync(join(import.meta.dirname, '../../src/client/index.html'), 'utf8')
  .replace('<script type="module" src="/main.tsx"></script>', '')
  .replace(
    '</head>',
    [
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared-abc.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '</head>',
    ].join('\n'),
  );

/** The part of Vite's build manifest the server reads: the entry and the route modules' chunks. */
const MANIFEST = {
  'main.tsx': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-abc.js' },
  'routes/healer-page.tsx': {
    file: 'assets/healer-page-abc.js',
    isDynamicEntry: true,
    imports: ['main.tsx', '_card.js'],
  },
  '_card.js': { file: 'assets/card-abc.js', imports: ['_shared.js'] },
  'routes/about-page.tsx': { file: 'assets/about-page-abc.js', imports: ['main.tsx'] },
  'routes/contact-page.tsx': { file: 'assets/contact-page-abc.js', imports: ['main.tsx'] },
};

let t: TestApp;
let clientDir: string;
let admin: string;
let healerId: string;
let hostileId: string;
let inactiveId: string;

const window = new Window();

async function page(url: string) {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  const doc = new window.DOMParser().parseFromString(
    response.body,
    'text/html',
  ) as unknown as Document;
  const root = doc.getElementById('root');
  const seed = doc.getElementById('app-data')?.textContent;
  return {
    status: response.statusCode,
    html: response.body,
    doc,
    /** The visible text of the pre-rendered page, spaces collapsed. */
    text: (root?.textContent ?? '').replace(/\s+/g, ' '),
    rootChildren: root?.children.length ?? 0,
    seed: seed ? (JSON.parse(seed) as [unknown[], unknown][]) : undefined,
    preloads: [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
      href: link.getAttribute('href'),
      priority: link.getAttribute('fetchpriority'),
    })),
  };
}

async function apiJson(url: string) {
  return (await t.app.inject({ url })).json();
}

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'healers-prerender-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  writeFileSync(join(clientDir, 'assets', 'index-abc.css'), CSS);
  const prerender: PrerenderBuild = { module: prerenderModule, manifest: MANIFEST };
  t = await createTestApp({ clientDir, prerender, env: { TIME_ZONE: 'Asia/Kolkata' } });
  const db = t.database.db;
  healerId = (
    await insertHealer(db, {
      name: 'Anil Kumar',
      titles: ['Dr'],
      specialty: 'Pain Management',
      city: 'Kochi',
      district: 'Ernakulam',
      bio: 'Twenty years of classical practice in Kochi.',
      // The profile offers Book only with a booking WhatsApp (DESIGN §5, wave 3).
      bookingWhatsApp: '8657000001',
    })
  ).id;
  hostileId = (await insertHealer(db, { name: HOSTILE, bio: HOSTILE })).id;
  inactiveId = (await insertHealer(db, { name: 'Hidden Healer', isActive: 'false' })).id;
  await insertTeamMember(db, { name: 'Mohanan Pillai', role: 'President' });
  admin = await signInAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('pre-rendered public pages', () => {
  it("draws a healer's profile into the HTML, with the data it was drawn from", async () => {
    const profile = await page(`/healer/${healerId}`);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain('Dr Anil Kumar');
    expect(profile.text).toContain('Twenty years of classical practice in Kochi.');
    expect(profile.text).toContain('Book via WhatsApp');
    // The client's first render reads exactly what the API sends.
    expect(profile.seed).toEqual([
      [['/api/settings'], await apiJson('/api/settings')],
      [['/api/healers', healerId], await apiJson(`/api/healers/${healerId}`)],
    ]);
  });

  it("preloads the route's own chunks at low priority, not the entry's again", async () => {
    const profile = await page(`/healer/${healerId}`);
    expect(profile.preloads).toEqual([
      { href: '/assets/shared-abc.js', priority: 'low' },
      { href: '/assets/healer-page-abc.js', priority: 'low' },
      { href: '/assets/card-abc.js', priority: 'low' },
    ]);
    expect(profile.doc.querySelector('script[type="module"]')?.getAttribute('fetchpriority')).toBe(
      'low',
    );
  });

  it('writes the stylesheet into the page, so that it paints without a second request', async () => {
    const home = await page('/');
    expect(home.doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    // The splash's own small style comes first, in the head; the page's stylesheet after the
    // splash, still in the page (decision 064).
    const styles = [...home.doc.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toContain(CSS);
  });

  it('draws the home page with its hero, stats and first cards, from the data it embeds', async () => {
    const home = await page('/');
    expect(home.text).toContain('Find a Certified Acupuncture Healer in Kerala');
    expect(home.text).toContain('Our Healers');
    expect(home.seed?.map(([key]) => key[0])).toEqual([
      '/api/settings',
      '/api/stats',
      '/api/healers',
    ]);
    // The first page of the list in the order the server picked, as the API sends that order.
    const [key, list] = home.seed![2]!;
    const { seed } = key[1] as { seed: number };
    const api = await t.app.inject({ url: `/api/healers?seed=${seed}&limit=24` });
    expect(list).toEqual({
      pages: [{ items: api.json(), total: Number(api.headers['x-total-count']) }],
      pageParams: [0],
    });
    // The phone's card stack shows the first healer of that order, with no skeleton over it.
    const first = (api.json() as { name: string }[])[0]!;
    expect(home.doc.querySelector('.sm\\:hidden h3')?.textContent).toContain(first.name);
    expect(home.preloads.every((link) => link.priority === 'low')).toBe(true);
  });

  it('picks among several orders, so no healer is first for every visitor', async () => {
    const seeds = new Set<number>();
    for (let request = 0; request < 40 && seeds.size < 2; request += 1) {
      const home = await page('/');
      seeds.add((home.seed![2]![0][1] as { seed: number }).seed);
    }
    expect(seeds.size).toBe(2);
  });

  it('draws About with the active leadership team, and Contact', async () => {
    const about = await page('/about');
    expect(about.text).toContain('Our Mission');
    expect(about.text).toContain('Mohanan Pillai');
    const contact = await page('/contact');
    expect(contact.status).toBe(200);
    expect(contact.rootChildren).toBeGreaterThan(0);
    expect(contact.seed?.map(([key]) => key)).toEqual([['/api/settings']]);
  });

  it('keeps hostile text inert in both the markup and the embedded data', async () => {
    const profile = await page(`/healer/${hostileId}`);
    expect(profile.status).toBe(200);
    // One executable script (the entry) and the JSON block; the name closes neither.
    expect(profile.doc.querySelectorAll('script').length).toBe(3); // entry, JSON-LD, app data
    expect(profile.html).not.toContain('<script>alert(1)</script>');
    expect(profile.text).toContain(HOSTILE);
    const healer = profile.seed?.find(([key]) => key[0] === '/api/healers')?.[1] as {
      name: string;
    };
    expect(healer.name).toBe(HOSTILE);
  });

  it('sends sign-in and private pages, unknown paths and hidden healers as the bare shell', async () => {
    for (const url of ['/admin', '/healer-login', '/healer-profile', '/nowhere']) {
      const shell = await page(url);
      expect(shell.rootChildren, url).toBe(0);
      expect(shell.seed, url).toBeUndefined();
      expect(shell.doc.querySelector('script[type="module"]')?.getAttribute('fetchpriority')).toBe(
        null,
      );
    }
    const hidden = await page(`/healer/${inactiveId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.rootChildren).toBe(0);
  });

  it("shows an admin's change on the next request", async () => {
    expect((await page(`/healer/${healerId}`)).text).toContain('Dr Anil Kumar');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/healers/${healerId}`,
      headers: { cookie: admin },
      payload: { name: 'Anil K. Menon' },
    });
    expect(patch.statusCode).toBe(200);
    const changed = await page(`/healer/${healerId}`);
    expect(changed.text).toContain('Dr Anil K. Menon');
    expect(changed.text).not.toContain('Dr Anil Kumar');
  });
});

describe('a pre-render that fails', () => {
  it('costs the speed only: the page is sent as the bare shell with status 200', async () => {
    const broken: PrerenderBuild = {
      module: {
        renderPage: () => Promise.reject(new Error('render fault')),
      },
      manifest: MANIFEST,
    };
    const other = await createTestApp({ clientDir, prerender: broken, database: t.database });
    try {
      const response = await other.app.inject({ url: '/about', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>About | FCAH Kerala</title>');
    } finally {
      await other.close();
    }
  });
});
