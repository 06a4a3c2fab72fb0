import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Healer } from '../../src/shared/schemas/healer.js';
import type { Report } from '../../src/shared/schemas/reports.js';
import {
  adminCall,
  createHealer,
  seriousA11yViolations,
  signInAdmin,
  signInAdminUi,
  signInHealerUi,
  toastWith,
} from './helpers/account-api.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startServer } from './helpers/server.js';

// The demo directory, with the phone as first password so that the test healer can sign in.
const e2e = setUpBrowserTest(() => startServer({ FIRST_PASSWORD: 'phone' }));

const PHONE = '9847033333';
const OWN_PASSWORD = 'rekha-own-pass';
let healer: Healer;
let adminCookie: string;

/** Set SHOTS_DIR to keep a screenshot of each screen the test looks at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

beforeAll(async () => {
  const base = e2e.server.url;
  adminCookie = await signInAdmin(base);
  healer = await createHealer(base, adminCookie, {
    name: 'Rekha Nair',
    phone: PHONE,
    district: 'Kottayam',
    pincode: '686001',
  });
  // The healer's own password, so that their page shows more than the first-sign-in card.
  const login = await fetch(`${base}/api/healer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: PHONE, password: PHONE }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const changed = await fetch(`${base}/api/healer/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ currentPassword: PHONE, newPassword: OWN_PASSWORD }),
  });
  expect(changed.status).toBe(200);
});

const openReports = () =>
  adminCall<Report[]>(
    e2e.server.url,
    adminCookie,
    'GET',
    '/api/admin/reports?status=open&limit=100',
  );

async function openProfile(viewport: 'phone' | 'desktop', query = '') {
  const { page } = await e2e.open({ viewport });
  await page.goto(`${e2e.server.url}/healer/${healer.id}${query}`);
  await page.getByRole('heading', { name: /Rekha Nair/, level: 1 }).waitFor();
  return page;
}

describe('a patient reports a problem with a listing', () => {
  it('sends a report in English: choose, type, send, thank you; the admin sees it', async () => {
    const page = await openProfile('desktop');
    await page.getByRole('button', { name: 'Report a problem with this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with this listing' });
    await dialog.waitFor();
    await dialog.getByText('You do not need to give your name or number.').waitFor();
    await dialog.getByRole('radio', { name: 'Timings are wrong' }).check();
    await dialog.getByLabel('Anything to add? (optional)').fill('closed on Sundays now');
    await dialog.getByText('21 of 500 characters').waitFor();
    // The honeypot is out of sight and out of the tab order.
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'report-dialog-en-1366');

    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Thank you. The federation will check this listing.' })
      .waitFor();
    await shot(page, 'report-thanks-en-1366');
    expect(await openReports()).toContainEqual(
      expect.objectContaining({
        healerId: healer.id,
        healerName: 'Rekha Nair',
        reason: 'timings',
        note: 'closed on Sundays now',
        status: 'open',
      }),
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('sends a report in Malayalam on a phone', async () => {
    const page = await openProfile('phone', '?lang=ml');
    await page.getByRole('button', { name: 'ഈ വിവരങ്ങളിൽ തെറ്റുണ്ടെങ്കിൽ അറിയിക്കുക' }).click();
    const dialog = page.getByRole('dialog', { name: 'ഈ വിവരങ്ങളിലെ തെറ്റ് അറിയിക്കുക' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'ഫോൺ നമ്പർ തെറ്റാണ്' }).check();
    await dialog.getByLabel('കൂടുതൽ എന്തെങ്കിലും പറയാനുണ്ടോ? (നിർബന്ധമില്ല)').fill('ഈ നമ്പർ ഇപ്പോൾ നിലവിലില്ല');
    await dialog.getByText('500-ൽ 25 അക്ഷരങ്ങൾ').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'report-dialog-ml-390');
    await dialog.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'നന്ദി. ഫെഡറേഷൻ ഈ വിവരങ്ങൾ പരിശോധിക്കും.' })
      .waitFor();
    expect(await openReports()).toContainEqual(
      expect.objectContaining({
        healerId: healer.id,
        reason: 'phone',
        note: 'ഈ നമ്പർ ഇപ്പോൾ നിലവിലില്ല',
      }),
    );
  });

  it('waits until 3 s after opening when Send is pressed at once, and sends once', async () => {
    const page = await openProfile('desktop');
    const posts: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/reports')) posts.push(Date.now());
    });
    // Taken before the press: the form opens after it, so the request must come 3 s after this.
    const beforeOpening = Date.now();
    await page.getByRole('button', { name: 'Report a problem with this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with this listing' });
    await dialog.getByRole('radio', { name: 'Closed permanently' }).check();
    await dialog.getByLabel('Anything to add? (optional)').fill('shutters down since May');
    const send = dialog.getByRole('button', { name: 'Send' });
    await send.click();
    await dialog.getByRole('button', { name: 'Sending…' }).waitFor();
    // Pressing again while it waits changes nothing.
    await dialog.getByRole('button', { name: 'Sending…' }).click({ force: true });
    await dialog.getByText('Thank you. The federation will check this listing.').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]! - beforeOpening).toBeGreaterThanOrEqual(3_000);
    const stored = (await openReports()).filter(
      (report) => report.note === 'shutters down since May',
    );
    expect(stored).toHaveLength(1);
  });

  it('lets the admin see the reports and resolve one', async () => {
    const { page } = await e2e.open({ viewport: 'desktop' });
    await signInAdminUi(page, e2e.server.url);
    const table = page.getByRole('table', { name: 'Patients’ reports' });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: 'ഈ നമ്പർ ഇപ്പോൾ നിലവിലില്ല' });
    await row.getByRole('cell', { name: 'Phone number is wrong' }).waitFor();
    expect(await row.getByRole('link', { name: 'Rekha Nair' }).getAttribute('href')).toBe(
      `/healer/${healer.id}`,
    );
    await table.getByRole('row').filter({ hasText: 'closed on Sundays now' }).waitFor();
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'admin-reports-en-1366');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Resolve the report about Rekha Nair' }).click();
    await toastWith(page, 'Report marked as resolved').waitFor();
    await row.waitFor({ state: 'detached' });
    // A report sent while the admin looks arrives in the open list by itself.
    const sent = await fetch(`${e2e.server.url}/api/healers/${healer.id}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'other', note: 'new board says Dr. Nair retired' }),
    });
    expect(sent.status).toBe(201);
    await table.getByRole('row').filter({ hasText: 'new board says Dr. Nair retired' }).waitFor();
    await page.getByRole('button', { name: 'Resolved', exact: true }).click();
    await table
      .getByRole('row')
      .filter({ hasText: 'ഈ നമ്പർ ഇപ്പോൾ നിലവിലില്ല' })
      .getByRole('button', { name: 'Reopen the report about Rekha Nair' })
      .waitFor();
    const resolved = await adminCall<Report[]>(
      e2e.server.url,
      adminCookie,
      'GET',
      '/api/admin/reports?status=resolved',
    );
    expect(resolved.map((report) => [report.healerId, report.reason])).toContainEqual([
      healer.id,
      'phone',
    ]);
  });

  it('shows the healer the open reports about their listing', async () => {
    const { page } = await e2e.open({ viewport: 'phone' });
    await signInHealerUi(page, e2e.server.url, PHONE, OWN_PASSWORD);
    const card = page.getByRole('region', { name: 'Patients reported' });
    await card.getByText('“closed on Sundays now”').waitFor();
    const text = await card.textContent();
    expect(text).toContain('Timings are wrong — “closed on Sundays now”');
    expect(text).toContain('Closed permanently — “shutters down since May”');
    // The resolved one is gone from their list.
    expect(text).not.toContain('ഈ നമ്പർ ഇപ്പോൾ നിലവിലില്ല');
    expect(text).toContain('Please check it and correct your details below');
    await page.getByRole('heading', { name: 'Patients reported' }).scrollIntoViewIfNeeded();
    await shot(page, 'healer-open-reports-en-390');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says in words when it is offline and when this address has sent too many', async () => {
    const { page, context } = await e2e.open({ viewport: 'phone' });
    await page.goto(`${e2e.server.url}/healer/${healer.id}?lang=ml`);
    const control = page.getByRole('button', { name: 'ഈ വിവരങ്ങളിൽ തെറ്റുണ്ടെങ്കിൽ അറിയിക്കുക' });
    await control.click();
    const dialog = page.getByRole('dialog', { name: 'ഈ വിവരങ്ങളിലെ തെറ്റ് അറിയിക്കുക' });
    // Send without a choice: asked to choose, nothing sent.
    await dialog.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'എന്താണ് തെറ്റെന്ന് തിരഞ്ഞെടുക്കുക' }).waitFor();
    await dialog.getByRole('radio', { name: 'സമയക്രമം തെറ്റാണ്' }).check();
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'ഇന്റർനെറ്റ് കണക്ഷൻ ഇല്ലെന്നു തോന്നുന്നു' }).waitFor();
    await context.setOffline(false);
    // This file's reports so far (4) and this one reach the hour's limit of 5 for 127.0.0.1.
    await dialog.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
    await dialog.getByText('നന്ദി. ഫെഡറേഷൻ ഈ വിവരങ്ങൾ പരിശോധിക്കും.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await control.click();
    await dialog.getByRole('radio', { name: 'മറ്റെന്തെങ്കിലും' }).check();
    await dialog.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'വളരെയധികം റിപ്പോർട്ടുകൾ. അൽപ്പസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കൂ.' })
      .waitFor();
    await shot(page, 'report-too-many-ml-390');
  });
});
