import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enAccount } from '../../src/client/i18n/en/account.js';
import { enAdmin } from '../../src/client/i18n/en/admin.js';
import { en } from '../../src/client/i18n/en/site.js';
import { mlAccount } from '../../src/client/i18n/ml/account.js';
import { mlAdmin } from '../../src/client/i18n/ml/admin.js';
import { mlSite } from '../../src/client/i18n/ml/site.js';
import { malayalamDates } from '../../src/shared/domain/localised-format.js';
import { englishDates } from '../../src/shared/domain/time-format.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import {
  addCookieHeader,
  adminCall,
  createHealer,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
  toastWith,
} from './helpers/account-api.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startServer } from './helpers/server.js';

// Where a healer and the admin trip, on a 390 px phone in both languages (decision 068): the
// first password, the contact line, a report about the phone, confirming with one open, and an
// import with a bad row, and Activity and History in words.
const e2e = setUpBrowserTest(() => startServer({ FIRST_PASSWORD: 'code' }));

const FEDERATION_PHONE = '94470 99999';
const FEDERATION_WA = 'https://wa.me/919447099999';
const SHOTS = process.env.SHOTS_DIR;

const LANGUAGES = {
  en: {
    query: '',
    login: { phone: 'Phone Number', password: 'Password', submit: 'Login' },
    contact: 'Contact admin if you need assistance',
    current: 'Current Password',
    next: 'New Password',
    confirm: 'Confirm New Password',
    change: 'Change Password',
    changed: 'Password changed successfully',
    reportsTitle: 'Patients reported',
    phoneIntro: 'only the federation can change it',
    correctBelow: 'correct your details below',
    phoneButton: 'Message the federation on WhatsApp',
    reported: (date: string) => `Reported on ${englishDates.dayMonth(date)}`,
    yes: 'Yes, they are right',
    askTitle: 'A patient reported a problem',
    askReason: 'Phone number is wrong',
    check: 'Let me check first',
    done: 'Thank you: your details are confirmed.',
    addLeave: 'Add leave',
    leaveFrom: 'First day',
  },
  ml: {
    query: '?lang=ml',
    login: { phone: 'ഫോൺ നമ്പർ', password: 'പാസ്‌വേഡ്', submit: 'ലോഗിൻ' },
    contact: 'സഹായം വേണമെങ്കിൽ അഡ്മിനെ ബന്ധപ്പെടുക',
    current: 'ഇപ്പോഴത്തെ പാസ്‌വേഡ്',
    next: 'പുതിയ പാസ്‌വേഡ്',
    confirm: 'പുതിയ പാസ്‌വേഡ് വീണ്ടും നൽകുക',
    change: 'പാസ്‌വേഡ് മാറ്റുക',
    changed: 'പാസ്‌വേഡ് മാറ്റി',
    reportsTitle: 'രോഗികൾ അറിയിച്ചത്',
    phoneIntro: 'അത് മാറ്റാൻ ഫെഡറേഷനു മാത്രമേ കഴിയൂ',
    correctBelow: 'താഴെ നിങ്ങളുടെ വിവരങ്ങൾ തിരുത്തുക',
    phoneButton: 'ഫെഡറേഷന് വാട്സ്ആപ്പിൽ സന്ദേശം അയയ്ക്കുക',
    reported: (date: string) => `അറിയിച്ചത്: ${malayalamDates.dayMonth(date)}`,
    yes: 'അതെ, എല്ലാം ശരിയാണ്',
    askTitle: 'ഒരു രോഗി ഒരു പ്രശ്നം അറിയിച്ചിട്ടുണ്ട്',
    askReason: 'ഫോൺ നമ്പർ തെറ്റാണ്',
    check: 'ആദ്യം ഒന്നു നോക്കട്ടെ',
    done: 'നന്ദി: നിങ്ങളുടെ വിവരങ്ങൾ ഉറപ്പാക്കി.',
    addLeave: 'അവധി ചേർക്കുക',
    leaveFrom: 'ആദ്യ ദിവസം',
  },
} as const;
type Language = keyof typeof LANGUAGES;

const healers: Record<Language, { id: string; phone: string; code: string; name: string }> = {
  en: { id: '', phone: '9847066601', code: '', name: 'Seam English' },
  ml: { id: '', phone: '9847066602', code: '', name: 'Seam Malayalam' },
};

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

beforeAll(async () => {
  const base = e2e.server.url;
  const cookie = await signInAdmin(base);
  await adminCall(base, cookie, 'PATCH', '/api/admin/settings', { contactPhone: FEDERATION_PHONE });
  for (const language of ['en', 'ml'] as const) {
    const healer = healers[language];
    const created = await createHealer(base, cookie, { name: healer.name, phone: healer.phone });
    healer.id = created.id;
    healer.code = created.signInCode!.code;
  }
});

/** A 390 px page in the language (the cookie a `?lang=ml` link sets). */
async function openPhone(language: Language): Promise<Page> {
  const { page, context } = await e2e.open({ viewport: 'phone' });
  if (language === 'ml') {
    await context.addCookies([{ name: 'lang', value: 'ml', domain: '127.0.0.1', path: '/' }]);
  }
  return page;
}

describe.each(['ml', 'en'] as const)('a healer on a 390 px phone (%s)', (language) => {
  const text = LANGUAGES[language];
  const healer = healers[language];
  const password = `own-secret-${language}`;

  it('links "Contact admin" to the federation’s WhatsApp and asks a code’s first sign-in only for the new password', async () => {
    const page = await openPhone(language);
    await page.goto(`${e2e.server.url}/healer-login`);
    const contact = page.getByRole('link', { name: text.contact });
    expect(await contact.getAttribute('href')).toBe(FEDERATION_WA);
    await shot(page, `healer-login-contact-390-${language}`);

    await page.getByLabel(text.login.phone).fill(healer.phone);
    await page.getByLabel(text.login.password, { exact: true }).fill(healer.code);
    await page.getByRole('button', { name: text.login.submit, exact: true }).click();
    await page.waitForURL('**/healer-profile');
    const next = page.getByLabel(text.next, { exact: true });
    await next.waitFor();
    expect(await page.getByLabel(text.current, { exact: true }).count()).toBe(0);
    await next.fill(password);
    await page.getByLabel(text.confirm, { exact: true }).fill(password);
    await page.getByRole('heading', { name: text.change }).scrollIntoViewIfNeeded();
    await shot(page, `healer-first-password-390-${language}`);
    await page.getByRole('button', { name: text.change }).click();
    // The rule lifted, the page offers the ordinary card, which asks for the current password.
    await page.getByLabel(text.current, { exact: true }).waitFor();
    await toastWith(page, text.changed).waitFor();
  });

  it('sends a phone report to the federation on WhatsApp, dates it in words, and asks before confirming', async () => {
    const sent = await fetch(`${e2e.server.url}/api/healers/${healer.id}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'phone', note: 'number not reachable' }),
    });
    expect(sent.status).toBe(201);
    const page = await openPhone(language);
    await page.goto(`${e2e.server.url}/healer-login`);
    await page.getByLabel(text.login.phone).fill(healer.phone);
    await page.getByLabel(text.login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.login.submit, exact: true }).click();
    await page.waitForURL('**/healer-profile');

    const card = page.getByRole('region', { name: text.reportsTitle });
    await card.getByText(text.phoneIntro, { exact: false }).waitFor();
    // The phone cannot be corrected below: the card does not say so.
    expect(await card.getByText(text.correctBelow, { exact: false }).count()).toBe(0);
    const today = todayDate(new Date(), 'Asia/Kolkata');
    await card.getByText(text.reported(today), { exact: true }).waitFor();
    const link = new URL(
      (await card.getByRole('link', { name: text.phoneButton }).getAttribute('href'))!,
    );
    expect(`${link.origin}${link.pathname}`).toBe(FEDERATION_WA);
    const message = link.searchParams.get('text')!;
    expect(message).toContain(healer.name);
    expect(message).toContain(healer.phone);
    expect(message).toContain('number not reachable');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `healer-phone-report-390-${language}`);

    // "Yes, they are right" with a report open asks first; "check first" confirms nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: text.yes, exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: text.askTitle });
    await ask.getByText(text.askReason, { exact: false }).waitFor();
    await shot(page, `healer-confirm-asks-390-${language}`);
    await ask.getByRole('button', { name: text.check }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: text.yes, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.yes }).click();
    await page.getByRole('button', { name: text.yes, exact: true }).waitFor({ state: 'detached' });
    await toastWith(page, text.done).waitFor();
    // A leave date reads whole: '20/12/2026' and the calendar button fit in its box.
    await page.getByRole('button', { name: text.addLeave }).click();
    const from = page.getByLabel(text.leaveFrom, { exact: false }).first();
    await from.fill('2026-12-20');
    const fits = await from.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText('20/12/2026').width;
      const inner =
        input.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      return inner - text >= 32;
    });
    expect(fits).toBe(true);
    await from.scrollIntoViewIfNeeded();
    await shot(page, `healer-leave-dates-390-${language}`);
  });

  it('shows the whole search placeholder', async () => {
    const page = await openPhone(language);
    await page.goto(`${e2e.server.url}/${text.query}`);
    const search = page.getByRole('searchbox').first();
    await search.waitFor();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const inner =
        input.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      return inner - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
    await shot(page, `search-placeholder-390-${language}`);
  });
});

const ADMIN = { en: enAdmin, ml: mlAdmin } as const;
const ACCOUNT = { en: enAccount, ml: mlAccount } as const;
const SITE = { en, ml: mlSite } as const;
/** Monday's morning as the profile's weekly schedule writes it. */
const MONDAY_MORNING = {
  en: 'Monday: Morning: 9:00 AM - 1:00 PM',
  ml: 'തിങ്കൾ: രാവിലെ 9:00 - ഉച്ചയ്ക്ക് 1:00',
} as const;

describe.each(['ml', 'en'] as const)('the admin on a 390 px phone (%s)', (language) => {
  const admin = ADMIN[language];
  const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce(
      (out, [key, value]) => out.replace(`{${key}}`, String(value)),
      text,
    );

  it('imports the good rows of a sheet with a bad one and offers the bad one as a sheet', async () => {
    const page = await openPhone(language);
    await page.goto(`${e2e.server.url}/admin`);
    await page.getByLabel(admin.login.identifier).fill('admin');
    await page.getByLabel(admin.login.password, { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: admin.login.submit, exact: true }).click();
    await page.getByRole('heading', { name: admin.header.title }).waitFor();
    // Logout shares its row with Profile rather than wrapping alone.
    const toolbar = page.getByRole('toolbar', { name: admin.header.actions });
    const [profile, logout] = await Promise.all(
      [admin.header.profile, admin.header.logout].map((name) =>
        toolbar.getByRole('button', { name, exact: true }).boundingBox(),
      ),
    );
    expect(Math.abs(profile!.y - logout!.y)).toBeLessThan(2);
    await toolbar.scrollIntoViewIfNeeded();
    await shot(page, `admin-toolbar-390-${language}`);
    await page.getByRole('button', { name: admin.import.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: admin.import.title });
    const phone = language === 'en' ? '9847077701' : '9847077702';
    await dialog.getByLabel(admin.import.fileLabel).setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Name,Phone,District,Pincode',
          `Import Good ${language},${phone},Trichur,680001`,
          `Import Short ${language},12345,Kollam,691001`,
        ].join('\r\n'),
        'utf8',
      ),
    });
    await dialog
      .getByText(
        `${fill(admin.import.rowsLeftOut.one, { count: 1 })} ${admin.import.goodRowsHint.one}`,
      )
      .waitFor();
    const download = dialog.getByRole('link', { name: admin.import.downloadRejected.one });
    expect(await download.getAttribute('download')).toBe('members-rows-with-errors.csv');
    const [downloaded] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(downloaded.suggestedFilename()).toBe('members-rows-with-errors.csv');
    const sheet = await readFile((await downloaded.path())!, 'utf8');
    expect(sheet).toContain(`Import Short ${language},12345,Kollam,691001,phone: `);
    await shot(page, `import-good-rows-390-${language}`);
    await dialog
      .getByRole('button', { name: fill(admin.import.confirmGood.one, { count: 1 }) })
      .click();
    await dialog
      .getByText(fill(admin.import.done, { created: 1, updated: 0, unchanged: 0 }))
      .waitFor();
  });
  it('reads a clinic-timing change and a report’s resolution in words in Activity and History', async () => {
    const base = e2e.server.url;
    const healer = healers[language];
    const words = { admin, account: ACCOUNT[language], site: SITE[language] };
    const cookie = await signInAdmin(base);
    await adminCall(base, cookie, 'PATCH', `/api/admin/healers/${healer.id}`, {
      clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
    });
    const sent = await fetch(`${base}/api/healers/${healer.id}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'timings' }),
    });
    expect(sent.status).toBe(201);
    const page = await openPhone(language);
    await addCookieHeader(page.context(), cookie);
    await page.goto(`${base}/admin`);
    await page
      .getByRole('button', { name: fill(admin.reports.resolveOf, { name: healer.name }) })
      .first()
      .click();
    await toastWith(page, admin.reports.resolvedToast).waitFor();

    await page.getByRole('heading', { name: admin.audit.title }).scrollIntoViewIfNeeded();
    const what = page.getByLabel(admin.audit.action, { exact: true });
    const entry = (action: string) =>
      page.getByRole('listitem').filter({ hasText: action }).filter({ hasText: healer.name });
    const empty = admin.audit.emptyValue;
    await what.selectOption('report.create');
    const received = entry(admin.audit.actions['report-create']).first();
    await received
      .getByText(`${admin.reports.reason}: ${empty} → ${words.site.report.reasons.timings}`)
      .waitFor();
    // The report's healer is the entry's name, not an id.
    expect(await received.textContent()).not.toContain(healer.id);
    await what.selectOption('report.status');
    const resolved = entry(admin.audit.actions['report-status']).first();
    const status = admin.reports.statusOfOne;
    await resolved
      .getByText(`${admin.audit.fields.status}: ${status.open} → ${status.resolved}`)
      .waitFor();
    await resolved.scrollIntoViewIfNeeded();
    await shot(page, `activity-report-390-${language}`);
    await what.selectOption('healer.update');
    const timings = `${words.account.fields.clinicTimings}: ${empty} → ${MONDAY_MORNING[language]}`;
    const changed = entry(admin.audit.actions['healer-update']).first();
    await changed.getByText(timings).waitFor();
    expect(await changed.textContent()).not.toContain('morningStart');
    await changed.scrollIntoViewIfNeeded();
    await shot(page, `activity-timings-390-${language}`);

    // The healer's History says the same.
    await page
      .getByRole('listitem')
      .filter({ hasText: healer.name })
      .getByRole('button', { name: words.site.card.edit, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: admin.healerDialog.editTitle });
    await dialog.getByRole('tab', { name: admin.audit.historyTab }).click();
    const line = dialog.getByText(timings);
    await line.waitFor();
    await line.scrollIntoViewIfNeeded();
    await shot(page, `history-timings-390-${language}`);
  });
});
