import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  seriousA11yViolations,
  signInAdminUi,
  TEST_ADMIN_PASSWORD,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// The admin's two-step sign-in as the admin meets it (DESIGN §10.4, decision 049): turned on in
// the Profile dialog with a code computed here as an authenticator app would, then asked for by
// the sign-in, in English and in Malayalam.
const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

/** Set SHOTS_DIR to keep a screenshot of each screen the test looks at. */
const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** The authenticator's code for `secret`, `offsetMs` from now. */
const codeFor = (secret: string, offsetMs = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + offsetMs,
  });

async function open(viewport: ViewportName, lang?: 'ml'): Promise<Page> {
  const { page } = await e2e.open({ viewport });
  if (lang) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: e2e.server.url }]);
  }
  return page;
}

let secret = '';
let recoveryCodes: string[] = [];

describe('two-step sign-in for the admin', () => {
  it('is turned on in the Profile dialog: QR code, key, code, then the recovery codes once', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    await page.getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Settings' });
    const card = dialog.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByText(/^Off\./).waitFor();
    await card.getByRole('button', { name: 'Set up' }).click();
    // A session alone cannot turn it on: the password first (decision 055).
    await card.getByLabel('Current password').fill(TEST_ADMIN_PASSWORD);
    await card.getByRole('button', { name: 'Continue' }).click();

    await card
      .getByRole('img', { name: 'QR code to add this directory to an authenticator app' })
      .waitFor();
    const key = await card.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
    secret = key!.replaceAll(' ', '');
    expect(secret).toHaveLength(32);
    const codeField = card.getByLabel('Code from your app');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await card.getByRole('button', { name: 'Turn on' }).scrollIntoViewIfNeeded();
    await shot(page, 'setup-en-1366');

    // A wrong code is refused under the field; the right one turns it on.
    await codeField.fill(codeFor(secret, 10 * 60_000));
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByText('Invalid code').waitFor();
    await codeField.fill(codeFor(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();

    const list = card.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await card.getByRole('button', { name: 'Download' }).waitFor();
    await card.getByRole('button', { name: 'Copy' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'recovery-codes-en-1366');

    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText(/^On since .*\. 10 recovery codes left\.$/).waitFor();
    expect(await page.getByText(recoveryCodes[0]!).count()).toBe(0);
  });

  it('asks for the code after the password, and signs in with it', async () => {
    expect(secret).not.toBe('');
    const page = await open('desktop');
    await page.goto(`${e2e.server.url}/admin`);
    await page.getByLabel('Email or Phone').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    const code = page.getByLabel('Code from your app');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'second-step-en-1366');

    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    // The step that turned it on was spent: the next step's code is within ±1 and after it.
    await code.fill(codeFor(secret, 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Profile' }).click();
    const devices = page
      .getByRole('dialog', { name: 'Admin Settings' })
      .getByRole('region', { name: 'Signed-in devices' });
    const rows = devices.getByRole('listitem');
    await rows.first().waitFor();
    // Turning it on signed the other sessions out; this one and the first test's are what is left.
    const mine = rows.filter({ hasText: 'This device' });
    await mine.getByText(/^Chrome on Linux/).waitFor();
    await mine.getByText('Address 127.0.0.1').waitFor();
    await mine.getByRole('button', { name: 'Sign out This device' }).waitFor();
    await devices.scrollIntoViewIfNeeded();
    await shot(page, 'devices-en-1366');
    expect(await rows.count()).toBeGreaterThan(1);
    await devices.getByRole('button', { name: 'Sign out all other devices' }).click();
    // The toast's text is also read out by its live region: two matches.
    await page.getByText('Your other devices were signed out').first().waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('This device');
  });

  it('asks for the code in Malayalam, takes a recovery code, and the device list signs this device out', async () => {
    const page = await open('phone', 'ml');
    await page.goto(`${e2e.server.url}/admin`);
    await page.getByLabel('ഇമെയിൽ അല്ലെങ്കിൽ ഫോൺ').fill('admin');
    await page.getByLabel('പാസ്‌വേഡ്', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'ലോഗിൻ', exact: true }).click();

    await page.getByRole('heading', { name: 'രണ്ടു ഘട്ട ലോഗിൻ' }).waitFor();
    await page.getByLabel('ആപ്പിലെ കോഡ്').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'second-step-ml-390');

    await page.getByRole('button', { name: 'പകരം റിക്കവറി കോഡ് ഉപയോഗിക്കുക' }).click();
    const recovery = page.getByLabel('റിക്കവറി കോഡ്');
    await recovery.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'സ്ഥിരീകരിക്കുക' }).click();
    await page.getByRole('heading', { name: 'അഡ്മിൻ ഡാഷ്ബോർഡ്' }).waitFor();

    await page.getByRole('button', { name: 'പ്രൊഫൈൽ' }).click();
    const dialog = page.getByRole('dialog');
    const card = dialog.getByRole('region', { name: 'രണ്ടു ഘട്ട ലോഗിൻ' });
    await card.getByText('9 റിക്കവറി കോഡുകൾ ബാക്കിയുണ്ട്.', { exact: false }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'two-step-on-ml-390');
    const devices = dialog.getByRole('region', { name: 'ലോഗിൻ ചെയ്ത ഉപകരണങ്ങൾ' });
    const mine = devices.getByRole('listitem').filter({ hasText: 'ഈ ഉപകരണം' });
    await mine.waitFor();
    await devices.scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Each button wraps its Malayalam label inside the dialog ("sign out all other devices").
    const right = (await dialog.boundingBox())!;
    const cut = await devices
      .getByRole('button')
      .evaluateAll(
        (buttons, edge) =>
          buttons
            .filter((button) => button.getBoundingClientRect().right > edge + 1)
            .map((button) => button.textContent),
        right.x + right.width,
      );
    expect(cut).toEqual([]);
    await shot(page, 'devices-ml-390');

    await mine.getByRole('button', { name: 'ഈ ഉപകരണം ലോഗൗട്ട് ചെയ്യുക' }).click();
    await page.getByRole('heading', { name: 'അഡ്മിൻ ലോഗിൻ' }).waitFor();
  });
});

describe('setting it up in Malayalam', () => {
  it('is turned off with a recovery code, then set up again with a new secret', async () => {
    // Turned off first (password and a recovery code), through the API the dialog calls.
    const page = await open('phone', 'ml');
    await signInWithRecoveryCode(page, recoveryCodes[1]!);
    await page.getByRole('button', { name: 'പ്രൊഫൈൽ' }).click();
    const card = page.getByRole('dialog').getByRole('region', { name: 'രണ്ടു ഘട്ട ലോഗിൻ' });
    await card.getByRole('button', { name: 'ഓഫാക്കുക' }).click();
    const form = page.getByRole('form', { name: 'രണ്ടു ഘട്ട ലോഗിൻ ഓഫാക്കുക' });
    await form.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്').fill(TEST_ADMIN_PASSWORD);
    await form.getByLabel('കോഡ് അല്ലെങ്കിൽ റിക്കവറി കോഡ്').fill(recoveryCodes[2]!);
    await form.getByRole('button', { name: 'ഓഫാക്കുക' }).click();
    await card.getByRole('button', { name: 'സജ്ജമാക്കുക' }).click();
    await card.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്').fill(TEST_ADMIN_PASSWORD);
    await card.getByRole('button', { name: 'തുടരുക' }).click();
    await card.getByRole('img', { name: 'ഈ ഡയറക്ടറി ഓതന്റിക്കേറ്റർ ആപ്പിൽ ചേർക്കാനുള്ള QR കോഡ്' }).waitFor();
    const key = await card.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('img').scrollIntoViewIfNeeded();
    await shot(page, 'setup-ml-390');

    // A new secret: its code turns it on again, with ten new recovery codes.
    await card.getByLabel('ആപ്പിലെ കോഡ്').fill(codeFor(key!.replaceAll(' ', '')));
    await card.getByRole('button', { name: 'ഓണാക്കുക' }).click();
    const list = card.getByRole('list', { name: 'റിക്കവറി കോഡുകൾ' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);
    expect(await list.getByText(recoveryCodes[3]!).count()).toBe(0);
    await card.getByRole('heading', { name: 'റിക്കവറി കോഡുകൾ സൂക്ഷിച്ചുവെക്കുക' }).scrollIntoViewIfNeeded();
    await shot(page, 'recovery-codes-ml-390');
  });
});

async function signInWithRecoveryCode(page: Page, code: string) {
  await page.goto(`${e2e.server.url}/admin`);
  await page.getByLabel('ഇമെയിൽ അല്ലെങ്കിൽ ഫോൺ').fill('admin');
  await page.getByLabel('പാസ്‌വേഡ്', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'ലോഗിൻ', exact: true }).click();
  await page.getByRole('button', { name: 'പകരം റിക്കവറി കോഡ് ഉപയോഗിക്കുക' }).click();
  await page.getByLabel('റിക്കവറി കോഡ്').fill(code);
  await page.getByRole('button', { name: 'സ്ഥിരീകരിക്കുക' }).click();
  await page.getByRole('heading', { name: 'അഡ്മിൻ ഡാഷ്ബോർഡ്' }).waitFor();
}
