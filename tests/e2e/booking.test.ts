import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEEK_DAYS } from '../../src/shared/constants/days.js';
import { bookingMessage } from '../../src/shared/domain/messages.js';
import { weekDayOfDate } from '../../src/shared/domain/open-status.js';
import { displayName } from '../../src/shared/domain/titles.js';
import { normaliseWhatsAppNumber } from '../../src/shared/domain/whatsapp.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import { pick } from './helpers/api.js';
import { field } from './helpers/assert.js';
import { openedUrls, type ViewportName, waitForOpened } from './helpers/browser.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

/** The next date (from tomorrow, within a week) whose weekday passes the test, as YYYY-MM-DD. */
function nextDate(test: (day: (typeof WEEK_DAYS)[number]) => boolean): string {
  const today = todayDate(new Date(), 'Asia/Kolkata');
  for (let offset = 1; offset <= 7; offset += 1) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    const iso = date.toISOString().slice(0, 10);
    if (test(weekDayOfDate(iso)!)) return iso;
  }
  throw new Error('No such day in the coming week');
}

const hasSlots = (healer: Healer, day: string) =>
  healer.clinicTimings.some(
    (entry) => entry.day === day && entry.isOpen && entry.morningStart && entry.morningEnd,
  );
const isClosed = (healer: Healer, day: string) =>
  healer.clinicTimings.some((entry) => entry.day === day && !entry.isOpen);

/** Brings the healer's card on screen: a search by name, then on a phone through the stack. */
async function findCard(page: Page, viewport: ViewportName, healer: Healer) {
  const name = displayName(healer.titles, healer.name);
  await page.getByLabel('Name or keyword', { exact: true }).fill(healer.name);
  await page.getByRole('heading', { name: 'Search Results' }).waitFor();
  const card = page.locator('main article', {
    has: page.getByRole('heading', { name, exact: true }),
  });
  if (viewport === 'phone') {
    await page.getByTestId('stack-counter').waitFor();
    while ((await card.count()) === 0) {
      await page.getByRole('button', { name: 'Next healer' }).click();
    }
  }
  await card.waitFor();
  return card;
}

describe.each(['phone', 'desktop'] as const)('booking on a %s', (viewport) => {
  it('books from the card: the exact wa.me link, both soft warnings, nothing blocked', async () => {
    const healer = pick(
      site.healers,
      'a booking WhatsApp, an open day with morning hours and a closed day',
      (candidate) =>
        Boolean(candidate.bookingWhatsApp) &&
        WEEK_DAYS.some((day) => hasSlots(candidate, day)) &&
        WEEK_DAYS.some((day) => isClosed(candidate, day)),
    );
    const page = await site.open(viewport, '/');
    const card = await findCard(page, viewport, healer);
    const name = displayName(healer.titles, healer.name);
    await card.getByRole('button', { name: `Book ${name} on WhatsApp` }).click();

    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await dialog.waitFor();
    const book = dialog.getByRole('button', { name: 'Book via WhatsApp' });
    expect(await book.isDisabled()).toBe(true);

    const today = todayDate(new Date(), 'Asia/Kolkata');
    expect(await field(dialog, 'Preferred date').getAttribute('min')).toBe(today);

    await field(dialog, 'Patient name').fill('  Ravi Menon ');
    await field(dialog, 'Age').fill('54');
    await field(dialog, 'Sex').selectOption('Male');
    await field(dialog, 'Phone number').fill('9847011122');
    await field(dialog, 'Preferred time').fill('10:00');

    // A date before today keeps Book disabled.
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await field(dialog, 'Preferred date').fill(yesterday.toISOString().slice(0, 10));
    await dialog.getByText('Preferred date cannot be in the past').waitFor();
    expect(await book.isDisabled()).toBe(true);

    // A closed day warns and still lets the visitor book.
    const closedDate = nextDate((day) => isClosed(healer, day));
    await field(dialog, 'Preferred date').fill(closedDate);
    await dialog
      .getByText('The clinic is closed on the selected date. Please choose a different day', {
        exact: false,
      })
      .waitFor();
    expect(await book.isEnabled()).toBe(true);

    // A time outside the hours of an open day warns too, without blocking.
    const openDate = nextDate((day) => hasSlots(healer, day));
    await field(dialog, 'Preferred date').fill(openDate);
    await field(dialog, 'Preferred time').fill('23:45');
    await dialog
      .getByText('The selected time is outside clinic hours.', { exact: false })
      .waitFor();
    expect(await book.isEnabled()).toBe(true);

    await field(dialog, 'Preferred language').selectOption('Malayalam');
    await field(dialog, 'Health concerns (optional)').fill('Knee pain for two months');
    await book.click();

    const [url] = await waitForOpened(page);
    const message = bookingMessage(healer, {
      patientName: 'Ravi Menon',
      age: '54',
      sex: 'Male',
      phone: '9847011122',
      preferredDate: openDate,
      preferredTime: '23:45',
      preferredLanguage: 'Malayalam',
      healthConcerns: 'Knee pain for two months',
    });
    const number = normaliseWhatsAppNumber(healer.bookingWhatsApp, '91');
    expect(url).toBe(`https://wa.me/${number}?text=${encodeURIComponent(message)}`);
    const text = new URL(url!).searchParams.get('text')!;
    // Written out, not computed with the app's own bookingMessage, so a changed format fails.
    expect(text.startsWith('*Appointment Request*\n\n')).toBe(true);
    for (const line of [
      'Patient Name: Ravi Menon',
      'Age: 54',
      'Sex: Male',
      'Phone: 9847011122',
      'Preferred Time: 11:45 PM',
      'Preferred Language: Malayalam',
      'Health Concerns: Knee pain for two months',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain(`Healer: ${name}`);
    await dialog.waitFor({ state: 'detached' });
  });

  it('offers only the call on the profile when the healer has no booking WhatsApp', async () => {
    // DESIGN §5 (wave 3): the profile follows the card's rule, Book only with a booking WhatsApp.
    const healer = pick(
      site.healers,
      'no booking WhatsApp',
      (candidate) => !candidate.bookingWhatsApp,
    );
    const page = await site.open(viewport, `/healer/${healer.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const call = page.getByRole('link', { name: 'Call Directly' });
    expect(await call.getAttribute('href')).toBe(
      `tel:+${normaliseWhatsAppNumber(healer.phone, '91')}`,
    );
    expect(await page.getByRole('button', { name: 'Book via WhatsApp' }).count()).toBe(0);
  });
});

describe('tooltips on the card’s icon buttons', () => {
  it('name an icon after 700 ms, not before, and the next one at once within 300 ms', async () => {
    const healer = site.healers[0]!;
    const page = await site.open('desktop');
    const card = await findCard(page, 'desktop', healer);
    const name = displayName(healer.titles, healer.name);
    const share = card.getByRole('button', { name: `Share the profile of ${name}` });
    // The icon beside Share (this healer has a website).
    expect(healer.website).toBeTruthy();
    const website = card.getByRole('link', { name: `Website of ${name} (opens in a new tab)` });
    // No native tooltip, which would show at the browser's own delay.
    for (const icon of await card.locator('a[aria-label], button[aria-label]').all()) {
      expect(await icon.getAttribute('title')).toBeNull();
    }
    // The tooltips load once the cards' buttons come near the screen (decision 036), as they do
    // before a visitor's pointer reaches one; Radix's trigger then marks the button.
    await share.scrollIntoViewIfNeeded();
    await card.locator('button[data-state]').first().waitFor();
    await page.evaluate(() => {
      const events: { what: string; at: number }[] = [];
      Object.defineProperty(window, '__events', { value: events });
      document.addEventListener(
        'pointerover',
        (event) => {
          const label = (event.target as Element)
            .closest('[aria-label]')
            ?.getAttribute('aria-label');
          if (label) events.push({ what: `over ${label}`, at: performance.now() });
        },
        true,
      );
      new MutationObserver(() => {
        for (const tip of document.querySelectorAll('[role="tooltip"]')) {
          const what = `tooltip ${tip.textContent}`;
          if (!events.some((event) => event.what === what))
            events.push({ what, at: performance.now() });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const at = async (what: string) => {
      const events = await page.evaluate(
        () => (window as unknown as { __events: { what: string; at: number }[] }).__events,
      );
      const event = events.find((candidate) => candidate.what === what);
      if (!event) throw new Error(`no "${what}" in ${JSON.stringify(events)}`);
      return event.at;
    };

    await share.hover();
    await page.getByRole('tooltip', { name: 'Share' }).waitFor();
    const shareDelay =
      (await at('tooltip Share')) - (await at(`over Share the profile of ${name}`));
    expect(shareDelay).toBeGreaterThanOrEqual(690);

    // Slid across to the next icon, as a hand moves a mouse: several moves, the last ones on it.
    const box = (await website.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 12 });
    await page.getByRole('tooltip', { name: 'Website' }).waitFor();
    const websiteDelay =
      (await at('tooltip Website')) - (await at(`over Website of ${name} (opens in a new tab)`));
    expect(websiteDelay).toBeLessThan(690);
  });
});

describe('share', () => {
  const shareOf = (page: Page) => page.getByRole('button', { name: 'Share profile' });

  it('uses the device share sheet when there is one', async () => {
    const healer = site.healers[0]!;
    const opened = await site.newPage({ viewport: 'phone' });
    await opened.page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    const page = opened.page;
    await page.goto(`${site.url}/healer/${healer.id}`);
    await shareOf(page).click();
    await page.waitForFunction(
      () => (window as unknown as { __shared: unknown[] }).__shared.length === 1,
    );
    const [data] = await page.evaluate(
      () => (window as unknown as { __shared: { url: string }[] }).__shared,
    );
    expect(data!.url).toBe(`${site.url}/healer/${healer.id}`);
  });

  it('falls back to a WhatsApp share link without a share sheet', async () => {
    const healer = site.healers[1]!;
    const opened = await site.newPage({ viewport: 'desktop' });
    await opened.page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    const page = opened.page;
    await page.goto(`${site.url}/healer/${healer.id}`);
    await shareOf(page).click();
    const [url] = await waitForOpened(page);
    expect(url!.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(url!).searchParams.get('text')).toContain(`${site.url}/healer/${healer.id}`);
  });

  it('opens the WhatsApp share link when the share sheet fails', async () => {
    const healer = site.healers[2]!;
    const opened = await site.newPage({ viewport: 'phone' });
    await opened.page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(navigator, 'share', {
        value: async () => {
          throw new DOMException('Permission denied', 'NotAllowedError');
        },
      });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    const page = opened.page;
    await page.goto(`${site.url}/healer/${healer.id}`);
    await shareOf(page).click();
    const [url] = await waitForOpened(page);
    expect(url!.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(url!).searchParams.get('text')).toContain(`${site.url}/healer/${healer.id}`);
    expect(
      await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied),
    ).toEqual([]);
  });

  it('copies the link when the share sheet and the WhatsApp link both fail, and says so', async () => {
    const healer = site.healers[2]!;
    const opened = await site.newPage({ viewport: 'phone', recordOpens: false });
    await opened.page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(navigator, 'share', {
        value: async () => {
          throw new Error('share failed');
        },
      });
      // A blocked pop-up: window.open gives no window.
      window.open = () => null;
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    const page = opened.page;
    await page.goto(`${site.url}/healer/${healer.id}`);
    await shareOf(page).click();
    await page.getByText('Link copied', { exact: true }).first().waitFor();
    const copied = await page.evaluate(
      () => (window as unknown as { __copied: string[] }).__copied,
    );
    expect(copied).toHaveLength(1);
    expect(copied[0]).toContain(`${site.url}/healer/${healer.id}`);
  });

  it('does nothing when the visitor cancels the share sheet', async () => {
    const healer = site.healers[2]!;
    const opened = await site.newPage({ viewport: 'phone' });
    await opened.page.addInitScript(() => {
      const copied: string[] = [];
      const settled: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(window, '__settled', { value: settled });
      Object.defineProperty(navigator, 'share', {
        value: () => {
          const cancelled = Promise.reject(new DOMException('Share canceled', 'AbortError'));
          // Recorded after the app's own handling of the rejection has run (a later task).
          cancelled.catch(() => setTimeout(() => settled.push('cancelled'), 0));
          return cancelled;
        },
      });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    const page = opened.page;
    await page.goto(`${site.url}/healer/${healer.id}`);
    await shareOf(page).click();
    await page.waitForFunction(
      () => (window as unknown as { __settled: string[] }).__settled.length === 1,
    );
    expect(await openedUrls(page)).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied),
    ).toEqual([]);
    expect(await page.getByText('Link copied', { exact: true }).count()).toBe(0);
  });
});
