import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './helpers/api.js';
import { cardNames, eventually } from './helpers/assert.js';
import { fontFaces } from './helpers/offline.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const isFont = (request: Request) =>
  request.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url());

describe('the self-hosted Malayalam font', () => {
  it('is not fetched for an English page (the switch has its own cut), and only its Malayalam woff2 once Malayalam appears', async () => {
    const { page } = await site.newPage({ viewport: 'phone' });
    const requests = recordRequests(page);
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { name: 'Our Healers' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    expect(requests.filter(isFont).map((request) => request.url())).toEqual([]);
    expect(
      requests.map((request) => new URL(request.url()).origin).filter((o) => o !== site.url),
    ).toEqual([]);

    // The switch's one Malayalam word is drawn with the font's cut to its letters, inlined in
    // the CSS (no request), not with the system's fonts, which may have no Malayalam.
    const label = page.locator('header').getByRole('link', { name: 'മലയാളം' });
    expect(await label.evaluate((link) => getComputedStyle(link).fontFamily)).toMatch(
      /^"Malayalam Label"/,
    );
    await expect.poll(() => fontFaces(page, 'Malayalam Label')).toEqual(['400 loaded']);
    expect(await fontFaces(page, 'Noto Sans Malayalam')).not.toContain('400 loaded');
    if (process.env.SHOTS_DIR) {
      await page
        .locator('header')
        .screenshot({ path: `${process.env.SHOTS_DIR}/header-en-390.png` });
    }

    // A visitor types a district in Malayalam: the text needs the font, and the search finds
    // the district's healers.
    const kollam = (await api.search(site.url, { query: 'Kollam' })).map((h) => h.name);
    expect(kollam.length).toBeGreaterThan(0);
    const fontResponse = page.waitForResponse((response) => isFont(response.request()), {
      timeout: 30_000,
    });
    await page.getByLabel('Name or keyword').fill('കൊല്ലം');
    const response = await fontResponse;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).origin).toBe(site.url);
    expect(new URL(response.url()).pathname).toMatch(
      /^\/assets\/noto-sans-malayalam-malayalam-400-normal-[\w-]+\.woff2$/,
    );
    expect((await response.body()).length).toBeLessThan(40_000);

    await eventually(async () => {
      const loaded = await page.evaluate(() =>
        document.fonts.check('16px "Noto Sans Malayalam"', 'കൊല്ലം'),
      );
      expect(loaded).toBe(true);
    }, 30_000);
    await page.getByRole('heading', { name: 'Search Results' }).waitFor({ timeout: 30_000 });
    await eventually(async () => {
      const shown = await cardNames(page);
      expect(shown.length).toBeGreaterThan(0);
      for (const name of shown) expect(kollam.some((healer) => name.includes(healer))).toBe(true);
    }, 30_000);
    // Whatever else loaded, every font came from this site and was a Malayalam subset woff2.
    for (const font of requests.filter(isFont)) {
      expect(font.url()).toMatch(
        /\/assets\/noto-sans-malayalam-malayalam-\d00-normal-[\w-]+\.woff2$/,
      );
    }
  });
});
