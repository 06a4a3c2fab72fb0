import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/constants/limits.js';
import { weekDayOfDate } from '../../src/shared/domain/open-status.js';
import { displayName } from '../../src/shared/domain/titles.js';
import { normaliseWhatsAppNumber } from '../../src/shared/domain/whatsapp.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import { signInAdminUi } from './helpers/account-api.js';
import { pick } from './helpers/api.js';
import { waitForOpened } from './helpers/browser.js';
import { cachedUrls, waitForCached, waitForWorker } from './helpers/offline.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

describe('offline, a returning visitor', () => {
  it('reads the kept directory and visited profile, books, and gets the offline page elsewhere', async () => {
    const healer = pick(
      site.healers,
      'a booking WhatsApp, a phone and an open day',
      (candidate) =>
        Boolean(candidate.bookingWhatsApp) && candidate.clinicTimings.some((entry) => entry.isOpen),
    );
    const unvisited = site.healers.find((other) => other.id !== healer.id)!;
    const name = displayName(healer.titles, healer.name);
    const { page, context } = await site.newPage({ viewport: 'desktop' });

    // First visit: the worker installs after the page has loaded and takes the page over.
    await page.goto(`${site.url}/`);
    await page.getByTestId('list-count').waitFor();
    await waitForWorker(page);

    // A session's replies pass through the worker too (the admin's sign-in and dashboard).
    await signInAdminUi(page, site.url);

    // Returning: the directory and one profile (with its photo) are read through the worker.
    await page.goto(`${site.url}/`);
    await page.getByTestId('list-count').waitFor();
    await page.goto(`${site.url}/healer/${healer.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const kept = ['/api/healers', '/api/settings', `/api/healers/${healer.id}`];
    if (healer.photoUrl) kept.push(healer.photoUrl);
    await waitForCached(page, kept);

    await context.setOffline(true);
    await page.goto(`${site.url}/`);
    const notice = page.getByRole('status').filter({ hasText: "You're offline" });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^You're offline — showing the directory as of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?(am|pm)$/i,
    );
    expect(await page.getByTestId('list-count').textContent()).toBe(
      `Showing ${LIMITS.publicInitialCount} of ${site.healers.length} healers`,
    );

    // Search among the kept healers: the visited one is found by name, others are not.
    await page.getByLabel('Name or keyword', { exact: true }).fill(healer.name);
    await page.getByRole('heading', { name: 'Search Results' }).waitFor();
    await page.getByRole('heading', { name, exact: true }).waitFor();
    const count = await page.getByTestId('list-count').textContent();
    const shown = Number(/Showing (\d+) healers?/.exec(count ?? '')?.[1]);
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThan(site.healers.length);
    // A filter narrows what was kept as the server would: the healer's own district keeps them.
    await page.getByLabel('District').selectOption(healer.district);
    await page.getByRole('heading', { name, exact: true }).waitFor();

    // The visited profile opens, and booking still hands the message to WhatsApp.
    await page.goto(`${site.url}/healer/${healer.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const call = page.getByRole('link', { name: 'Call Directly' });
    expect(await call.getAttribute('href')).toMatch(/^tel:/);
    await page.getByRole('button', { name: 'Book via WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await dialog.getByLabel(/^Patient name\*?$/).fill('Ravi Menon');
    await dialog.getByLabel(/^Age\*?$/).fill('54');
    await dialog.getByLabel(/^Sex\*?$/).selectOption('Male');
    await dialog.getByLabel(/^Phone number\*?$/).fill('9847011122');
    const openDay = healer.clinicTimings.find((entry) => entry.isOpen)!.day;
    const today = todayDate(new Date(), 'Asia/Kolkata');
    let date = '';
    for (let offset = 1; offset <= 7 && !date; offset += 1) {
      const day = new Date(`${today}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + offset);
      const iso = day.toISOString().slice(0, 10);
      if (weekDayOfDate(iso) === openDay) date = iso;
    }
    await dialog.getByLabel(/^Preferred date\*?$/).fill(date);
    await dialog.getByLabel(/^Preferred time\*?$/).fill('10:00');
    await dialog.getByRole('button', { name: 'Book via WhatsApp' }).click();
    const [url] = await waitForOpened(page);
    const number = normaliseWhatsAppNumber(healer.bookingWhatsApp, '91');
    expect(url).toMatch(new RegExp(`^https://wa\\.me/${number}\\?text=.*Ravi%20Menon`));

    // Nothing that needs a session was kept, and no page HTML but the build's own two.
    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => /\/api\/(admin|healer)\//.test(url))).toEqual([]);
    expect(
      cached.filter(
        (url) =>
          !new URL(url).pathname.startsWith('/api/') &&
          /^\/(?:$|healer\/|admin|login|about|contact)/.test(new URL(url).pathname),
      ),
    ).toEqual([]);

    // A profile never opened, and the admin area, show the offline page, in English and then
    // in Malayalam (the worker cannot tell the visitor's language).
    for (const path of [`/healer/${unvisited.id}`, '/admin']) {
      await page.goto(`${site.url}${path}`);
      await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
      await page.getByRole('link', { name: 'Back to Directory' }).waitFor();
      const malayalam = page.locator('section[lang="ml"]');
      await malayalam.getByRole('heading', { level: 2, name: 'നിങ്ങൾ ഓഫ്‌ലൈനാണ്' }).waitFor();
      await malayalam.getByRole('link', { name: 'ഡയറക്ടറിയിലേക്ക് മടങ്ങുക' }).waitFor();
    }
    await context.setOffline(false);
  });
});
