import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { malayalamDates } from '../../src/shared/domain/localised-format.js';
import { englishDates } from '../../src/shared/domain/time-format.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import {
  createHealer,
  seriousA11yViolations,
  signInAdmin,
  signInHealerApi,
  TEST_ADMIN_PASSWORD,
  toastWith,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

/*
 * The trust forms (decision 046): the healer's "Are your details still right?" card, the admin's
 * verification section and the leave editor, in English and Malayalam. The API's rules are
 * tests/api/trust-writes.test.ts's; here, what a healer and an admin see and what it saves.
 */

const NEW_PASSWORD = 'kept-secret-7';
const today = () => todayDate(new Date(), 'Asia/Kolkata');

/** `YYYY-MM-DD` `days` after today in the clinics' zone. */
function inDays(days: number): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// The first password is the phone, so a test healer can be signed in over the API.
const e2e = setUpBrowserTest(() =>
  startEmptyServer(TEST_ADMIN_PASSWORD, { FIRST_PASSWORD: 'phone' }),
);

let adminCookie: string;
const healers: Record<'english' | 'malayalam' | 'listed', Healer> = {} as never;

beforeAll(async () => {
  adminCookie = await signInAdmin(e2e.server.url);
  const add = (name: string, phone: string) =>
    createHealer(e2e.server.url, adminCookie, { name, phone });
  healers.english = await add('Anitha Varghese', '9847031111');
  healers.malayalam = await add('Suresh Pillai', '9847032222');
  healers.listed = await add('Meera Nair', '9847033333');
});

async function healerCookie(phone: string): Promise<string> {
  return signInHealerApi(e2e.server.url, phone, NEW_PASSWORD);
}

/** A page whose browser holds the session of `cookie` (a Cookie header). */
async function openWith(cookie: string, viewport: ViewportName): Promise<Page> {
  return (await e2e.open({ viewport, cookie })).page;
}

function publicHealer(id: string): Promise<Healer> {
  return fetch(`${e2e.server.url}/api/healers/${id}`).then((reply) => reply.json() as never);
}

describe("the healer's 'still right?' card", () => {
  const cases = [
    {
      language: 'English',
      who: 'english',
      viewport: 'desktop',
      query: '',
      title: 'Are your details still right?',
      button: 'Yes, they are right',
      done: 'Thank you: your details are confirmed.',
      confirmed: (date: string) => `Details confirmed ${englishDates.fullDate(date)}`,
    },
    {
      language: 'Malayalam',
      who: 'malayalam',
      viewport: 'phone',
      query: '?lang=ml',
      title: 'നിങ്ങളുടെ വിവരങ്ങൾ ഇപ്പോഴും ശരിയാണോ?',
      button: 'അതെ, എല്ലാം ശരിയാണ്',
      done: 'നന്ദി: നിങ്ങളുടെ വിവരങ്ങൾ ഉറപ്പാക്കി.',
      confirmed: (date: string) => `വിവരങ്ങൾ ഉറപ്പാക്കിയത്: ${malayalamDates.fullDate(date)}`,
    },
  ] as const;

  for (const c of cases) {
    it(`asks a never-confirmed healer in ${c.language}; one press confirms, and a reload does not ask again`, async () => {
      const healer = healers[c.who];
      const page = await openWith(await healerCookie(healer.phone), c.viewport);
      await page.goto(`${e2e.server.url}/healer-profile${c.query}`);
      const card = page.getByRole('region', { name: c.title });
      await card.waitFor();
      expect(await page.getByText(c.confirmed(today())).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await card.getByRole('button', { name: c.button }).click();
      await toastWith(page, c.done).waitFor();
      await card.waitFor({ state: 'detached' });
      await page.getByText(c.confirmed(today())).waitFor();
      expect((await publicHealer(healer.id)).confirmedOn).toBe(today());

      await page.reload();
      await page.getByText(c.confirmed(today())).waitFor();
      expect(await page.getByRole('region', { name: c.title }).count()).toBe(0);
    });
  }
});

/** The admin's edit dialog of a healer, opened from its card. */
async function editDialog(page: Page, name: string, lang: 'en' | 'ml'): Promise<Locator> {
  await page.goto(`${e2e.server.url}/admin${lang === 'ml' ? '?lang=ml' : ''}`);
  const edit = lang === 'ml' ? 'തിരുത്തുക' : 'Edit';
  await page.getByRole('article', { name }).getByRole('button', { name: edit }).click();
  const title = lang === 'ml' ? 'ഹീലറുടെ വിവരങ്ങൾ തിരുത്തുക' : 'Edit Healer';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe("the admin's verification section and leave editor", () => {
  it('records a verification, a confirmation and a leave period that the public reply then carries', async () => {
    const page = await openWith(adminCookie, 'desktop');
    const name = 'Acu Hr. Meera Nair';
    let dialog = await editDialog(page, name, 'en');
    const verification = dialog.getByRole('region', { name: 'Verification' });
    await verification.getByText('Not verified yet.').waitFor();
    await verification.getByText('Never confirmed.').waitFor();
    const checkedOn = inDays(-3);
    await verification.getByLabel('Date checked').fill(checkedOn);
    await verification.getByRole('checkbox', { name: 'Federation membership' }).click();
    await verification.getByRole('checkbox', { name: 'Clinic visited' }).click();
    await verification.getByLabel('Private note').fill('Saw the certificate at the clinic');
    await verification.getByRole('button', { name: 'Save verification' }).click();
    await toastWith(page, 'Verification saved').waitFor();
    await verification
      .getByText(
        `Verified on ${englishDates.fullDate(checkedOn)}: Federation membership, Clinic visited`,
      )
      .waitFor();
    await verification.getByRole('button', { name: 'Confirmed with the healer' }).click();
    await toastWith(page, 'Marked as confirmed with the healer').waitFor();
    await verification.getByText(`Last confirmed: ${englishDates.fullDate(today())}`).waitFor();

    await dialog.getByRole('button', { name: 'Add leave' }).click();
    const from = inDays(10);
    const to = inDays(14);
    await dialog.getByLabel('First day').fill(from);
    await dialog.getByLabel('Last day').fill(to);
    await dialog.getByLabel('Note (optional)').fill('Family function');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toastWith(page, 'Healer updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const shown = await publicHealer(healers.listed.id);
    expect(shown.verification).toEqual({ checkedOn, checks: ['membership', 'clinic-visit'] });
    expect(shown.confirmedOn).toBe(today());
    expect(shown.leave).toEqual([{ from, to, note: 'Family function' }]);
    expect(JSON.stringify(shown)).not.toContain('Saw the certificate');

    // Opened again, the dialog shows what was saved; Clear removes the verification.
    dialog = await editDialog(page, name, 'en');
    expect(await dialog.getByLabel('Date checked').inputValue()).toBe(checkedOn);
    expect(await dialog.getByLabel('Private note').inputValue()).toBe(
      'Saw the certificate at the clinic',
    );
    expect(await dialog.getByLabel('First day').inputValue()).toBe(from);
    await dialog.getByRole('button', { name: 'Clear verification' }).click();
    await toastWith(page, 'Verification cleared').waitFor();
    await dialog.getByText('Not verified yet.').waitFor();
    expect((await publicHealer(healers.listed.id)).verification).toBeNull();
  });

  it('shows the errors under their fields: a future check date, a blank day, leave ending before it starts, a server refusal', async () => {
    const page = await openWith(adminCookie, 'desktop');
    const dialog = await editDialog(page, 'Acu Hr. Meera Nair', 'en');
    const verification = dialog.getByRole('region', { name: 'Verification' });
    await verification.getByLabel('Date checked').fill(inDays(2));
    await verification.getByRole('checkbox', { name: 'Identity document' }).click();
    await verification.getByRole('button', { name: 'Save verification' }).click();
    await verification.getByText('The date checked cannot be in the future').waitFor();
    expect(await verification.getByLabel('Date checked').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByRole('button', { name: 'Add leave' }).click();
    const rows = dialog.getByRole('group', { name: /^Leave \d+$/ });
    const second = rows.nth(1);
    await second.getByLabel('First day').fill(inDays(30));
    await second.getByLabel('Last day').fill(inDays(20));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await second.getByText('Leave must end on or after its first day').waitFor();
    expect(await second.getByLabel('Last day').getAttribute('aria-invalid')).toBe('true');

    await second.getByLabel('Last day').fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await second.getByText('Please choose a date').waitFor();

    // A refusal only the server knows stands under the field its path names (decision 035).
    await second.getByLabel('Last day').fill(inDays(31));
    await page.route(
      (url) => url.pathname === `/api/admin/healers/${healers.listed.id}`,
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                message: 'One period of leave can be at most 366 days',
                key: 'leaveTooLong',
                errors: [
                  {
                    path: 'leave.1.to',
                    message: 'One period of leave can be at most 366 days',
                    key: 'leaveTooLong',
                  },
                ],
              }),
            })
          : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Update' }).click();
    await second.getByText('One period of leave can be at most 366 days').waitFor();
    await toastWith(page, 'Failed to update healer').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('reads in Malayalam on a phone, and passes axe there', async () => {
    const page = await openWith(adminCookie, 'phone');
    const dialog = await editDialog(page, 'അക്യു. ഹീലർ Meera Nair', 'ml');
    const verification = dialog.getByRole('region', { name: 'ഫെഡറേഷന്റെ പരിശോധന' });
    await verification.getByRole('checkbox', { name: 'തിരിച്ചറിയൽ രേഖ' }).waitFor();
    await verification.getByRole('button', { name: 'പരിശോധന സേവ് ചെയ്യുക' }).waitFor();
    await dialog.getByRole('group', { name: 'അവധി 1' }).getByLabel('ആദ്യ ദിവസം').waitFor();
    await dialog.getByRole('button', { name: 'അവധി ചേർക്കുക' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
