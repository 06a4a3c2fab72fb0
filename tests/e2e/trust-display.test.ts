import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEEK_DAYS } from '../../src/shared/constants/days.js';
import { addDays } from '../../src/shared/domain/dates.js';
import { malayalamDates } from '../../src/shared/domain/localised-format.js';
import { englishDates } from '../../src/shared/domain/time-format.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import { insertHealer } from '../helpers/public-data.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { waitForCached, waitForWorker } from './helpers/offline.js';
import { startSeededServerWith } from './helpers/server.js';

// What the public sees of verification, confirmation and leave (decision 044), on
// healers written straight into the database before the server starts: the admin's and the
// healer's forms that set them are tested on their own.

const TODAY = todayDate(new Date(), 'Asia/Kolkata');
const CHECKED_ON = addDays(TODAY, -40);
const CONFIRMED_ON = addDays(TODAY, -3);
const STALE_ON = addDays(TODAY, -300);
const LEAVE = { from: addDays(TODAY, -1), to: addDays(TODAY, 6), note: 'Attending a camp' };
const LATER = { from: addDays(TODAY, 30), to: addDays(TODAY, 35), note: 'Family wedding' };
/** Open every day, all day: only the leave can make the clinic closed now. */
const ALWAYS_OPEN = WEEK_DAYS.map((day) => ({
  day,
  isOpen: true,
  morningStart: '00:00',
  morningEnd: '23:59',
}));

let onLeaveId: string;
let staleId: string;

const e2e = setUpBrowserTest(
  () =>
    startSeededServerWith(async (db) => {
      onLeaveId = (
        await insertHealer(db, {
          name: 'Leela Varghese',
          specialty: 'Migraine and sleep',
          languages: 'Malayalam, English',
          clinicTimings: ALWAYS_OPEN,
          verificationCheckedOn: CHECKED_ON,
          verificationChecks: ['membership', 'training', 'identity', 'clinic-visit'],
          verificationNote: 'private: seen at the office',
          confirmedOn: CONFIRMED_ON,
          leave: [LATER, LEAVE],
        })
      ).id;
      staleId = (
        await insertHealer(db, {
          name: 'Ravi Pillai',
          clinicTimings: ALWAYS_OPEN,
          confirmedOn: STALE_ON,
        })
      ).id;
    }),
  180_000,
);

async function open(viewport: ViewportName, path: string): Promise<Page> {
  const { page } = await e2e.open({ viewport });
  await page.goto(`${e2e.server.url}${path}`);
  return page;
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target}`));
}

const TEXTS = {
  en: {
    dates: englishDates,
    badge: 'Verified by the federation',
    checkedOn: (date: string) => `On ${date} the federation checked:`,
    training: 'their acupuncture training',
    notALicence: /no state register in India, so this is not a licence/,
    confirmed: (date: string) => `Details confirmed ${date}`,
    stale: (date: string) => new RegExp(`^Details last confirmed ${date}\\. They may have changed`),
    onLeave: (date: string) => `On leave until ${date}`,
    onLeaveToday: 'On leave',
    leaveTitle: 'Planned leave',
    search: 'Name or keyword',
  },
  ml: {
    dates: malayalamDates,
    badge: 'ഫെഡറേഷൻ പരിശോധിച്ചുറപ്പിച്ചത്',
    checkedOn: (date: string) => `${date}-ന് ഫെഡറേഷൻ പരിശോധിച്ചത്:`,
    training: 'അക്യുപങ്ചർ പരിശീലനം',
    notALicence: /സംസ്ഥാന രജിസ്റ്റർ ഇല്ല. അതുകൊണ്ട് ഇത് ചികിത്സിക്കാനുള്ള ലൈസൻസ് അല്ല/,
    confirmed: (date: string) => `വിവരങ്ങൾ ശരിയാണെന്ന് ${date}-ന് ഉറപ്പാക്കി`,
    stale: (date: string) => new RegExp(`^വിവരങ്ങൾ അവസാനം ഉറപ്പാക്കിയത് ${date}-ന്\\.`),
    onLeave: (date: string) => `${date} വരെ അവധിയിലാണ്`,
    onLeaveToday: 'അവധിയിലാണ്',
    leaveTitle: 'മുൻകൂട്ടി അറിയിച്ച അവധി',
    search: 'പേര് അല്ലെങ്കിൽ വാക്ക്',
  },
} as const;

describe.each([
  ['en', 'desktop'],
  ['ml', 'phone'],
] as const)('in %s on a %s', (language, viewport) => {
  const text = TEXTS[language];

  it('the profile says verified (explained by keyboard), confirmed and on leave', async () => {
    const page = await open(viewport, `/healer/${onLeaveId}?lang=${language}`);
    const badge = page.getByRole('button', {
      name: `${text.badge} · ${text.dates.monthYear(CHECKED_ON)}`,
    });
    await badge.waitFor();
    expect(await badge.getAttribute('aria-expanded')).toBe('false');
    const explanation = page.getByText(text.notALicence);
    expect(await explanation.isVisible()).toBe(false);

    await badge.focus();
    await page.keyboard.press('Enter');
    await explanation.waitFor();
    expect(await badge.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(text.checkedOn(text.dates.fullDate(CHECKED_ON))).waitFor();
    await page.getByText(text.training, { exact: true }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await explanation.waitFor({ state: 'hidden' });
    expect(await badge.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await explanation.waitFor();

    await page.getByText(text.confirmed(text.dates.fullDate(CONFIRMED_ON))).waitFor();
    const header = page.locator('main').getByText(text.onLeave(text.dates.dayMonth(LEAVE.to)));
    await header.waitFor();
    // The weekly schedule's row for today says it too, instead of that weekday's usual hours.
    await page
      .locator('li[aria-current="date"]')
      .getByText(text.onLeaveToday, { exact: true })
      .waitFor();
    const leave = page.getByRole('region', { name: text.leaveTitle });
    await leave.getByText(text.dates.dateRange(LEAVE.from, LEAVE.to)).waitFor();
    await leave.getByText(text.dates.dateRange(LATER.from, LATER.to)).waitFor();
    // The soonest first, each with its note; the admin's note is never shown.
    const items = await leave.locator('li').allInnerTexts();
    expect(items.map((item) => item.replace(/\n+/g, '\n'))).toEqual([
      `${text.dates.dateRange(LEAVE.from, LEAVE.to)}\n${LEAVE.note}`,
      `${text.dates.dateRange(LATER.from, LATER.to)}\n${LATER.note}`,
    ]);
    expect(await page.content()).not.toContain('seen at the office');
  });

  it('the card has the verified mark and says on leave instead of open', async () => {
    const page = await open(viewport, `/?lang=${language}`);
    await page.getByLabel(text.search).fill('Leela Varghese');
    const card = page.getByRole('article', { name: 'Leela Varghese' });
    await card.waitFor();
    await card.getByRole('img', { name: text.badge }).waitFor();
    await card.getByText(text.onLeave(text.dates.dayMonth(LEAVE.to))).waitFor();
    expect(await card.getByText(/Open Now|ഇപ്പോൾ തുറന്നിരിക്കുന്നു/).count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('an old confirmation reads as not recent, and no badge shows without a verification', async () => {
    const page = await open(viewport, `/healer/${staleId}?lang=${language}`);
    await page.getByText(text.stale(text.dates.fullDate(STALE_ON))).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(text.badge) }).count()).toBe(0);
    expect(await page.getByRole('region', { name: text.leaveTitle }).count()).toBe(0);
  });
});

describe('offline', () => {
  it('the kept directory and profile show the same mark, confirmation and leave', async () => {
    const kept = await e2e.open({ viewport: 'desktop' });
    const { page, context } = kept;
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('list-count').waitFor();
    await waitForWorker(page);
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('list-count').waitFor();
    await page.goto(`${e2e.server.url}/healer/${onLeaveId}`);
    await page.getByRole('heading', { level: 1, name: 'Leela Varghese' }).waitFor();
    await waitForCached(page, ['/api/healers', `/api/healers/${onLeaveId}`]);

    await context.setOffline(true);
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    await page.getByLabel('Name or keyword', { exact: true }).fill('Leela Varghese');
    const card = page.getByRole('article', { name: 'Leela Varghese' });
    await card.getByRole('img', { name: TEXTS.en.badge }).waitFor();
    await card.getByText(TEXTS.en.onLeave(englishDates.dayMonth(LEAVE.to))).waitFor();

    await page.goto(`${e2e.server.url}/healer/${onLeaveId}`);
    await page
      .getByRole('button', { name: `${TEXTS.en.badge} · ${englishDates.monthYear(CHECKED_ON)}` })
      .waitFor();
    await page.getByText(TEXTS.en.confirmed(englishDates.fullDate(CONFIRMED_ON))).waitFor();
    await page
      .getByRole('region', { name: TEXTS.en.leaveTitle })
      .getByText(englishDates.dateRange(LATER.from, LATER.to))
      .waitFor();
  });
});
