import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HealerSearchResult } from '../../src/shared/schemas/healer.js';
import {
  createHealer,
  signInAdmin,
  signInAdminUi,
  signInHealerUi,
  TEST_ADMIN_PASSWORD,
  toastWith,
} from './helpers/account-api.js';
import { api } from './helpers/api.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

const HEALER_PHONE = '9847033333';
const HEALER_PASSWORD = 'own-secret-1';

const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

beforeAll(async () => {
  const cookie = await signInAdmin(e2e.server.url);
  await createHealer(e2e.server.url, cookie, { name: 'Pin By Admin', phone: '9847044444' });
  const { signInCode } = await createHealer(e2e.server.url, cookie, {
    name: 'Pin By Healer',
    phone: HEALER_PHONE,
    district: 'Kannur',
    city: 'Kannur',
    pincode: '670001',
  });
  // Past the first sign-in with the one-time code: the healer chooses their own password.
  if (!signInCode) throw new Error('The new healer got no one-time sign-in code');
  const login = await fetch(`${e2e.server.url}/api/healer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: HEALER_PHONE, password: signInCode.code }),
  });
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const change = await fetch(`${e2e.server.url}/api/healer/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify({ currentPassword: signInCode.code, newPassword: HEALER_PASSWORD }),
  });
  if (!change.ok) throw new Error(`change-password: ${change.status} ${await change.text()}`);
});

async function open(viewport: 'phone' | 'desktop'): Promise<Page> {
  const opened = await e2e.open({ viewport });
  return opened.page;
}

async function hitFor(name: string, near: string): Promise<HealerSearchResult | undefined> {
  const hits = (await api.search(e2e.server.url, { near, radiusKm: '1' })) as HealerSearchResult[];
  return hits.find((hit) => hit.name === name);
}

describe('map pin in the editors', () => {
  it('admin: a pasted Google Maps place link sets the pin, shown with an Open in Maps link', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    await page
      .getByRole('article', { name: 'Acu Hr. Pin By Admin' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Healer' });
    const pin = dialog.getByTestId('map-pin');
    // No pin and no city: "Near me" cannot place it (decision 067).
    await pin.getByText(/No pin yet, .* its distance unknown\./).waitFor();

    await dialog
      .getByLabel('Google Maps link')
      .fill(
        'https://www.google.com/maps/place/Clinic/@9.9650,76.2400,17z/data=!4m6!3m5!8m2!3d9.9658!4d76.2421',
      );
    await pin.getByText('Pin at 9.96580, 76.24210').waitFor();
    expect(
      await pin
        .getByRole('link', { name: 'Open in Maps (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=9.9658,76.2421');

    await dialog.getByRole('button', { name: 'Update' }).click();
    await toastWith(page, 'Healer updated successfully').waitFor();
    expect(await hitFor('Pin By Admin', '9.9658,76.2421')).toMatchObject({
      distanceKm: 0,
      distanceApproximate: false,
    });
  });

  it('healer: a pasted @lat,lng link sets the pin on their own profile', async () => {
    const page = await open('phone');
    await signInHealerUi(page, e2e.server.url, HEALER_PHONE, HEALER_PASSWORD);
    const pin = page.getByTestId('map-pin');
    await pin.getByText(/centre of Kannur, shown as approximate/).waitFor();
    expect(await hitFor('Pin By Healer', '11.8745,75.3704')).toMatchObject({
      distanceApproximate: true,
    });

    await page
      .getByLabel('Google Maps link')
      .fill('https://www.google.com/maps/@11.748,75.492,16z');
    await pin.getByText('Pin at 11.74800, 75.49200').waitFor();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toastWith(page, 'Profile updated successfully').waitFor();
    expect(await hitFor('Pin By Healer', '11.748,75.492')).toMatchObject({
      distanceKm: 0,
      distanceApproximate: false,
    });

    // A short link carries no coordinates: the editor says so and the saved pin stays.
    await page.getByLabel('Google Maps link').fill('https://maps.app.goo.gl/AbCdEf123');
    await pin.getByText('Pin at 11.74800, 75.49200').waitFor();
  });
});
