import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayName } from '../../src/shared/domain/titles.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import type { TeamMember } from '../../src/shared/schemas/team-member.js';
import { api, pick } from './helpers/api.js';
import { eventually } from './helpers/assert.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

/**
 * Opens the profile's booking dialog. The pre-rendered button is on screen before React has
 * taken the page over, and a click in between does nothing: on a loaded machine it is clicked
 * again until the dialog opens.
 */
async function openBookingDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await eventually(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'Book via WhatsApp' }).click({ timeout: 5_000 });
    }
    await dialog.waitFor({ timeout: 2_000 });
  }, 60_000);
}
let healer: Healer;
let team: TeamMember[];

beforeAll(async () => {
  // With a booking WhatsApp, so its profile offers Book (DESIGN §5, wave 3).
  healer = pick(site.healers, 'a bio and a booking WhatsApp', (candidate) =>
    Boolean(candidate.bio && candidate.bookingWhatsApp),
  );
  team = await api.team(site.url);
});

describe('pre-rendered pages', () => {
  it('shows the public pages from their HTML alone, before (or without) any script', async () => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      await page
        .getByRole('heading', { level: 1, name: 'Find a Certified Acupuncture Healer in Kerala' })
        .waitFor();
      await page.getByRole('heading', { name: 'Our Healers' }).waitFor();

      await page.goto(`${site.url}/healer/${healer.id}`);
      await page
        .getByRole('heading', { level: 1, name: displayName(healer.titles, healer.name) })
        .waitFor();
      await page.getByText(healer.bio!.trim().split('\n')[0]!).first().waitFor();
      await page.getByRole('button', { name: 'Book via WhatsApp' }).waitFor();

      await page.goto(`${site.url}/about`);
      await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
      await page.getByText(team[0]!.name, { exact: true }).first().waitFor();

      await page.goto(`${site.url}/contact`);
      await page.getByRole('button', { name: 'Send via WhatsApp' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('takes over the pre-rendered profile in place, without drawing it again', async () => {
    const opened = await site.newPage({ viewport: 'phone' });
    const { page } = opened;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The heading as the HTML parser made it, before the scripts ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { serverHeading?: Element | null }).serverHeading =
            document.querySelector('h1');
        }
      });
    });
    await page.goto(`${site.url}/healer/${healer.id}`);
    // Working controls mean React has taken over the page.
    await openBookingDialog(page);
    const sameHeading = await page.evaluate(() => {
      const kept = (window as unknown as { serverHeading?: Element | null }).serverHeading;
      return Boolean(kept) && kept === document.querySelector('h1');
    });
    expect(sameHeading).toBe(true);
    expect(warnings.filter((text) => text.includes('pre-rendered'))).toEqual([]);
  });

  it('lists the healers and searches once the home page has been taken over', async () => {
    const opened = await site.newPage({ viewport: 'desktop' });
    const { page } = opened;
    await page.goto(`${site.url}/`);
    await page.getByText(/^Showing 6 of \d+ healers$/).waitFor();
    await page.getByLabel('Name or keyword').fill(healer.name);
    await page.getByText(/^Showing \d+ healers? matching your search$/).waitFor();
  });

  it("reads the clinics' clock from the offset the server sent, without an Intl date formatter", async () => {
    const { page } = await site.newPage({ viewport: 'phone' });
    // The page's first Intl.DateTimeFormat costs a phone tens of milliseconds; count them.
    await page.addInitScript(() => {
      const counted = window as unknown as { dateFormatters: number };
      counted.dateFormatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.dateFormatters += 1;
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          counted.dateFormatters += 1;
          return Reflect.apply(target, self, args);
        },
      });
    });
    const formatters = () =>
      page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters);
    await page.goto(`${site.url}/`);
    await page.getByText(/^Showing 6 of \d+ healers$/).waitFor();
    await page
      .getByText(/^(Open Now|Next Open|Hours not available)/)
      .first()
      .waitFor();
    expect(await formatters()).toBe(0);
    const timed = pick(site.healers, 'clinic timings', (h) => h.clinicTimings.length > 0);
    await page.goto(`${site.url}/healer/${timed.id}`);
    // The week with today highlighted, once React has taken the page over.
    await openBookingDialog(page);
    await page.locator('li[aria-current="date"]').waitFor();
    expect(await formatters()).toBe(0);
  });
});
