import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCall,
  createHealer,
  pngBytes,
  signInAdmin,
  signInAdminUi,
  TEST_ADMIN_PASSWORD,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// The specification's §8 texts, written out here rather than imported: the test must fail when
// the product's wording drifts from the specification.

const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

async function open(viewport: ViewportName = 'desktop'): Promise<Page> {
  // The service worker would answer some reads itself, out of page.route()'s reach.
  return (await e2e.open({ viewport, serviceWorkers: 'block' })).page;
}

/** Makes every `method` request to `url` fail as a broken server would, with an empty body. */
async function failing(page: Page, url: string | RegExp, method: string): Promise<void> {
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await route.fulfill({ status: 500, body: '' });
  });
}

/** Waits for the toast whose text is exactly `text` and checks that its title is exactly `title`. */
async function toast(page: Page, title: string, text: string): Promise<void> {
  const item = page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(text, { exact: true }) });
  await item.waitFor();
  expect(await item.getByText(title, { exact: true }).count()).toBe(1);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('before any healer exists', () => {
  it("the public list says 'We're currently updating our healer directory. Please check back soon.'", async () => {
    const page = await open('phone');
    await page.goto(e2e.server.url);
    await page
      .getByText("We're currently updating our healer directory. Please check back soon.", {
        exact: true,
      })
      .waitFor();
  });

  it("the admin's users table says 'No users found.'", async () => {
    const page = await open();
    await signInAdminUi(page, e2e.server.url);
    await page.getByText('No users found.', { exact: true }).waitFor();
  });
});

describe('with a healer', () => {
  beforeAll(async () => {
    const cookie = await signInAdmin(e2e.server.url);
    await createHealer(e2e.server.url, cookie, { name: 'Ravi Menon', phone: '9876500002' });
    // A contact number with no digits cannot make a wa.me link.
    await adminCall(e2e.server.url, cookie, 'PATCH', '/api/admin/settings', {
      contactPhone: 'ask at the desk',
    });
  });

  it("the home list shows 'Failed to load healers' with 'Failed to fetch healers' when the list fails", async () => {
    const page = await open('phone');
    // The list and its pages (decision 026). The server draws the home page's first cards into
    // its HTML (decision 043), so the browser reads the list when it draws that page itself:
    // after coming from another page.
    await failing(page, /\/api\/healers(\?|$)/, 'GET');
    await page.goto(`${e2e.server.url}/about`);
    await page.getByRole('heading', { name: 'About FCAH Kerala' }).waitFor();
    await page.locator('header a[href="/"]').first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load healers' });
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.getByText('Failed to fetch healers', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it("admin login: 'Invalid credentials' for a wrong password, 'Login failed' when the server fails", async () => {
    const page = await open();
    await page.goto(`${e2e.server.url}/admin`);
    await page.getByLabel('Email or Phone').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(page, 'Error', 'Invalid credentials');

    await failing(page, '**/api/admin/login', 'POST');
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(page, 'Error', 'Login failed');
    expect(await page.getByRole('heading', { name: 'Admin Login' }).count()).toBe(1);
  });

  it.each([
    ['/healer-login', 'Invalid phone number or password'],
    ['/login', 'Invalid phone number'],
  ])(
    "healer login on %s falls back to '%s' when the server gives no message",
    async (path, text) => {
      const page = await open('phone');
      await failing(page, '**/api/healer/login', 'POST');
      await page.goto(`${e2e.server.url}${path}`);
      await page.getByLabel('Phone Number').fill('9876500002');
      await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await toast(page, 'Login Failed', text);
    },
  );

  it("export says 'Export Successful' / 'Healers data exported to CSV', then 'Export Failed' / 'Failed to export healers data'", async () => {
    const page = await open();
    await signInAdminUi(page, e2e.server.url);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await download;
    await toast(page, 'Export Successful', 'Healers data exported to CSV');

    await failing(page, '**/api/admin/healers/export', 'GET');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await toast(page, 'Export Failed', 'Failed to export healers data');
  });

  it("healer writes that fail say 'Failed to create healer', 'Failed to update healer', 'Failed to delete healer'", async () => {
    const page = await open();
    await signInAdminUi(page, e2e.server.url);

    await failing(page, '**/api/admin/healers', 'POST');
    await page.getByRole('button', { name: 'Add Healer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Healer' });
    await add.getByLabel('Name', { exact: true }).fill('Meera Nair');
    await add.getByLabel('Phone', { exact: true }).fill('9876500001');
    await add.getByLabel('Pincode').fill('682001');
    await add.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Error', 'Failed to create healer');
    // Nothing typed is lost: the dialog stays open with the entries.
    expect(await add.getByLabel('Name', { exact: true }).inputValue()).toBe('Meera Nair');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });

    await failing(page, '**/api/admin/healers/*', 'PATCH');
    await card(page, 'Acu Hr. Ravi Menon').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Healer' });
    await edit.getByLabel('Specialty').fill('Migraine');
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Error', 'Failed to update healer');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    await failing(page, '**/api/admin/healers/*', 'DELETE');
    await card(page, 'Acu Hr. Ravi Menon').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete healer' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Error', 'Failed to delete healer');
    // The confirmation stays for a retry; cancelled, the healer is still listed.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await card(page, 'Acu Hr. Ravi Menon').waitFor();
  });

  it("a photo upload that fails says 'Failed to upload photo'", async () => {
    const page = await open();
    await signInAdminUi(page, e2e.server.url);
    await failing(page, '**/api/admin/upload-photo', 'POST');
    await page.getByRole('button', { name: 'Add Healer' }).click();
    await page
      .getByRole('dialog', { name: 'Add Healer' })
      .getByLabel('Upload Photo')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await pngBytes() });
    await toast(page, 'Error', 'Failed to upload photo');
  });

  it("a logout the server refuses says 'Logout failed. Please try again.' and stays signed in", async () => {
    const page = await open();
    await signInAdminUi(page, e2e.server.url);
    await failing(page, '**/api/admin/logout', 'POST');
    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Error', 'Logout failed. Please try again.');
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(1);
  });

  it("the contact form says 'Failed to create WhatsApp link. Please try again.' when the number has no digits", async () => {
    const page = await open('phone');
    await page.goto(`${e2e.server.url}/contact`);
    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@example.org');
    await page.getByLabel('Subject').fill('Membership');
    await page.getByLabel('Message').fill('How do I join?');
    await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
    await toast(page, 'Error', 'Failed to create WhatsApp link. Please try again.');
    const opened = await page.evaluate(
      () => (window as unknown as { __opened?: string[] }).__opened ?? [],
    );
    expect(opened).toEqual([]);
  });
});
