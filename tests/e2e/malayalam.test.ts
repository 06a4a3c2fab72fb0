import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mlSite } from '../../src/client/i18n/ml/site.js';
import { bookingMessage } from '../../src/shared/domain/messages.js';
import { normaliseWhatsAppNumber } from '../../src/shared/domain/whatsapp.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import { toastWith } from './helpers/account-api.js';
import { pick } from './helpers/api.js';
import { eventually } from './helpers/assert.js';
import { type ViewportName, waitForOpened } from './helpers/browser.js';
import { publicSiteFixture } from './helpers/public-site.js';

// The Malayalam interface (decision 024): the switch, the cookie, no English left.
const site = publicSiteFixture();

/** The specification's English texts that a Malayalam page must not show. */
const SPEC_ENGLISH = [
  'Find Healers',
  'Contact Us',
  'Healer Login',
  'Our Healers',
  'Show More Healers',
];
const MALAYALAM = /[\u0D00-\u0D7F]/;
const ml = mlSite as unknown as {
  booking: Record<string, string> & { sexOptions: Record<string, string> };
  profile: Record<string, string>;
  languages: Record<string, string>;
};

async function expectMalayalam(page: Page) {
  await eventually(async () => {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ml');
    // The visible text: hidden parts (the other viewport's navigation) do not count.
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees is the point.
    const text = await page.locator('body').innerText();
    expect(text).toMatch(MALAYALAM);
    for (const english of SPEC_ENGLISH) expect(text).not.toContain(english);
  }, 30_000);
}

/** Waits for the page's own content, so that the checks read a drawn page. */
async function settle(page: Page) {
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
}

/** Each page's address, read inside the test (the healers are known once the site started). */
const pages = () => [
  { name: 'home', at: () => '/' },
  { name: 'healer profile', at: () => `/healer/${site.healers[0]!.id}` },
  { name: 'about', at: () => '/about' },
  { name: 'contact', at: () => '/contact' },
  { name: 'healer login', at: () => '/healer-login' },
  { name: 'admin login', at: () => '/login' },
  { name: 'not found', at: () => '/no-such-page' },
];

describe.each(['phone', 'desktop'] as ViewportName[])('on a %s', (viewport) => {
  it.each(pages())(
    '$name switches to Malayalam, stays after a reload and switches back',
    async ({ at }) => {
      const path = at();
      const page = await site.open(viewport, path);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      const header = page.locator('header');
      await header.getByRole('link', { name: 'മലയാളം' }).click();
      await page.waitForURL(/[?&]lang=ml/);
      await settle(page);
      await expectMalayalam(page);

      // The cookie keeps it: the same address without ?lang= is served in Malayalam.
      await page.goto(`${site.url}${path}`);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ml');
      await expectMalayalam(page);

      await header.getByRole('link', { name: 'English' }).click();
      await page.waitForURL(/[?&]lang=en/);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // The footer's spec text is back in English.
      await page.locator('footer').getByText('Healer Login').waitFor();
    },
  );
});

it('the phone menu offers the language switch too', async () => {
  const page = await site.open('phone', '/about');
  await settle(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'മലയാളം' }).click();
  await page.waitForURL(/[?&]lang=ml/);
  await settle(page);
  await expectMalayalam(page);
});

it('books a healer in Malayalam: the wa.me message is in Malayalam with the entries as typed', async () => {
  const healer = pick(site.healers, 'a booking WhatsApp', (candidate) =>
    Boolean(candidate.bookingWhatsApp),
  );
  const page = await site.open('desktop', `/healer/${healer.id}?lang=ml`);
  await settle(page);
  await page.getByRole('button', { name: ml.profile.bookViaWhatsApp! }).first().click();
  const dialog = page.getByRole('dialog', { name: ml.booking.title! });
  await dialog.waitFor();
  const field = (label: string) =>
    dialog.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
  const tomorrow = new Date(`${todayDate(new Date(), 'Asia/Kolkata')}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const date = tomorrow.toISOString().slice(0, 10);
  await field(ml.booking.patientName!).fill('രവി മേനോൻ');
  await field(ml.booking.age!).fill('54');
  await field(ml.booking.sex!).selectOption('Male');
  await field(ml.booking.phone!).fill('9847011122');
  await field(ml.booking.preferredDate!).fill(date);
  await field(ml.booking.preferredTime!).fill('10:00');
  await field(ml.booking.preferredLanguage!).selectOption('Malayalam');
  await field(ml.booking.healthConcerns!).fill('Knee pain');
  await dialog.getByRole('button', { name: ml.booking.submit! }).click();

  const [url] = await waitForOpened(page);
  const text = new URL(url!).searchParams.get('text') ?? '';
  expect(text).toMatch(MALAYALAM);
  expect(text).toContain('രവി മേനോൻ');
  expect(text).toContain('Knee pain');
  const message = bookingMessage(
    healer,
    {
      patientName: 'രവി മേനോൻ',
      age: '54',
      sex: 'Male',
      phone: '9847011122',
      preferredDate: date,
      preferredTime: '10:00',
      preferredLanguage: 'Malayalam',
      healthConcerns: 'Knee pain',
    },
    'ml',
  );
  const number = normaliseWhatsAppNumber(healer.bookingWhatsApp, '91');
  expect(url).toBe(`https://wa.me/${number}?text=${encodeURIComponent(message)}`);
});

it.each(pages().slice(0, 4))(
  '$name in Malayalam has no serious or critical axe violation',
  async ({ at }) => {
    const page = await site.open('phone', `${at()}?lang=ml`);
    await settle(page);
    await expectMalayalam(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map(
          (node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`,
        ),
      );
    expect(serious).toEqual([]);
  },
);

it("a refused healer sign-in says so in Malayalam, not with the server's English", async () => {
  const page = await site.open('phone', '/healer-login?lang=ml');
  await settle(page);
  await page.locator('input[name="phone"]').fill(site.healers[0]!.phone);
  await page.locator('input[name="password"]').fill('not the password');
  await page.locator('form button[type="submit"]').click();
  await toastWith(page, 'ഫോൺ നമ്പറോ പാസ്‌വേഡോ തെറ്റാണ്').waitFor({ timeout: 30_000 });
  expect(await page.getByText('Invalid phone number or password').count()).toBe(0);
});
