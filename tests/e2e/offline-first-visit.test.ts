import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mlCommon } from '../../src/client/i18n/ml/common.js';
import { adminCall, signInAdmin } from './helpers/account-api.js';
import { eventually } from './helpers/assert.js';
import { fontFaces, uncached, waitForCached, waitForWorker } from './helpers/offline.js';
import { publicSiteFixture } from './helpers/public-site.js';

// Offline after a first visit, in Malayalam on a phone (decision 041), and a kept profile dropped
// once the network says it is gone (decision 031).
const site = publicSiteFixture();

/** The specification's English texts that a Malayalam page must not show. */
const SPEC_ENGLISH = ['Find Healers', 'Our Healers', 'Show More Healers', "You're offline"];

/** Set SHOTS_DIR to keep a screenshot of each screen the test looks at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function expectMalayalamPage(page: Page) {
  await eventually(async () => {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ml');
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees is the point.
    const text = await page.locator('body').innerText();
    expect(text).toMatch(/[\u0D00-\u0D7F]/);
    for (const english of SPEC_ENGLISH) expect(text).not.toContain(english);
  }, 30_000);
  // Drawn with the self-hosted font, which came from the worker's precache.
  await expect
    .poll(() => fontFaces(page, 'Noto Sans Malayalam'), { timeout: 30_000 })
    .toContain('400 loaded');
}

describe('offline after a first visit, in Malayalam on a phone', () => {
  it('shows the directory and the opened profile in Malayalam, and the offline page with the font', async () => {
    const { page, context } = await site.newPage({ viewport: 'phone' });
    // The worker comes late, as on a slow phone: its script is held until the visitor has
    // switched to Malayalam and opened a profile, so nothing of the visit went through it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/sw.js', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${site.url}/`);
    await page.getByTestId('list-count').waitFor();
    await page.locator('header').getByRole('link', { name: 'മലയാളം' }).click();
    await page.waitForURL(/[?&]lang=ml/);
    await page.getByRole('heading', { name: mlCommon.home.list.ourHealers }).waitFor();
    const profile = page.locator('main a[href^="/healer/"]').first();
    const href = (await profile.getAttribute('href'))!;
    const id = decodeURIComponent(href.slice('/healer/'.length));
    const healer = site.healers.find((candidate) => candidate.id === id)!;
    await profile.click();
    await page.waitForURL(`${site.url}${href}`);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name).toContain(healer.name.split(' ')[0]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // The worker takes the page over, and keeps what it needs offline.
    release();
    await waitForWorker(page);
    const kept = ['/api/healers', '/api/settings', `/api/healers/${healer.id}`];
    if (healer.photoUrl) kept.push(healer.photoUrl);
    await waitForCached(page, kept);

    await context.setOffline(true);
    await page.goto(`${site.url}/`);
    await page
      .getByRole('status')
      .filter({ hasText: mlCommon.offline.pageTitle })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: mlCommon.home.list.ourHealers }).waitFor();
    // The whole kept directory, counted in Malayalam.
    const [before, after] = mlCommon.home.list.showing.split('{total}');
    expect(await page.getByTestId('list-count').textContent()).toMatch(
      new RegExp(`^${before}${site.healers.length}${after!.replace('{shown}', '\\d+')}$`),
    );
    await expectMalayalamPage(page);
    await shot(page, 'offline-home-ml-390');

    await page.goto(`${site.url}${href}`);
    await page.getByRole('heading', { level: 1, name: name! }).waitFor();
    await expectMalayalamPage(page);
    if (healer.photoUrl) {
      const photo = page.locator(`main img[src="${healer.photoUrl}"]`).first();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await shot(page, 'offline-profile-ml-390');

    // A profile never opened: the offline page, Malayalam first (decision 066), drawn with the
    // self-hosted font.
    const other = site.healers.find((candidate) => candidate.id !== healer.id)!;
    await page.goto(`${site.url}/healer/${other.id}`);
    const heading = page.getByRole('heading', { level: 1, name: mlCommon.offline.pageTitle });
    await heading.waitFor();
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Noto Sans Malayalam"/,
    );
    await expect
      .poll(() => fontFaces(page, 'Noto Sans Malayalam'), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['400 loaded', '700 loaded']));
    await shot(page, 'offline-page-ml-390');
    await context.setOffline(false);
  });
});

describe('a profile the network says is gone', () => {
  it('is not shown from the kept copy once the healer is deactivated', async () => {
    const healer = site.healers.at(-1)!;
    const path = `/healer/${healer.id}`;
    const { page, context } = await site.newPage({ viewport: 'phone' });
    await page.goto(`${site.url}/`);
    await page.getByTestId('list-count').waitFor();
    await waitForWorker(page);
    await page.goto(`${site.url}${path}`);
    await page.getByRole('heading', { level: 1, name: healer.name }).waitFor();
    await waitForCached(page, [`/api/healers/${healer.id}`]);

    const cookie = await signInAdmin(site.url);
    await adminCall(site.url, cookie, 'PATCH', `/api/admin/healers/${healer.id}`, {
      isActive: 'false',
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Healer Not Found' }).waitFor();
    expect(await uncached(page, [`/api/healers/${healer.id}`])).toEqual([
      `/api/healers/${healer.id}`,
    ]);

    await context.setOffline(true);
    await page.goto(`${site.url}${path}`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    expect(await page.getByText(healer.name).count()).toBe(0);
    await context.setOffline(false);
    // The healer is shown again for the tests after this one.
    await adminCall(site.url, cookie, 'PATCH', `/api/admin/healers/${healer.id}`, {
      isActive: 'true',
    });
  });
});
