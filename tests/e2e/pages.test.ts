import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_DAYS } from '../../src/shared/constants/days.js';
import { joinedAddress } from '../../src/shared/domain/address-lines.js';
import { contactMessage } from '../../src/shared/domain/messages.js';
import { reviewsLink } from '../../src/shared/domain/reviews-and-maps.js';
import { groupTeam } from '../../src/shared/domain/team-groups.js';
import { displayName } from '../../src/shared/domain/titles.js';
import { normaliseWhatsAppNumber } from '../../src/shared/domain/whatsapp.js';
import { todayWeekDay } from '../../src/shared/domain/zoned-time.js';
import { adminCall, signInAdmin } from './helpers/account-api.js';
import { api, pick } from './helpers/api.js';
import { takenOver } from './helpers/assert.js';
import { waitForOpened } from './helpers/browser.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

/** A form field by its label, which may end with the required mark. */
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));
}

describe.each(['phone', 'desktop'] as const)('pages on a %s', (viewport) => {
  it('shows a demo healer’s display name and address as written', async () => {
    // The demo data's second healer (src/db/seed/demo.ts), written out rather than computed with
    // the app's own displayName and joinedAddress, so a change to either fails here.
    const healer = site.healers.find((candidate) => candidate.name === 'Sreeja Nair')!;
    const page = await site.open(viewport, `/healer/${healer.id}`);
    await page.getByRole('heading', { level: 1, name: 'Acu Hr. Mrs Sreeja Nair' }).waitFor();
    await page
      .getByText('Sree Nilayam, Market Junction, Karunagappally, Kollam, Kerala, India, 691344', {
        exact: true,
      })
      .waitFor();
  });

  it('shows every section of a healer profile, with today highlighted', async () => {
    const healer = pick(
      site.healers,
      'services, bio, qualifications, timings, languages and a booking WhatsApp',
      (candidate) =>
        Boolean(candidate.bookingWhatsApp) &&
        candidate.services.length > 0 &&
        Boolean(candidate.bio) &&
        candidate.qualifications.length > 0 &&
        candidate.clinicTimings.length > 0 &&
        Boolean(candidate.languages),
    );
    const page = await site.open(viewport, `/healer/${healer.id}`);
    const name = displayName(healer.titles, healer.name);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toContain(healer.name);
    for (const section of [
      'Services Offered',
      'About',
      'Qualifications',
      'Weekly Schedule',
      'Location',
      'Languages Spoken',
    ]) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    for (const service of healer.services) {
      await page.getByText(service, { exact: true }).first().waitFor();
    }

    const days = await page
      .locator('[data-testid^="schedule-"]')
      .evaluateAll((rows) =>
        rows.map((row) => row.getAttribute('data-testid')!.replace('schedule-', '')),
      );
    expect(days).toEqual([...SCHEDULE_DAYS]);
    const today = todayWeekDay(new Date(), 'Asia/Kolkata');
    expect(await page.getByTestId(`schedule-${today}`).getAttribute('aria-current')).toBe('date');
    const scheduleText = await page.locator('[data-testid^="schedule-"]').allTextContents();
    expect(scheduleText.join(' ')).toMatch(
      /(Morning|Evening): \d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)|Open|Closed/,
    );
    // Every row lays out the same way: hours beside the day on a desktop, under it on a phone
    // (where "Wednesday" or today's badge beside a range would wrap that row alone).
    const hoursUnderDay = await page.locator('[data-testid^="schedule-"]').evaluateAll((rows) =>
      rows.map((row) => {
        const [day, hours] = [...row.children].map((child) => child.getBoundingClientRect());
        return hours!.top >= day!.bottom - 1;
      }),
    );
    expect(hoursUnderDay).toEqual(SCHEDULE_DAYS.map(() => viewport === 'phone'));

    await page.getByText(joinedAddress(healer), { exact: true }).waitFor();
    const reviews = page.getByRole('link', { name: /View Google Reviews/ });
    expect(await reviews.getAttribute('href')).toBe(reviewsLink(healer));
    expect(await reviews.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Book via WhatsApp' }).waitFor();
    await page.getByRole('link', { name: 'Call Directly' }).waitFor();

    if (healer.holidays) {
      await page.getByRole('heading', { name: 'Special Holidays' }).waitFor();
    }
  });

  it("says 'Healer Not Found' for an unknown healer, with a way back", async () => {
    const page = await site.open(viewport, '/healer/no-such-healer');
    await page.getByRole('heading', { name: 'Healer Not Found' }).waitFor();
    await page
      .getByText("The healer you're looking for doesn't exist or may have been removed.")
      .waitFor();
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await page.getByRole('heading', { name: 'Our Healers' }).waitFor();
  });

  it('lists the leadership team in the groups and order of the spec', async () => {
    const team = await api.team(site.url);
    const page = await site.open(viewport, '/about');
    await page.getByRole('heading', { name: 'About FCAH Kerala' }).waitFor();
    for (const value of [
      'Compassionate Care',
      'Excellence Standards',
      'Community Focus',
      'Traditional Wisdom',
    ]) {
      await page.getByRole('heading', { name: value }).waitFor();
    }
    await page.getByRole('heading', { name: 'Certification' }).waitFor();
    const groups = groupTeam(team);
    expect(groups.map((group) => group.id)).toEqual(
      ['president', 'officers', 'secretary', 'executive'].filter((id) =>
        groups.some((group) => group.id === id),
      ),
    );
    await page.getByTestId(`team-group-${groups[0]!.id}`).waitFor();
    const shownGroups = await page
      .locator('[data-testid^="team-group-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(shownGroups).toEqual(groups.map((group) => `team-group-${group.id}`));
    const names = await page.getByTestId('team-member-name').allTextContents();
    expect(names).toEqual(groups.flatMap((group) => group.members.map((member) => member.name)));
    if (groups.some((group) => group.id === 'executive')) {
      await page.getByRole('heading', { name: 'Executive Members' }).waitFor();
    }
  });

  it('checks the contact form and sends it as a WhatsApp message', async () => {
    const settings = await api.settings(site.url);
    const page = await site.open(viewport, '/contact');
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    for (const text of ['Mon-Fri', '9:00 AM-6:00 PM', 'Sat', '10:00 AM-4:00 PM', 'Sun', 'Closed']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    if (settings.contactEmail)
      await page.getByText(settings.contactEmail, { exact: true }).waitFor();
    const number = normaliseWhatsAppNumber(settings.contactPhone, '91');
    const chat = page.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(await chat.getAttribute('href')).toBe(`https://wa.me/${number}`);

    const send = page.getByRole('button', { name: 'Send via WhatsApp' });
    // The page is pre-rendered: a press before React has taken it over does nothing.
    await takenOver(send);
    await send.click();
    await page.getByText('Missing Information', { exact: true }).first().waitFor();
    await page
      .getByText('Please fill in all required fields (First Name, Email, Subject, and Message).')
      .first()
      .waitFor();

    await field(page, 'First Name').fill('Asha');
    await field(page, 'Last Name').fill('Varma');
    await field(page, 'Email').fill('asha-at-example');
    await field(page, 'Subject').fill('Membership');
    await field(page, 'Message').fill('How do I join the federation?');
    await send.click();
    await page.getByText('Invalid Email', { exact: true }).first().waitFor();
    await page.getByText('Please enter a valid email address.').first().waitFor();

    await field(page, 'Email').fill('asha@example.org');
    await field(page, 'Phone (optional)').fill('9847000111');
    await send.click();
    const [url] = await waitForOpened(page);
    const message = contactMessage({
      firstName: 'Asha',
      lastName: 'Varma',
      email: 'asha@example.org',
      phone: '9847000111',
      subject: 'Membership',
      message: 'How do I join the federation?',
    });
    expect(url).toBe(`https://wa.me/${number}?text=${encodeURIComponent(message)}`);
  });
});

describe('contact without a contact phone', () => {
  it("says 'Contact Unavailable' instead of opening WhatsApp", async () => {
    const cookie = await signInAdmin(site.url);
    const { contactPhone } = await api.settings(site.url);
    await adminCall(site.url, cookie, 'PATCH', '/api/admin/settings', { contactPhone: null });
    try {
      const opened = await site.newPage({ viewport: 'desktop' });
      const page = opened.page;
      await page.goto(`${site.url}/contact`);
      // Pre-rendered: what is typed before React takes the page over is lost.
      await takenOver(page.getByRole('button', { name: 'Send via WhatsApp' }));
      await field(page, 'First Name').fill('Asha');
      await field(page, 'Email').fill('asha@example.org');
      await field(page, 'Subject').fill('Hello');
      await field(page, 'Message').fill('Hello');
      await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
      await page.getByText('Contact Unavailable', { exact: true }).first().waitFor();
      expect(await page.getByRole('link', { name: /Chat on WhatsApp/ }).count()).toBe(0);
    } finally {
      await adminCall(site.url, cookie, 'PATCH', '/api/admin/settings', { contactPhone });
    }
  });
});

describe('page titles', () => {
  it('names each page in the tab, also when reached within the site', async () => {
    const page = await site.open('desktop', '/about');
    const titled = (title: string) =>
      page.waitForFunction((want) => document.title === want, title, { timeout: 30_000 });
    await titled('About | FCAH Kerala');
    const within: [string, string][] = [
      ['/login', 'Healer Login | FCAH Kerala'],
      ['/admin', 'Admin | FCAH Kerala'],
      ['/contact', 'Contact | FCAH Kerala'],
      ['/no-such-page', 'Page Not Found | FCAH Kerala'],
      ['/healer-login', 'Healer Login | FCAH Kerala'],
      ['/', 'Find Acupuncture Healers in Kerala | FCAH Kerala'],
    ];
    for (const [path, title] of within) {
      // The router's own navigation, as a link inside the site makes it: no new page load.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await titled(title);
    }
  });
});
