import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/en/site.js';
import { mlSite as ml } from '../../src/client/i18n/ml/site.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import type { ServiceName } from '../../src/shared/schemas/service.js';
import { api, pick } from './helpers/api.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { waitForCached, waitForWorker } from './helpers/offline.js';
import { startServer } from './helpers/server.js';

// State a visitor can come back to, and offline that never dead-ends, in the page's language
// (decision 066), on a 390 px phone in English and in Malayalam.
const e2e = setUpBrowserTest(() => startServer());

const LANGUAGES = [
  { lang: 'en', t: en },
  { lang: 'ml', t: ml },
] as const;

/** A catalogue text with its {placeholders} filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** Set SHOTS_DIR to keep a screenshot of each screen the test looks at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const counter = (page: Page) => page.getByTestId('stack-counter');
const cardName = (page: Page) =>
  page.getByTestId('card-stack-card').getByRole('heading').first().textContent();

describe('the search in the address', () => {
  for (const { lang, t } of LANGUAGES) {
    it(`comes back with Back, reload, the profile's link and a shared link (${lang})`, async () => {
      const base = e2e.server.url;
      const matches = await api.search(base, { query: 'trichur' });
      expect(matches.length).toBeGreaterThanOrEqual(3);
      const total = matches.length;
      const { page } = await e2e.open({ viewport: 'phone' });
      await page.goto(`${base}/?lang=${lang}`);
      await page.getByTestId('list-count').waitFor();
      const search = page.getByRole('searchbox');
      await search.fill('trichur');
      await page.waitForURL(/[?&]query=trichur/);
      await page.getByRole('heading', { name: t.home.list.searchResults }).waitFor();
      const next = page.getByRole('button', { name: t.home.stack.next });
      await next.click();
      await counter(page)
        .filter({ hasText: fill(t.home.stack.counter, { current: 2, total }) })
        .waitFor();
      await next.click();
      const third = fill(t.home.stack.counter, { current: 3, total });
      await counter(page).filter({ hasText: third }).waitFor();
      const name = await cardName(page);
      const openProfile = async () => {
        await page.getByTestId('card-stack-card').locator('a[href^="/healer/"]').first().click();
        await page.waitForURL(/\/healer\//);
        await page.getByRole('heading', { level: 1 }).waitFor();
      };
      const expectRestored = async () => {
        await page.waitForURL(/\/\?(?:.*&)?query=trichur/);
        await expect.poll(() => search.inputValue(), { timeout: 30_000 }).toBe('trichur');
        await counter(page).filter({ hasText: third }).waitFor({ timeout: 30_000 });
        expect(await cardName(page)).toBe(name);
      };

      // Back from the profile.
      await openProfile();
      await page.goBack();
      await expectRestored();
      expect(new URL(page.url()).searchParams.get('lang')).toBe(lang);
      await shot(page, `back-search-${lang}-390`);

      // The profile's own "Back to Directory".
      await openProfile();
      await page.getByRole('link', { name: t.profile.back }).click();
      await expectRestored();

      // A reload.
      await page.reload();
      await expectRestored();

      // A shared link, in a new browser.
      const shared = await e2e.open({ viewport: 'phone' });
      await shared.page.goto(`${base}/?lang=${lang}&query=trichur`);
      await expect
        .poll(() => shared.page.getByRole('searchbox').inputValue(), { timeout: 30_000 })
        .toBe('trichur');
      await shared.page.getByRole('heading', { name: t.home.list.searchResults }).waitFor();
      await counter(shared.page)
        .filter({ hasText: fill(t.home.stack.counter, { current: 1, total }) })
        .waitFor();
    });
  }
});

describe('a lazily loaded piece offline', () => {
  for (const { lang, t } of LANGUAGES) {
    it(`fails once per tap, says so there, and waits for a tap after the return (${lang})`, async () => {
      const base = e2e.server.url;
      const healer = (await api.healers(base))[0]!;
      // No worker: the dialog's code is not on the device (a first visit before the worker,
      // or a browser without one), so each attempt is a request the test sees.
      const { page, context } = await e2e.open({ viewport: 'phone', serviceWorkers: 'block' });
      const chunkRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/report-listing-dialog-[\w-]+\.js$/.test(request.url())) {
          chunkRequests.push(request.url());
        }
      });
      await page.goto(`${base}/healer/${healer.id}?lang=${lang}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const report = page.getByRole('button', { name: t.report.open });
      await report.waitFor();

      await context.setOffline(true);
      await report.click();
      const failed = page.getByRole('alert').filter({ hasText: t.offline.pieceFailed });
      await failed.waitFor({ timeout: 30_000 });
      expect(chunkRequests).toHaveLength(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await shot(page, `offline-piece-${lang}-390`);
      // A second tap asks once more, and only once.
      await report.click();
      await expect.poll(() => chunkRequests.length, { timeout: 30_000 }).toBe(2);
      await failed.waitFor();
      expect(chunkRequests).toHaveLength(2);

      // Back online: the code comes by itself, the message goes, and no dialog pops up.
      await context.setOffline(false);
      await expect.poll(() => failed.count(), { timeout: 30_000 }).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(chunkRequests).toHaveLength(3);
      await report.click();
      await page.getByRole('dialog').waitFor();
    });
  }
});

describe('offline in the page language', () => {
  for (const { lang, t } of LANGUAGES) {
    it(`names services, the time, an unsaved profile and the offline page in it (${lang})`, async () => {
      const base = e2e.server.url;
      const healers = await api.healers(base);
      const names = (await (await fetch(`${base}/api/service-names`)).json()) as ServiceName[];
      const malayalam = new Map(names.map((service) => [service.name, service.nameMl]));
      const opened = pick(healers, 'a service with a Malayalam name', (healer: Healer) =>
        healer.services.some((service) => Boolean(malayalam.get(service))),
      );
      const unsaved = healers.find((healer) => healer.id !== opened.id)!;
      const { page, context } = await e2e.open({ viewport: 'phone' });
      await page.goto(`${base}/?lang=${lang}`);
      await page.getByTestId('list-count').waitFor();
      await waitForWorker(page);
      await page.goto(`${base}/healer/${opened.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const kept = ['/api/healers', '/api/settings', `/api/healers/${opened.id}`];
      if (lang === 'ml') kept.push('/api/service-names');
      await waitForCached(page, kept);

      await context.setOffline(true);
      // The kept profile: its services as the page's language names them.
      await page.goto(`${base}/healer/${opened.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      const services = page
        .getByRole('heading', { name: t.profile.servicesOffered })
        .locator('xpath=following::ul[1]/li');
      const expected = opened.services.map((service) =>
        lang === 'ml' ? malayalam.get(service) || service : service,
      );
      await expect.poll(() => services.allTextContents(), { timeout: 30_000 }).toEqual(expected);
      // The notice's time in the page's words (no 'AM'/'PM' on a Malayalam page).
      const notice = page
        .getByRole('status')
        .filter({ hasText: t.offline.notice.split(' — ')[0]! });
      await notice.waitFor({ timeout: 30_000 });
      const text = (await notice.textContent()) ?? '';
      if (lang === 'ml') {
        expect(text).not.toMatch(/\b(AM|PM|am|pm)\b/);
        expect(text).toMatch(/[\u0D00-\u0D7F]+ \d{1,2}:\d{2}-ലെ /);
      }
      await shot(page, `offline-profile-${lang}-390`);

      // A profile never opened, reached inside the page: not saved, never "removed".
      await page.getByRole('link', { name: t.profile.back }).click();
      await page.getByRole('searchbox').fill(unsaved.name);
      await page
        .getByTestId('card-stack-card')
        .locator(`a[href="/healer/${encodeURIComponent(unsaved.id)}"]`)
        .first()
        .click({ timeout: 30_000 });
      await page
        .getByRole('heading', { level: 1, name: t.profile.notSavedTitle })
        .waitFor({ timeout: 30_000 });
      expect(await page.getByText(t.profile.notFoundBody).count()).toBe(0);
      expect(await page.getByText(t.profile.notFoundTitle).count()).toBe(0);
      await shot(page, `offline-unsaved-profile-${lang}-390`);
      await page.getByRole('link', { name: t.profile.savedDirectory }).click();
      await page.getByTestId('list-count').waitFor({ timeout: 30_000 });

      // A page never kept: the offline page, the visitor's language first.
      await page.goto(`${base}/admin`);
      await page.getByRole('heading', { level: 1, name: t.offline.pageTitle }).waitFor();
      await page.getByRole('link', { name: t.offline.back }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await shot(page, `offline-page-${lang}-390`);
      await context.setOffline(false);
    });
  }
});
