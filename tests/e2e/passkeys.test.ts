import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server-process.js';
import {
  adminCall,
  createHealer,
  signInAdmin,
  signInAdminUi,
  signInHealerApi,
  signInHealerUi,
  TEST_ADMIN_PASSWORD,
} from './helpers/account-api.js';
import { SPLASH_SEEN_COOKIE } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// Passkeys as healers and the admin meet them (decision 063), with Chromium's virtual
// authenticator standing in for a phone's screen lock. WebAuthn needs a secure context and a
// relying party id: the pages are opened on http://localhost, PUBLIC_URL's origin.
let port = 0;
const e2e = setUpBrowserTest(async () => {
  port = await freePort();
  return startEmptyServer(
    TEST_ADMIN_PASSWORD,
    { FIRST_PASSWORD: 'phone', PUBLIC_URL: `http://localhost:${port}` },
    port,
  );
});
const base = () => `http://localhost:${port}`;

const SHOTS = process.env.SHOTS_DIR;
async function shot(target: Page | Locator, name: string) {
  if (SHOTS) await target.screenshot({ path: join(SHOTS, `${name}.png`) });
}
/** The passkeys card of the profile: its title's header's card. */
const passkeysCard = (page: Page, title: string) =>
  page.getByRole('heading', { name: title }).locator('xpath=../..');

const HEALER = { name: 'Sunitha Menon', phone: '9847033333', password: 'sunitha-own-1' };
const OTHER = { name: 'Rajan Pillai', phone: '9847044444', password: 'rajan-own-1' };

beforeAll(async () => {
  const cookie = await signInAdmin(e2e.server.url);
  for (const healer of [HEALER, OTHER]) {
    await createHealer(e2e.server.url, cookie, { name: healer.name, phone: healer.phone });
    await signInHealerApi(e2e.server.url, healer.phone, healer.password);
  }
});

/** A phone-sized page on localhost, in `lang`, with a phone's screen lock (the virtual authenticator). */
async function phone(lang: 'en' | 'ml' = 'en'): Promise<{ page: Page; cdp: CDPSession }> {
  const { page, context } = await e2e.open({ viewport: 'phone', skipSplash: false });
  await context.addCookies([
    { name: SPLASH_SEEN_COOKIE, value: '1', url: base() },
    { name: 'lang', value: lang, url: base() },
  ]);
  // The virtual authenticator answers an autofill (conditional) request at once, as no phone
  // does: the pages are shown as in a browser without passkey autofill, the button's way.
  await context.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp };
}

async function signOutHealer(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${base()}/`);
}

describe('passkeys (decision 063)', () => {
  it('a healer adds one on the profile, signs in with it alone, and once removed it is refused', async () => {
    const { page } = await phone();
    await signInHealerUi(page, base(), HEALER.phone, HEALER.password);
    const card = page.getByRole('heading', { name: 'Sign in with your phone’s screen lock' });
    await card.waitFor();
    await page
      .getByRole('button', { name: 'Sign in with this phone’s screen lock next time' })
      .click();
    const list = page.getByRole('region', { name: 'Your passkeys' });
    await list.getByText('Not used yet').waitFor();
    await list.getByRole('button', { name: /^Remove the passkey / }).waitFor();
    await signOutHealer(page);

    await page.goto(`${base()}/healer-login`);
    const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
    await passkeyButton.waitFor();
    // The passkey comes first, phone and password below it.
    const buttonTop = (await passkeyButton.boundingBox())!.y;
    expect(buttonTop).toBeLessThan((await page.getByLabel('Phone Number').boundingBox())!.y);
    await shot(page, 'passkeys-sign-in-en');
    await passkeyButton.click();
    await page.waitForURL('**/healer-profile');
    await expect
      .poll(() => page.getByRole('heading', { name: 'My Profile' }).isVisible())
      .toBe(true);
    await list.getByText(/^Last used /).waitFor();
    await shot(passkeysCard(page, 'Sign in with your phone’s screen lock'), 'passkeys-list-en');

    await list.getByRole('button', { name: /^Remove the passkey / }).click();
    await page.getByText('No passkeys yet.').waitFor();
    await signOutHealer(page);
    await page.goto(`${base()}/healer-login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // The phone still holds it; the directory no longer knows it, and says what to do.
    await page
      .getByRole('alert')
      .getByText(
        'This passkey is not registered here any more. Sign in with your phone and password, then add it again.',
      )
      .waitFor();
    expect(page.url()).toBe(`${base()}/healer-login`);
  });

  it('a passkey of one healer signs in to no other account: not another healer’s, not the admin', async () => {
    const { page } = await phone();
    await signInHealerUi(page, base(), OTHER.phone, OTHER.password);
    await page
      .getByRole('button', { name: 'Sign in with this phone’s screen lock next time' })
      .click();
    await page.getByRole('region', { name: 'Your passkeys' }).getByText('Not used yet').waitFor();
    await signOutHealer(page);

    // Another healer's phone typed: the passkey is refused, naming why.
    await page.goto(`${base()}/healer-login`);
    await page.getByLabel('Phone Number').fill(HEALER.phone);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('alert').getByText('That passkey belongs to another account').waitFor();
    // The admin's sign-in does not take a healer's passkey either.
    await page.goto(`${base()}/admin`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('alert').getByText('That passkey belongs to another account').waitFor();
  });

  it('the admin with two-step sign-in on adds a passkey with password and code, then signs in with it alone', async () => {
    const { page } = await phone();
    // The admin signs in with the password, turns two-step sign-in on for this session (through
    // the API: its screens have their own test), then adds a passkey in the Profile dialog with
    // the password and a recovery code.
    await signInAdminUi(page, base());
    const cookie = (await page.context().cookies(base()))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const { secret } = await adminCall<{ secret: string }>(
      e2e.server.url,
      cookie,
      'POST',
      '/api/admin/2fa/setup',
      { currentPassword: TEST_ADMIN_PASSWORD },
    );
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const { recoveryCodes } = await adminCall<{ recoveryCodes: string[] }>(
      e2e.server.url,
      cookie,
      'POST',
      '/api/admin/2fa/enable',
      { currentPassword: TEST_ADMIN_PASSWORD, code },
    );
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Settings' });
    const add = dialog.getByRole('button', {
      name: 'Sign in with this phone’s screen lock next time',
    });
    // The passkeys card is the dialog's last with a password field: wait until it is drawn, or the
    // password would go to the two-step card's field above it.
    await add.waitFor();
    await dialog.getByLabel('Current password').last().fill(TEST_ADMIN_PASSWORD);
    await dialog.getByLabel('Code (when two-step sign-in is on)').fill(recoveryCodes[0]!);
    await add.click();
    await dialog.getByRole('region', { name: 'Your passkeys' }).getByText('Not used yet').waitFor();
    // Signed out (as the Logout button does), on a phone with the passkey.
    await page.evaluate(() => fetch('/api/admin/logout', { method: 'POST' }));

    // No password, no code: the passkey is both steps.
    await page.goto(`${base()}/admin`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('reads in Malayalam: the sign-in page and the passkeys list', async () => {
    const { page } = await phone('ml');
    await page.goto(`${base()}/healer-login`);
    await page.getByRole('button', { name: 'പാസ്‌കീ ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക' }).waitFor();
    await page.getByText('അല്ലെങ്കിൽ ഫോൺ നമ്പറും പാസ്‌വേഡും ഉപയോഗിച്ച്').waitFor();
    await shot(page, 'passkeys-sign-in-ml');
    await page.getByLabel(/ഫോൺ/).first().fill(HEALER.phone);
    await page.getByLabel(/പാസ്‌വേഡ്/).first().fill(HEALER.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/healer-profile');
    await page
      .getByRole('button', { name: 'അടുത്ത തവണ ഈ ഫോണിന്റെ സ്ക്രീൻ ലോക്ക് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക' })
      .click();
    await page
      .getByRole('region', { name: 'നിങ്ങളുടെ പാസ്‌കീകൾ' })
      .getByText('ഇതുവരെ ഉപയോഗിച്ചിട്ടില്ല')
      .waitFor();
    await shot(passkeysCard(page, 'ഫോണിന്റെ സ്ക്രീൻ ലോക്ക് ഉപയോഗിച്ച് ലോഗിൻ'), 'passkeys-list-ml');
  });
});
