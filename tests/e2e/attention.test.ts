import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createHealer,
  seriousA11yViolations,
  signInAdmin,
  signInAdminUi,
  TEST_ADMIN_PASSWORD,
} from './helpers/account-api.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// "Needs attention" (DESIGN §10.1, decision 048) on an empty directory with two new healers:
// both never signed in, never confirmed, never checked and without a photo; Bindu also lacks
// hours, a pin and a booking WhatsApp, so she has the most reasons and comes first.
const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

const ASHA_PHONE = '9847044401';
const BINDU_PHONE = '9847044402';
const TODAY = /\d{4}-\d{2}-\d{2}/;

async function addHealers() {
  const cookie = await signInAdmin(e2e.server.url);
  await createHealer(e2e.server.url, cookie, {
    name: 'Asha Menon',
    phone: ASHA_PHONE,
    bookingWhatsApp: '9847044409',
    // A website and an e-mail add two icons to her card's row, the widest card a list may hold.
    website: 'https://asha-menon.example.com',
    email: 'asha@example.com',
    latitude: 9.97,
    longitude: 76.28,
    clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
  });
  await createHealer(e2e.server.url, cookie, {
    name: 'Bindu Nair',
    phone: BINDU_PHONE,
    takesWhatsAppBookings: false,
  });
}

const attentionCard = (page: Page, title: string) =>
  page.locator('#attention').filter({ has: page.getByRole('heading', { name: title }) });

describe('needs attention', () => {
  it('lists the healers by reasons, filters by one, and ticks a sent reminder (English)', async () => {
    await addHealers();
    const { page, context } = await e2e.open({ viewport: 'desktop' });
    // The reminder opens WhatsApp in a new tab; here wa.me answers with a blank page.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await signInAdminUi(page, e2e.server.url);
    const card = attentionCard(page, 'Needs attention');
    const filters = card.getByRole('list', { name: 'Show healers with' });
    await filters.getByRole('button', { name: 'All 2', pressed: true }).waitFor();
    await filters.getByRole('button', { name: 'No map pin 1' }).waitFor();
    await filters.getByRole('button', { name: 'Never signed in 2' }).waitFor();
    await filters.getByRole('button', { name: 'Open reports from patients 0' }).waitFor();

    const table = card.getByRole('table', { name: 'Needs attention' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain('Bindu Nair');
    expect(await rows.nth(2).textContent()).toContain('Asha Menon');
    const asha = rows.nth(2);
    for (const reason of ['Never signed in', 'Details not confirmed for 6 months', 'No photo']) {
      await asha.getByText(reason, { exact: true }).waitFor();
    }
    expect(await asha.getByText('No map pin', { exact: true }).count()).toBe(0);

    await filters.getByRole('button', { name: 'No map pin 1' }).click();
    await filters.getByRole('button', { name: 'No map pin 1', pressed: true }).waitFor();
    await card.getByText('1 healer needs attention', { exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    const bindu = rows.nth(1);
    expect(await bindu.textContent()).toContain('Bindu Nair');
    await bindu.getByText('Not sent', { exact: true }).waitFor();

    const reminder = bindu.getByRole('link', {
      name: 'Send Bindu Nair a WhatsApp reminder (opens in a new tab)',
    });
    const href = new URL((await reminder.getAttribute('href'))!);
    // No booking WhatsApp: the reminder goes to the phone she signs in with.
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/91${BINDU_PHONE}`);
    const text = href.searchParams.get('text')!;
    const [malayalam, english] = text.split('\n\n');
    expect(malayalam).toContain('നമസ്കാരം Bindu Nair');
    expect(malayalam).toContain('ക്ലിനിക്കിന്റെ സ്ഥാനം മാപ്പിൽ അടയാളപ്പെടുത്തുക');
    expect(malayalam).toContain(`${e2e.server.url}/healer-login?lang=ml`);
    for (const ask of [
      'sign in to the directory for the first time',
      'confirm that your details are still right',
      'add a profile photo',
      'add the days and hours your clinic is open',
      'mark your clinic on the map',
      'add a WhatsApp number for bookings',
    ]) {
      expect(english).toContain(`• ${ask}`);
    }
    expect(english).not.toContain('verif');
    expect(english).toContain(`Sign in at ${e2e.server.url}/healer-login`);
    expect(await reminder.getAttribute('target')).toBe('_blank');

    const [tab] = await Promise.all([context.waitForEvent('page'), reminder.click()]);
    await tab.close();
    await bindu.getByText(new RegExp(`^Sent ${TODAY.source}$`)).waitFor();

    // The new sign-in code, as the users table issues it.
    await filters.getByRole('button', { name: 'All 2' }).click();
    await card.getByText('2 healers need attention', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'New sign-in code for Asha Menon' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'New sign-in code' });
    await confirm.getByRole('button', { name: 'New code', exact: true }).click();
    const codeDialog = page.getByRole('dialog', { name: 'One-time sign-in code' });
    await codeDialog.getByText(/^\s*(Sign-in code: )?\d{4} \d{4}\s*$/).waitFor();
    await codeDialog.getByRole('button', { name: 'Done' }).click();
    await codeDialog.waitFor({ state: 'detached' });

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the list, its reasons and the sent tick in Malayalam on a phone', async () => {
    const { page } = await e2e.open({ viewport: 'phone' });
    await signInAdminUi(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/admin?lang=ml`);
    const card = attentionCard(page, 'ശ്രദ്ധിക്കേണ്ടവ');
    const filters = card.getByRole('list', { name: 'ഈ കാരണമുള്ള ഹീലർമാരെ കാണിക്കുക' });
    await filters.getByRole('button', { name: 'എല്ലാം 2', pressed: true }).waitFor();
    await filters.getByRole('button', { name: 'മാപ്പിൽ സ്ഥാനമില്ല 1' }).click();
    await card.getByText('1 ഹീലറുടെ കാര്യം ശ്രദ്ധിക്കണം', { exact: true }).waitFor();
    const table = card.getByRole('table', { name: 'ശ്രദ്ധിക്കേണ്ടവ' });
    await table.getByText('ഇതുവരെ ലോഗിൻ ചെയ്തിട്ടില്ല', { exact: true }).waitFor();
    await table.getByText('ബുക്കിങ്ങിന് വാട്സ്ആപ്പ് ഇല്ല', { exact: true }).waitFor();
    await table.getByText(new RegExp(`^${TODAY.source}-ന് അയച്ചു$`)).waitFor();
    await table
      .getByRole('link', {
        name: 'Bindu Nair-ന് വാട്സ്ആപ്പിൽ ഓർമ്മപ്പെടുത്തൽ അയയ്ക്കുക (പുതിയ ടാബിൽ തുറക്കും)',
      })
      .waitFor();
    // The healers' cards below fit the phone too: a card with every icon (website, e-mail) and
    // the Malayalam Edit and Delete buttons once stood 38 px past the panel's right border.
    const cards = page.getByRole('list', { name: 'ഹീലർമാരെ കൈകാര്യം ചെയ്യുക' });
    await cards.getByRole('button', { name: 'നീക്കം ചെയ്യുക' }).first().waitFor();
    const overhang = await cards.evaluate((list) => {
      const edge = list.getBoundingClientRect().right;
      const articles = [...list.querySelectorAll('article')];
      return Math.max(...articles.map((card) => card.getBoundingClientRect().right - edge));
    });
    expect(overhang).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
