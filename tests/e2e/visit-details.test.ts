import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
 * Decision 053: the healer sets what decides a visit in their own form, patients see
 * it on the card and the profile, and narrow the list with "More filters" on a phone; English
 * and Malayalam. The API's rules are tests/api/visit-details.test.ts's.
 */

const NEW_PASSWORD = 'kept-secret-7';
const e2e = setUpBrowserTest(() =>
  startEmptyServer(TEST_ADMIN_PASSWORD, { FIRST_PASSWORD: 'phone' }),
);

let adminCookie: string;
let meera: Healer;
let ravi: Healer;

beforeAll(async () => {
  adminCookie = await signInAdmin(e2e.server.url);
  meera = await createHealer(e2e.server.url, adminCookie, {
    name: 'Meera Nair',
    phone: '9847041111',
  });
  ravi = await createHealer(e2e.server.url, adminCookie, {
    name: 'Ravi Menon',
    phone: '9847042222',
  });
});

async function healerCookie(phone: string): Promise<string> {
  return signInHealerApi(e2e.server.url, phone, NEW_PASSWORD);
}

/** A page whose browser holds the session of `cookie` (a Cookie header). */
async function openWith(cookie: string, viewport: ViewportName): Promise<Page> {
  return (await e2e.open({ viewport, cookie })).page;
}

describe('visit details', () => {
  it('the healer sets them in their form; the card and the profile show them (English)', async () => {
    const page = await openWith(await healerCookie(meera.phone), 'desktop');
    await page.goto(`${e2e.server.url}/healer-profile`);
    await page.getByLabel('First visit fee from (₹)').fill('300');
    await page.getByLabel('First visit fee up to (₹)').fill('500');
    await page.getByLabel('Gender').selectOption('woman');
    await page.getByLabel('Landmark').fill('Opposite the Town Hall bus stop');
    await page
      .getByRole('group', { name: 'Can patients reach the clinic without steps?' })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await page
      .getByRole('group', { name: 'Is there parking at the clinic?' })
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    await page.getByLabel('Visits patients at home').check();
    await page.getByLabel('Taking new patients').uncheck();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Profile' }).first().click();
    await toastWith(page, 'Profile updated successfully').waitFor();
    const saved = (await fetch(`${e2e.server.url}/api/healers/${meera.id}`).then((r) =>
      r.json(),
    )) as Healer;
    expect(saved).toMatchObject({
      feeFrom: 300,
      feeTo: 500,
      gender: 'woman',
      homeVisits: true,
      acceptingNewPatients: false,
      stepFree: true,
      parking: false,
      landmark: 'Opposite the Town Hall bus stop',
    });

    const visitor = await openWith('', 'desktop');
    await visitor.goto(`${e2e.server.url}/`);
    const card = visitor.getByRole('article', { name: /Meera Nair/ });
    await card.getByText('₹300–500 first visit').waitFor();
    await card.getByText('Home visits').waitFor();
    await card.getByText('Step-free').waitFor();
    await card.getByText('Not taking new patients').waitFor();
    // Ravi said nothing: his card shows none of it.
    const plain = visitor.getByRole('article', { name: /Ravi Menon/ });
    await plain.waitFor();
    expect(await plain.getByTestId('card-visit').count()).toBe(0);

    await visitor.goto(`${e2e.server.url}/healer/${meera.id}`);
    const facts = visitor.getByRole('list', { name: 'Visiting the clinic' });
    for (const text of [
      'Landmark: Opposite the Town Hall bus stop',
      'First visit: ₹300–500',
      'Woman healer',
      'Visits patients at home',
      'Not taking new patients',
      'No steps to the clinic',
      'No parking',
    ]) {
      await facts.getByText(text).waitFor();
    }
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"priceRange":"₹300–500"');
    expect(await seriousA11yViolations(visitor)).toEqual([]);

    await visitor.goto(`${e2e.server.url}/healer/${ravi.id}`);
    const ravisFacts = visitor.getByRole('list', { name: 'Visiting the clinic' });
    await ravisFacts.getByText('Taking new patients').waitFor();
    expect(await ravisFacts.getByRole('listitem').count()).toBe(1);
  });

  it('filters with "More filters" on a phone, in Malayalam, and reads it there', async () => {
    // As the first test leaves Meera, so that this one stands alone.
    const patched = await fetch(`${e2e.server.url}/api/admin/healers/${meera.id}`, {
      method: 'PATCH',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        feeFrom: 300,
        feeTo: 500,
        gender: 'woman',
        homeVisits: true,
        landmark: 'Opposite the Town Hall bus stop',
      }),
    });
    expect(patched.status).toBe(200);
    const page = await openWith('', 'phone');
    await page.goto(`${e2e.server.url}/?lang=ml`);
    const more = page.getByTestId('more-filters');
    await more.getByText('കൂടുതൽ ഫിൽട്ടറുകൾ').click();
    await more.getByLabel('ഹീലർ').selectOption('woman');
    await page.getByText('ആദ്യ സന്ദർശനം ₹300–500').first().waitFor();
    await more.getByLabel('ആദ്യ സന്ദർശന ഫീസ്').selectOption('200');
    await page.getByText('ആദ്യ സന്ദർശനം ₹300–500').first().waitFor({ state: 'detached' });
    await more.getByLabel('ആദ്യ സന്ദർശന ഫീസ്').selectOption('500');
    await more.getByLabel('വീട്ടിൽ വന്ന് ചികിത്സിക്കും').check();
    await page.getByText('ആദ്യ സന്ദർശനം ₹300–500').first().waitFor();
    await more.getByText('കൂടുതൽ ഫിൽട്ടറുകൾ (3 എണ്ണം)').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${e2e.server.url}/healer/${meera.id}?lang=ml`);
    await page.getByText('വനിതാ ഹീലർ').waitFor();
    await page.getByText('അടയാളം: Opposite the Town Hall bus stop').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
