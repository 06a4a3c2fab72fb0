import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  signInAdminUi,
  signInHealerUi,
  TEST_ADMIN_PASSWORD,
  toastWith,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// The default first sign-in (FIRST_PASSWORD=code, DESIGN §5), as an admin and a healer meet it.
const PHONE = '9847033333';
const CODE_REASON =
  'You signed in with a one-time code, which signs in only once, so please choose your own password before you edit your profile.';

const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

async function open(viewport: ViewportName): Promise<Page> {
  const opened = await e2e.open({ viewport });
  return opened.page;
}

describe('one-time sign-in codes', () => {
  let code = '';

  it('shows the admin the new healer’s code once, with Send on WhatsApp and Copy', async () => {
    const page = await open('desktop');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.url,
    });
    await signInAdminUi(page, e2e.server.url);
    await page.getByRole('button', { name: 'Add Healer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Healer' });
    await dialog
      .getByText('After you create the healer, you get a one-time sign-in code to send them.', {
        exact: false,
      })
      .waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Code Healer');
    await dialog.getByLabel('Phone', { exact: true }).fill(PHONE);
    await dialog.getByLabel('District').selectOption('Kollam');
    await dialog.getByLabel('Pincode').fill('691001');
    await dialog.getByRole('button', { name: 'Create' }).click();

    const codeDialog = page.getByRole('dialog', { name: 'One-time sign-in code' });
    await codeDialog.waitFor();
    const shown = (await codeDialog
      .getByText(/^\s*(Sign-in code: )?\d{4} \d{4}\s*$/)
      .textContent())!;
    code = /\d{4} \d{4}/.exec(shown)![0];
    await codeDialog.getByText(/Valid until \d{4}-\d{2}-\d{2}\./).waitFor();

    const send = codeDialog.getByRole('link', { name: 'Send on WhatsApp' });
    const href = new URL((await send.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/91${PHONE}`);
    const text = href.searchParams.get('text')!;
    expect(text).toContain(code);
    expect(text).toContain(`${e2e.server.url}/healer-login`);
    expect(text).toMatch(/by \d{4}-\d{2}-\d{2}/);

    await codeDialog.getByRole('button', { name: 'Copy' }).click();
    await toastWith(page, 'Code copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await codeDialog.getByRole('button', { name: 'Done' }).click();
    await codeDialog.waitFor({ state: 'detached' });
    // The code is gone from the page; the users table says a code is pending.
    expect(await page.getByText(code).count()).toBe(0);
    const users = page.getByRole('table', { name: 'Users Management' });
    await users.getByRole('cell', { name: /^Code pending until \d{4}-\d{2}-\d{2}$/ }).waitFor();
    await users.getByRole('button', { name: 'New sign-in code for Code Healer' }).waitFor();
  });

  it('refuses the listed phone number as password and signs the healer in with the code', async () => {
    expect(code).toMatch(/^\d{4} \d{4}$/);
    const page = await open('phone');
    await page.goto(`${e2e.server.url}/healer-login`);
    await page
      .getByText('First time here? Sign in with the code the federation sent you on WhatsApp.')
      .waitFor();
    await page.getByText('Contact admin if you need assistance').waitFor();
    await page.getByLabel('Phone Number').fill(PHONE);
    await page.getByLabel('Password', { exact: true }).fill(PHONE);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, 'Login Failed').getByText('Invalid phone number or password').waitFor();
    expect(page.url()).toContain('/healer-login');

    await signInHealerUi(page, e2e.server.url, PHONE, code);
    await page.getByText(CODE_REASON).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Change Password',
    );
    expect(await page.getByRole('button', { name: 'Save Profile' }).isDisabled()).toBe(true);

    // The code it signed in with is known: only the new password, twice (decision 068).
    const change = async (next: string) => {
      await page.getByLabel('New Password', { exact: true }).waitFor();
      expect(await page.getByLabel('Current Password', { exact: true }).count()).toBe(0);
      await page.getByLabel('New Password', { exact: true }).fill(next);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(next);
      await page.getByRole('button', { name: 'Change Password' }).click();
    };
    await change(code.replace(' ', ''));
    await page.getByText('New password must not be your sign-in code').waitFor();
    await change('healer-own-secret');
    await toastWith(page, 'Password changed successfully').waitFor();
    await page.getByText(CODE_REASON).waitFor({ state: 'detached' });

    const bio = page.getByLabel('Bio');
    await bio.fill('Classical acupuncture since 2001.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toastWith(page, 'Profile updated successfully').waitFor();

    // The code is spent: it no longer signs in; the chosen password does.
    await page.goto(`${e2e.server.url}/healer-login`);
    await page.getByLabel('Phone Number').fill(PHONE);
    await page.getByLabel('Password', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, 'Login Failed').waitFor();
  });

  it('lets the admin give a new code, which the users table then shows as pending', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    const users = page.getByRole('table', { name: 'Users Management' });
    await users.getByRole('cell', { name: 'Password set' }).waitFor();
    await users.getByRole('button', { name: 'New sign-in code for Code Healer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'New sign-in code' });
    await confirm
      .getByText(
        `Give Code Healer (${PHONE}) a new one-time sign-in code? Their current password and any earlier code stop working, and they will choose a new password at their next sign-in.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'New code' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'One-time sign-in code' });
    await codeDialog.getByText(/\d{4} \d{4}/).waitFor();
    await codeDialog.getByRole('button', { name: 'Done' }).click();
    await users.getByRole('cell', { name: /^Code pending until / }).waitFor();
  });
});
