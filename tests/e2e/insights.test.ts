import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import type { AdminInsights } from '../../src/shared/schemas/insights.js';
import { cookieHeaderOf } from '../helpers/admin-sign-in.js';
import {
  addCookieHeader,
  adminCall,
  createHealer,
  seriousA11yViolations,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

/*
 * Decision 052 in the browser: the pages send their events themselves (a profile opened, a booking
 * message started), and the admin's section and the healer's card show the counts, in English
 * and Malayalam. The API's rules (bots, throttle, two instances, the day's boundary) are
 * tests/api/insights.test.ts's.
 */

/** An ordinary phone browser: headless Chromium names itself HeadlessChrome, which isbot drops. */
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const NEW_PASSWORD = 'kept-secret-7';
/** Where screenshots go when SHOTS_DIR is set (the author looks at them; CI does not). */
const SHOTS_DIR = process.env.SHOTS_DIR;

const e2e = setUpBrowserTest(() =>
  startEmptyServer(TEST_ADMIN_PASSWORD, { FIRST_PASSWORD: 'phone' }),
);

let adminCookie: string;
let healer: Healer;

beforeAll(async () => {
  adminCookie = await signInAdmin(e2e.server.url);
  healer = await createHealer(e2e.server.url, adminCookie, {
    name: 'Lakshmi Menon',
    phone: '9847041111',
    bookingWhatsApp: '9847041111',
  });
  await createHealer(e2e.server.url, adminCookie, { name: 'Unseen Healer', phone: '9847042222' });
});

async function insights(): Promise<AdminInsights> {
  const to = todayDate(new Date(), 'Asia/Kolkata');
  return adminCall(e2e.server.url, adminCookie, 'GET', `/api/admin/insights?to=${to}`);
}

async function withCookie(cookie: string, viewport: ViewportName): Promise<Page> {
  const { page, context } = await e2e.open({ viewport, userAgent: USER_AGENT });
  await addCookieHeader(context, cookie);
  return page;
}

async function shoot(part: Locator, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await part.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

describe('events sent by the pages', () => {
  it('counts one profile view per profile opened and a booking message started', async () => {
    const { page } = await e2e.open({ viewport: 'desktop', userAgent: USER_AGENT });
    await page.goto(`${e2e.server.url}/healer/${healer.id}`);
    await page.getByRole('heading', { level: 1, name: /Lakshmi Menon/ }).waitFor();
    await expect
      .poll(async () => (await insights()).totals.profileViews, { timeout: 10_000 })
      .toBe(1);

    await page.getByRole('button', { name: 'Book via WhatsApp' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Patient name/).fill('Ravi Menon');
    await dialog.getByLabel(/^Age/).fill('54');
    await dialog.getByLabel(/^Sex/).selectOption('Male');
    await dialog.getByLabel(/^Phone number/).fill('9847011122');
    await dialog.getByLabel(/^Preferred date/).fill(todayDate(new Date(), 'Asia/Kolkata'));
    await dialog.getByLabel(/^Preferred time/).fill('10:00');
    await dialog.getByRole('button', { name: 'Book via WhatsApp' }).click();

    await expect
      .poll(async () => (await insights()).topHealers, { timeout: 10_000 })
      .toEqual([{ healerId: healer.id, name: 'Lakshmi Menon', profileViews: 1, bookingOpens: 1 }]);
  });
});

describe('the pictures', () => {
  it('shows the admin the insights section in English (1366) and Malayalam (390)', async () => {
    const english = await withCookie(adminCookie, 'desktop');
    await english.goto(`${e2e.server.url}/admin`);
    const section = english.getByRole('region', { name: 'Insights' });
    const top = section.getByRole('table', { name: 'Most viewed healers' });
    await top.getByRole('row', { name: 'Lakshmi Menon 1 1' }).waitFor();
    expect(await top.getByRole('rowheader', { name: 'Unseen Healer' }).count()).toBe(0);
    const least = section.getByRole('table', { name: 'Least viewed healers' });
    await least.getByRole('row', { name: 'Unseen Healer 0 0' }).waitFor();
    await section
      .getByRole('img', { name: /profile views and 1 booking messages started/ })
      .waitFor();
    await section.getByText('Last 90 days').click();
    await expect.poll(() => section.getByRole('img').getAttribute('viewBox')).toBe('0 0 900 100');
    expect(await seriousA11yViolations(english)).toEqual([]);
    await shoot(section, 'admin-insights-1366-en');

    const malayalam = await withCookie(adminCookie, 'phone');
    await malayalam.goto(`${e2e.server.url}/admin?lang=ml`);
    const ml = malayalam.getByRole('region', { name: 'സന്ദർശന കണക്കുകൾ' });
    await ml
      .getByRole('table', { name: 'ഏറ്റവും കൂടുതൽ പേർ കണ്ട ഹീലർമാർ' })
      .getByRole('rowheader', { name: 'Lakshmi Menon' })
      .waitFor();
    expect(await seriousA11yViolations(malayalam)).toEqual([]);
    await shoot(ml, 'admin-insights-390-ml');
  });

  it("shows the healer this month's views and booking messages in both languages", async () => {
    const base = e2e.server.url;
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const login = await post('/api/healer/login', { phone: healer.phone, password: healer.phone });
    expect(login.status).toBe(200);
    const first = cookieHeaderOf(login.headers.getSetCookie());
    const changed = await post(
      '/api/healer/change-password',
      { currentPassword: healer.phone, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      first,
    );
    expect(changed.status).toBe(200);
    const cookie = cookieHeaderOf(changed.headers.getSetCookie()) || first;

    const english = await withCookie(cookie, 'desktop');
    await english.goto(`${base}/healer-profile`);
    // The title and the figures name the same period (decision 068).
    const card = english.getByRole('region', { name: 'Your profile in the last 30 days' });
    await card.getByText('Last 30 days: 1 profile views, 1 booking messages started').waitFor();
    await card
      .getByRole('img', { name: /1 profile views and 1 booking messages started/ })
      .waitFor();
    expect(await seriousA11yViolations(english)).toEqual([]);
    await shoot(card, 'healer-insights-1366-en');

    const malayalam = await withCookie(cookie, 'phone');
    await malayalam.goto(`${base}/healer-profile?lang=ml`);
    const mlCard = malayalam.getByRole('region', { name: 'കഴിഞ്ഞ 30 ദിവസം നിങ്ങളുടെ പ്രൊഫൈൽ' });
    await mlCard.getByText('കഴിഞ്ഞ 30 ദിവസം: 1 തവണ പ്രൊഫൈൽ കണ്ടു, 1 ബുക്കിങ് സന്ദേശങ്ങൾ തുടങ്ങി').waitFor();
    expect(await seriousA11yViolations(malayalam)).toEqual([]);
    await shoot(mlCard, 'healer-insights-390-ml');
  });
});
