import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createHealer,
  pngBytes,
  seriousA11yViolations,
  signInAdmin,
  signInAdminUi,
  TEST_ADMIN_PASSWORD,
  toastWith,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

async function open(viewport: ViewportName = 'desktop'): Promise<Page> {
  const opened = await e2e.open({ viewport });
  return opened.page;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('admin panel: healers', () => {
  it("shows 'Checking authentication...' until the status is known, then the login form", async () => {
    const page = await open('phone');
    let release = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/admin/status', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/admin`);
    await page.getByText('Checking authentication...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('signs in with ADMIN_PASSWORD, shows the notice, and creates a service and a healer with timings and a photo that the public pages show', async () => {
    const page = await open('desktop');
    await page.goto(`${e2e.server.url}/admin`);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    const password = page.getByLabel('Password', { exact: true });
    expect(await login.isDisabled()).toBe(true);
    await page.getByLabel('Email or Phone').fill('admin');
    expect(await login.isDisabled()).toBe(true);
    await password.fill('not-the-password');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await login.click();
    await toastWith(page, 'Invalid credentials').waitFor();

    await password.fill(TEST_ADMIN_PASSWORD);
    await login.click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await toastWith(page, 'Logged in successfully').waitFor();
    await page.getByText('Default credentials in use').waitFor();
    await page.getByText('Real-time updates active').waitFor();
    await page.getByText('No healers yet').waitFor();
    await page
      .getByText('No healers have been added yet. Create your first healer to get started.')
      .waitFor();

    await page.getByRole('button', { name: 'Services', exact: true }).click();
    const services = page.getByRole('dialog', { name: 'Manage Services' });
    await services.getByLabel('Service name').fill('  Cupping Therapy  ');
    await services.getByRole('button', { name: 'Add Service' }).click();
    await toastWith(page, 'Service created successfully').waitFor();
    await services
      .getByRole('listitem')
      .filter({ hasText: 'Cupping Therapy' })
      .getByText('Active')
      .waitFor();
    await services.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'Add Healer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Healer' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Phone number is required').waitFor();
    await dialog.getByText('Pincode is required').waitFor();

    await dialog.getByLabel('Name', { exact: true }).fill('Meera Nair');
    await dialog.getByLabel('Phone', { exact: true }).fill('9876500001');
    await dialog.getByLabel('Specialty').fill('Back pain');
    await dialog.getByLabel('City').fill('Kochi');
    await dialog.getByLabel('District').selectOption('Ernakulam');
    await dialog.getByLabel('Pincode').fill('682001');
    await dialog.getByLabel('WhatsApp number for bookings').fill('9876500001');
    await dialog.getByRole('checkbox', { name: 'Malayalam' }).click();
    await dialog.getByRole('checkbox', { name: 'Cupping Therapy' }).click();
    await dialog
      .getByRole('group', { name: 'Monday' })
      .getByRole('button', { name: 'Full Day' })
      .click();
    await dialog
      .getByRole('group', { name: 'Saturday' })
      .getByRole('button', { name: 'Half Day' })
      .click();
    expect(
      await dialog
        .getByRole('group', { name: 'Saturday' })
        .getByLabel('Morning closes')
        .inputValue(),
    ).toBe('13:00');
    expect(
      await dialog
        .getByRole('checkbox', { name: 'Active (visible in public directory)' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await dialog
      .getByLabel('Upload Photo')
      .setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: await pngBytes() });
    await toastWith(page, 'Photo uploaded successfully').waitFor();
    await dialog.getByRole('img', { name: 'Photo of Meera Nair' }).waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toastWith(page, 'Healer created successfully').waitFor();
    // The new healer's one-time sign-in code is shown once (sign-in-code.test.ts covers it).
    await page
      .getByRole('dialog', { name: 'One-time sign-in code' })
      .getByRole('button', { name: 'Done' })
      .click();
    await card(page, 'Acu Hr. Meera Nair').waitFor();
    await page.getByText('1 healer', { exact: true }).waitFor();

    const profileHref = await card(page, 'Acu Hr. Meera Nair')
      .getByRole('link', { name: 'View profile of Acu Hr. Meera Nair' })
      .getAttribute('href');
    await page.goto(`${e2e.server.url}/`);
    await card(page, 'Acu Hr. Meera Nair').waitFor();
    await page.goto(`${e2e.server.url}${profileHref}`);
    await page.getByRole('heading', { name: 'Acu Hr. Meera Nair' }).waitFor();
    await page.getByText('Cupping Therapy').first().waitFor();
    const schedule = page.getByRole('listitem');
    await schedule.filter({ hasText: 'Monday' }).getByText('Morning: 9:00 AM - 6:00 PM').waitFor();
    await schedule
      .filter({ hasText: 'Saturday' })
      .getByText('Morning: 9:00 AM - 1:00 PM')
      .waitFor();
    await schedule.filter({ hasText: 'Sunday' }).getByText('Closed').waitFor();
    const photo = await page
      .getByRole('img', { name: /Meera Nair/ })
      .first()
      .getAttribute('src');
    expect(photo).toMatch(/^\/photos\//);
  });

  it('refuses a non-image and a 6 MB photo with the admin flow messages', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    await page.getByRole('button', { name: 'Add Healer' }).click();
    const upload = page.getByRole('dialog', { name: 'Add Healer' }).getByLabel('Upload Photo');
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await toastWith(page, 'Please select a valid image file').waitFor();
    await upload.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await toastWith(page, 'File size must be less than 5MB').waitFor();
  });

  it('downloads the dated CSV with one row per healer', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    await toastWith(page, 'Healers data exported to CSV').waitFor();
    expect(file.suggestedFilename()).toMatch(/^healers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = text.slice(1).trim().split(/\r?\n/);
    expect(header).toContain('name');
    expect(header).toContain('phone');
    expect(header?.toLowerCase()).not.toContain('password');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Meera Nair');
    expect(rows[0]).toContain('9876500001');
  });

  it('shows a healer created in one browser in a second browser on /admin without a reload', async () => {
    const watcher = await open('phone');
    await signInAdminUi(watcher, e2e.server.url);
    await watcher.getByText('Real-time updates active').waitFor();
    const editor = await open('desktop');
    await signInAdminUi(editor, e2e.server.url);
    await editor.getByRole('button', { name: 'Add Healer' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add Healer' });
    await dialog.getByLabel('Name', { exact: true }).fill('Ravi Menon');
    await dialog.getByLabel('Phone', { exact: true }).fill('9876500002');
    await dialog.getByLabel('Pincode').fill('695001');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toastWith(editor, 'Healer created successfully').waitFor();
    await card(watcher, 'Acu Hr. Ravi Menon').waitFor();
    await watcher.getByText('2 healers', { exact: true }).waitFor();
  });

  it('edits a healer, and deletes one after the confirmation', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    await card(page, 'Acu Hr. Ravi Menon').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Healer' });
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Ravi Menon');
    await dialog.getByLabel('Specialty').fill('Migraine');
    await dialog.getByRole('checkbox', { name: 'Active (visible in public directory)' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toastWith(page, 'Healer updated successfully').waitFor();
    await card(page, 'Acu Hr. Ravi Menon').getByText('Inactive').waitFor();
    await card(page, 'Acu Hr. Ravi Menon').getByText('Migraine').waitFor();

    await card(page, 'Acu Hr. Ravi Menon').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete healer' });
    await confirm.getByText('Are you sure you want to delete this healer?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await card(page, 'Acu Hr. Ravi Menon').waitFor();
    await card(page, 'Acu Hr. Ravi Menon').getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Healer deleted successfully').waitFor();
    await card(page, 'Acu Hr. Ravi Menon').waitFor({ state: 'detached' });
    await page.getByText('1 healer', { exact: true }).waitFor();
  });

  it("shows 'Admin authentication required' when the list is refused with 401", async () => {
    const page = await open('desktop');
    await page.route(
      (url) => url.pathname === '/api/admin/healers',
      (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"message":"Admin authentication required"}',
        }),
    );
    await signInAdminUi(page, e2e.server.url);
    await page.getByText('Admin authentication required').waitFor();
    await page.getByText('Please check your admin credentials.').waitFor();
  });

  it.each(['phone', 'desktop'] as const)(
    'has no serious accessibility violation on a %s (login, panel, healer dialog)',
    async (viewport) => {
      const cookie = await signInAdmin(e2e.server.url);
      await createHealer(e2e.server.url, cookie, {
        name: `Axe Healer ${viewport}`,
        phone: viewport === 'phone' ? '9876500011' : '9876500012',
      });
      const page = await open(viewport);
      await page.goto(`${e2e.server.url}/admin`);
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await signInAdminUi(page, e2e.server.url);
      // The sign-in raises a success toast; the scan below waits until it has gone.
      await page.locator('li[data-state]').first().waitFor();
      await card(page, `Acu Hr. Axe Healer ${viewport}`).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await card(page, 'Acu Hr. Meera Nair').getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('dialog', { name: 'Edit Healer' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );
});

describe('admin preview of a hidden healer', () => {
  it('shows an admin the profile of an inactive healer with a notice; the public gets Healer Not Found', async () => {
    const cookie = await signInAdmin(e2e.server.url);
    const hidden = await createHealer(e2e.server.url, cookie, {
      name: 'Hidden Harikumar',
      phone: '9800013013',
      isActive: 'false',
    });

    const admin = await open('desktop');
    await signInAdminUi(admin, e2e.server.url);
    const adminCard = card(admin, 'Acu Hr. Hidden Harikumar');
    await adminCard.getByRole('link', { name: 'View profile of Acu Hr. Hidden Harikumar' }).click();
    await admin.waitForURL(`${e2e.server.url}/healer/${hidden.id}`);
    await admin.getByRole('heading', { level: 1, name: 'Acu Hr. Hidden Harikumar' }).waitFor();
    await admin
      .getByText(
        'This healer is hidden from the public: visitors get “Healer Not Found” here. You see this page because you are signed in as an admin.',
        { exact: true },
      )
      .waitFor();
    expect(await admin.getByRole('heading', { name: 'Healer Not Found' }).count()).toBe(0);

    const visitor = await open('phone');
    await visitor.goto(`${e2e.server.url}/healer/${hidden.id}`);
    await visitor.getByRole('heading', { name: 'Healer Not Found' }).waitFor();
    expect(await visitor.getByText('Hidden Harikumar').count()).toBe(0);
  });
});
