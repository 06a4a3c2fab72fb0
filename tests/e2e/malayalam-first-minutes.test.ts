import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SERVICES } from '../../src/db/seed/kerala-data.js';
import { DISTRICTS } from '../../src/shared/constants/districts.js';
import {
  DISTRICT_NAMES_ML,
  TEAM_ROLE_NAMES_ML,
  TITLE_NAMES_ML,
} from '../../src/shared/constants/malayalam-names.js';
import { TEAM_ROLES } from '../../src/shared/constants/people.js';
import { createHealer, signInAdmin } from './helpers/account-api.js';
import { pick } from './helpers/api.js';
import { eventually, textOf } from './helpers/assert.js';
import { waitForOpened } from './helpers/browser.js';
import { publicSiteFixture } from './helpers/public-site.js';

// Decision 041: the first minutes of a patient and of a healer in Malayalam, on a 390 px phone.
const site = publicSiteFixture();

/** A page at 390 px in Malayalam (`?lang=ml`), waiting for its own content. */
async function openMl(path: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const { page } = await site.newPage({ viewport: 'phone' });
  await prepare?.(page);
  await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}lang=ml`);
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ml');
  return page;
}

/** How far the page reaches past the right edge of the screen, in CSS pixels. */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('English left on Malayalam pages', () => {
  it('says a healer’s years of experience in Malayalam, not "28 years പരിചയം"', async () => {
    const healer = pick(site.healers, 'an experience of N years', (h) =>
      /^\d+ years$/.test(h.experience ?? ''),
    );
    const years = healer.experience!.split(' ')[0];
    const page = await openMl(`/healer/${healer.id}`);
    await page.getByText(`${years} വർഷത്തെ പരിചയം`, { exact: true }).waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/\d+ years/);
  });

  it('names the districts of the search in Malayalam, the longest one whole', async () => {
    const page = await openMl('/');
    const select = page.getByLabel('ജില്ല', { exact: true });
    const options = await select.locator('option').allTextContents();
    expect(options.slice(1)).toEqual(DISTRICTS.map((district) => DISTRICT_NAMES_ML[district]));
    await select.selectOption('Thiruvananthapuram');
    // The chosen name fits its box: nothing is cut off ("Thiruvanantha…").
    const room = await select.evaluate((element: HTMLSelectElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(element.selectedOptions[0]!.text).width;
      // The native arrow takes about 24 px beside the padding.
      const arrow = 24;
      const box =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return box - arrow - text;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });

  it('lists towns by their Malayalam names first in the place picker', async () => {
    const page = await openMl('/', async (p) => p.context().clearPermissions());
    await page.getByRole('button', { name: 'എന്റെ അടുത്ത്', exact: true }).click();
    const list = page.getByRole('listbox', { name: 'സ്ഥലങ്ങൾ' });
    await list.getByRole('option').first().waitFor();
    await page.getByRole('combobox', { name: 'സ്ഥലം' }).fill('Thrissur');
    const first = list.getByRole('option').first();
    await eventually(async () => {
      expect(await textOf(first.locator('span.font-medium'))).toBe('തൃശ്ശൂർ');
    });
    // The English name and the district follow, the district in Malayalam.
    expect(await textOf(first)).toContain('Thrissur');
    expect(await textOf(first)).toContain('തൃശ്ശൂർ ജില്ല');
  });

  it('shows the team’s titles in Malayalam, as the healer cards do', async () => {
    const page = await openMl('/about');
    const names = page.getByTestId('team-member-name');
    await names.first().waitFor();
    const shown = await names.allTextContents();
    expect(shown.length).toBeGreaterThan(3);
    for (const name of shown) {
      expect(name).not.toMatch(/^(Acu Hr\.|Dr)\s/);
      expect(name).toMatch(new RegExp(`^(${TITLE_NAMES_ML['Acu Hr.']}|${TITLE_NAMES_ML.Dr}) `));
    }
  });

  it('draws a Malayalam name’s initials as whole letters (grapheme clusters)', async () => {
    const cookie = await signInAdmin(site.url);
    const healer = await createHealer(site.url, cookie, {
      name: 'ശ്രീകുമാർ രാജൻ',
      phone: '9847030001',
      district: 'Kollam',
      pincode: '691001',
    });
    const page = await openMl(`/healer/${healer.id}`);
    const photo = page.getByRole('img', { name: 'ശ്രീകുമാർ രാജൻ-ന്റെ ഫോട്ടോ', exact: false });
    // 'ശ്രീ' is one letter to a reader; its first code point alone would read 'ശ'.
    expect(await textOf(photo.first())).toBe('ശ്രീരാ');
  });

  it('keeps the "why patients choose" cards inside a 390 px screen', async () => {
    const page = await openMl('/');
    const features = page.locator('section[aria-labelledby="features-heading"]');
    await features.scrollIntoViewIfNeeded();
    await features.getByRole('listitem').first().waitFor();
    const rights = await features
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
    for (const right of rights) expect(right).toBeLessThanOrEqual(390);
    expect(await overflowOf(page)).toBe(0);
  });
});

describe('Words that say the right thing', () => {
  /** A healer who opens at 9 on Mondays, and at 7 am on a Monday in Kerala. */
  const MONDAY_7AM = new Date('2026-11-30T07:00:00+05:30');

  it('says "opens today" at 7 am before the first opening, not "opens again"', async () => {
    const healer = pick(site.healers, 'a Monday opening at 9', (h) =>
      h.clinicTimings.some(
        (day) => day.day === 'Monday' && day.isOpen && day.morningStart === '09:00',
      ),
    );
    const page = await openMl(`/healer/${healer.id}`, (p) => p.clock.install({ time: MONDAY_7AM }));
    const line = page.getByText(/^ഇന്ന് .*തുറക്കും/).first();
    await eventually(async () => {
      expect(await textOf(line)).toMatch(/^ഇന്ന് തുറക്കും \(രാവിലെ 9:00 - /);
    });
    expect(await textOf(line)).not.toContain('വീണ്ടും');
  });

  it('never labels 6 pm as the morning’s closing time after Full Day', async () => {
    const page = await healerFormMl();
    const monday = page.getByRole('group', { name: 'തിങ്കൾ' });
    await monday.getByRole('button', { name: 'മുഴുവൻ ദിവസം' }).click();
    const closes = monday.getByLabel('അടയ്ക്കുന്നത്', { exact: true });
    expect(await closes.inputValue()).toBe('18:00');
    expect(await monday.getByLabel('രാവിലെ അടയ്ക്കുന്നത്', { exact: true }).count()).toBe(0);
    expect(await monday.getByLabel('തുറക്കുന്നത്', { exact: true }).inputValue()).toBe('09:00');
  });
});

describe('Sharing and near me in Malayalam', () => {
  it('shares a Malayalam profile with ?lang=ml, so the friend reads it in Malayalam', async () => {
    const healer = site.healers[0]!;
    const page = await openMl(`/healer/${healer.id}`, async (p) => {
      // No share sheet: the WhatsApp share link, which the test records.
      await p.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined });
      });
    });
    await page
      .getByRole('button', { name: /ഷെയർ ചെയ്യുക$/ })
      .first()
      .click();
    const [link] = await waitForOpened(page);
    const text = new URL(link!).searchParams.get('text')!;
    expect(text).toContain(`/healer/${healer.id}?lang=ml`);
  });

  it('says above the results which place they are sorted from, in Malayalam', async () => {
    const page = await openMl('/', async (p) => p.context().clearPermissions());
    await page.getByRole('button', { name: 'എന്റെ അടുത്ത്', exact: true }).click();
    await page.getByRole('combobox', { name: 'സ്ഥലം' }).fill('Thrissur');
    await page.getByRole('combobox', { name: 'സ്ഥലം' }).press('Enter');
    const sortedFrom = page.getByTestId('sorted-from');
    await sortedFrom.waitFor();
    expect(await textOf(sortedFrom)).toBe('തൃശ്ശൂർ എന്ന സ്ഥലത്തുനിന്നുള്ള ദൂരമനുസരിച്ച്');
    // The results follow it; the line by the search names the place in Malayalam too.
    await page.locator('main article').first().waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'തൃശ്ശൂർ എന്ന സ്ഥലത്തോട് ഏറ്റവും അടുത്തുള്ളവർ ആദ്യം' })
      .waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toContain('Thrissur-');
  });
});

describe('Demo data', () => {
  it('describes each team member in the role the card shows', async () => {
    const page = await openMl('/about');
    await page.getByTestId('team-member-name').first().waitFor();
    const cards = page.getByTestId('team-member-name').locator('..');
    const read = await cards.evaluateAll((elements) =>
      elements.map((card) => [...card.querySelectorAll('p')].map((p) => p.textContent ?? '')),
    );
    const described = read.filter((lines) => lines.length >= 2);
    expect(described.length).toBeGreaterThan(3);
    for (const [roleShown, summary] of described) {
      const role = TEAM_ROLES.find((name) => TEAM_ROLE_NAMES_ML[name] === roleShown);
      expect(role, `${roleShown}`).toBeDefined();
      expect(summary).toMatch(new RegExp(`^${role} of the federation`));
    }
  });
});

describe('The healer’s profile form in Malayalam', () => {
  it('names districts, titles and services in Malayalam, keeping the stored values', async () => {
    const page = await healerFormMl();
    const district = page.getByLabel(/^ജില്ല/).and(page.locator('select'));
    const options = await district.locator('option').allTextContents();
    expect(options).toEqual(
      expect.arrayContaining(DISTRICTS.map((name) => DISTRICT_NAMES_ML[name])),
    );
    expect(options.join(' ')).not.toMatch(/Thiruvananthapuram|Ernakulam/);
    // The saved value stays the English name the database holds.
    expect(await district.inputValue()).toBe('Kollam');

    const titles = page.getByRole('group', { name: /സ്ഥാനപ്പേരുകൾ/ });
    await titles.getByRole('checkbox', { name: TITLE_NAMES_ML.Dr, exact: true }).waitFor();
    expect(await titles.getByRole('checkbox', { name: 'Dr', exact: true }).count()).toBe(0);

    const services = page.getByRole('group', { name: /സേവനങ്ങൾ/ });
    const acupuncture = DEMO_SERVICES[0]!;
    await services.getByRole('checkbox', { name: acupuncture.nameMl, exact: true }).waitFor();
    expect(await services.getByRole('checkbox', { name: acupuncture.name }).count()).toBe(0);
  });
});

let formHealer: { phone: string; password: string } | undefined;

/** A healer of the demo directory, signed in, on their profile form in Malayalam. */
async function healerFormMl(): Promise<Page> {
  formHealer ??= await newSignedUpHealer();
  const { page, context } = await site.newPage({ viewport: 'phone' });
  await signInHealerApi(context, formHealer.phone, formHealer.password);
  await page.goto(`${site.url}/healer-profile?lang=ml`);
  await page.getByRole('group', { name: 'തിങ്കൾ' }).waitFor({ timeout: 30_000 });
  return page;
}

/** A new healer who has signed in with their one-time code and set a password. */
async function newSignedUpHealer(): Promise<{ phone: string; password: string }> {
  const cookie = await signInAdmin(site.url);
  const phone = '9847030002';
  const created = await createHealer(site.url, cookie, {
    name: 'Meera Nair',
    phone,
    district: 'Kollam',
    pincode: '691001',
  });
  const code = created.signInCode!.code.replace(/\s/g, '');
  const password = 'meera-new-pass';
  const session = await healerSession(phone, code);
  const changed = await fetch(`${site.url}/api/healer/change-password`, {
    method: 'POST',
    headers: { cookie: session, 'content-type': 'application/json' },
    body: JSON.stringify({ currentPassword: code, newPassword: password }),
  });
  expect(changed.status).toBe(200);
  return { phone, password };
}

async function healerSession(phone: string, password: string): Promise<string> {
  const response = await fetch(`${site.url}/api/healer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

async function signInHealerApi(context: BrowserContext, phone: string, password: string) {
  const session = await healerSession(phone, password);
  await context.addCookies(
    session.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), domain: '127.0.0.1', path: '/' };
    }),
  );
}
