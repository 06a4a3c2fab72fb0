import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamMemberInput } from '../../src/shared/schemas/team-member.js';
import {
  adminCall,
  createHealer,
  seriousA11yViolations,
  signInAdmin,
  signInAdminUi,
  TEST_ADMIN_PASSWORD,
  toastWith,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// The specification's texts for a phone change (FIRST_PASSWORD=phone); codes: sign-in-code.test.ts.
const e2e = setUpBrowserTest(() =>
  startEmptyServer(TEST_ADMIN_PASSWORD, { FIRST_PASSWORD: 'phone' }),
);

beforeAll(async () => {
  const cookie = await signInAdmin(e2e.server.url);
  for (let index = 1; index <= 25; index++) {
    const number = String(index).padStart(2, '0');
    await createHealer(e2e.server.url, cookie, {
      name: `Page Healer ${number}`,
      phone: `98000000${number}`,
      district: index <= 5 ? 'Wayanad' : 'Kollam',
    });
  }
  // Added out of order, so the table's order comes from the rule, not from insertion.
  const members: Partial<TeamMemberInput>[] = [
    { name: 'Exec B', role: 'Executive Member', displayOrder: 2 },
    { name: 'Treasurer T', role: 'Treasurer' },
    { name: 'President P', role: 'President' },
    { name: 'Exec A', role: 'Executive Member', displayOrder: 1 },
    { name: 'Secretary S', role: 'Secretary' },
    { name: 'Vice V', role: 'Vice President' },
    { name: 'General G', role: 'General Secretary' },
  ];
  for (const member of members)
    await adminCall(e2e.server.url, cookie, 'POST', '/api/admin/team-members', member);
});

async function signedIn(viewport: ViewportName = 'desktop'): Promise<Page> {
  const opened = await e2e.open({ viewport });
  await signInAdminUi(opened.page, e2e.server.url);
  return opened.page;
}

const healerCards = (page: Page) =>
  page.getByRole('list', { name: 'Manage Healers' }).getByRole('article');

async function teamNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Leadership Team' }).getByRole('row');
  await rows.nth(1).waitFor();
  const names: string[] = [];
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    if ((await cells.count()) > 1) names.push((await cells.nth(1).textContent())?.trim() ?? '');
  }
  return names;
}

describe('admin panel: pages, services, team, users and settings', () => {
  it('pages 25 healers ten at a time in three columns, and searches with "n of total"', async () => {
    const page = await signedIn('desktop');
    await page.getByText('25 healers', { exact: true }).waitFor();
    expect(await healerCards(page).count()).toBe(10);
    const columns = await page
      .getByRole('list', { name: 'Manage Healers' })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);

    const pager = page.getByRole('navigation', { name: 'Healer pages' });
    expect(await pager.getByRole('button', { name: 'First page' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    for (const number of [1, 2, 3])
      await pager.getByRole('button', { name: `Page ${number}` }).waitFor();
    await pager.getByRole('button', { name: 'Next page' }).click();
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await pager.getByRole('button', { name: 'Last page' }).click();
    await expect.poll(() => healerCards(page).count()).toBe(5);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'First page' }).click();
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const search = page.getByRole('searchbox', { name: 'Search healers' });
    await search.fill('wayanad');
    await page.getByText('5 of 25', { exact: true }).waitFor();
    expect(await healerCards(page).count()).toBe(5);
    expect(await pager.count()).toBe(0);
    await search.fill('nobody by this name');
    await page.getByText('No healers found').waitFor();
    await page
      .getByText('Try adjusting your search filters or search terms to find more healers.')
      .waitFor();
    await page.getByText('0 of 25', { exact: true }).waitFor();
  });

  it('adds, edits, deactivates, activates and deletes a service; the healer dialog offers only active ones', async () => {
    const page = await signedIn('phone');
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Services' });
    const list = dialog.getByRole('region', { name: 'Services' });
    expect(await list.evaluate((element) => getComputedStyle(element).height)).toBe('300px');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByText('Service name is required').waitFor();

    await dialog.getByLabel('Service name').fill('Acupressure');
    await dialog.getByLabel('Description (optional)').fill('Pressure on the classical points');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await toastWith(page, 'Service created successfully').waitFor();
    const row = () => list.getByRole('listitem').filter({ hasText: 'Acupressure' });
    await row().getByText('Pressure on the classical points').waitFor();

    await dialog.getByRole('button', { name: 'Edit Acupressure' }).click();
    expect(await dialog.getByLabel('Service name').inputValue()).toBe('Acupressure');
    await dialog.getByRole('button', { name: 'Cancel Edit' }).waitFor();
    await dialog.getByLabel('Service name').fill('Acupressure Massage');
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await toastWith(page, 'Service updated successfully').waitFor();
    await dialog.getByRole('button', { name: 'Add Service' }).waitFor();

    await row().getByRole('button', { name: 'Deactivate Acupressure Massage' }).click();
    await row().getByText('Inactive').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Add Healer' }).click();
    const healerDialog = page.getByRole('dialog', { name: 'Add Healer' });
    await healerDialog.getByText('No active services yet. Add them under Services.').waitFor();
    await healerDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Services', exact: true }).click();
    await row().getByRole('button', { name: 'Activate Acupressure Massage' }).click();
    await row().getByText('Active', { exact: true }).waitFor();
    await row().getByRole('button', { name: 'Delete Acupressure Massage' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete service' });
    await confirm.getByText('Delete "Acupressure Massage"? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Service deleted successfully').waitFor();
    await dialog.getByText('No services yet.').waitFor();
  });

  it('shows a name the server refuses as a duplicate under the Service name field', async () => {
    // Only the server knows the names taken (case ignored): the form's schema cannot catch it.
    const cookie = await signInAdmin(e2e.server.url);
    const taken = await adminCall<{ id: string }>(
      e2e.server.url,
      cookie,
      'POST',
      '/api/admin/services',
      {
        name: 'Cupping Therapy',
      },
    );
    const page = await signedIn();
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Services' });
    const name = dialog.getByLabel('Service name');
    await name.fill('cupping therapy');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await toastWith(page, 'Failed to create service').waitFor();
    await dialog.getByText('A service with this name already exists').waitFor();
    const described = await name.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(described).toBe('A service with this name already exists');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await adminCall(e2e.server.url, cookie, 'DELETE', `/api/admin/services/${taken.id}`);
  });

  it('orders the leadership team by role rank then display order, and adds, edits and deletes members', async () => {
    const page = await signedIn('desktop');
    expect(await teamNames(page)).toEqual([
      'President P',
      'General G',
      'Vice V',
      'Treasurer T',
      'Secretary S',
      'Exec A',
      'Exec B',
    ]);
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    expect(await dialog.getByLabel('Role').inputValue()).toBe('Executive Member');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Valid email required').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('New Member');
    await dialog.getByLabel('Email').fill('new@example.org');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toastWith(page, 'Team member created successfully').waitFor();
    await page.getByRole('cell', { name: 'New Member', exact: true }).waitFor();
    expect((await teamNames(page)).slice(5)).toEqual(['New Member', 'Exec A', 'Exec B']);

    await page.getByRole('button', { name: 'Edit Exec B' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    await edit.getByLabel('Display order').fill('0');
    await edit.getByRole('button', { name: 'Update' }).click();
    await toastWith(page, 'Team member updated successfully').waitFor();
    await expect
      .poll(async () => (await teamNames(page)).slice(5))
      .toEqual(['Exec B', 'New Member', 'Exec A']);

    await page.getByRole('button', { name: 'Delete New Member' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete team member' });
    await confirm.getByText('Are you sure you want to delete this team member?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Team member deleted successfully').waitFor();
    await page
      .getByRole('cell', { name: 'New Member', exact: true })
      .waitFor({ state: 'detached' });
  });

  it('edits a user phone with Save disabled while empty or unchanged', async () => {
    const page = await signedIn('desktop');
    const users = page.getByRole('table', { name: 'Users Management' });
    // The table shows twenty accounts a page; the admin finds the one to change by searching.
    await page.getByLabel('Search users').fill('Page Healer 03');
    await users.getByRole('button', { name: 'Edit phone of Page Healer 03' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User Phone Number' });
    const save = dialog.getByRole('button', { name: 'Save' });
    const field = dialog.getByLabel('New phone number');
    expect(await field.inputValue()).toBe('9800000003');
    expect(await save.isDisabled()).toBe(true);
    await field.fill('');
    expect(await save.isDisabled()).toBe(true);
    await field.fill('12345');
    await save.click();
    await dialog.getByText('Phone number must be at least 10 digits').waitFor();
    await field.fill('9800000004');
    await save.click();
    await dialog.getByText('This phone number is already used by another healer').waitFor();
    await toastWith(page, 'Failed to update user phone').waitFor();
    await field.fill('9811111103');
    await save.click();
    await toastWith(
      page,
      'User phone number updated successfully. Password reset to new phone number.',
    ).waitFor();
    await users.getByRole('cell', { name: '9811111103' }).waitFor();
  });

  it('saves contact settings that the Contact page then shows', async () => {
    const page = await signedIn('desktop');
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Settings' });
    await dialog.getByLabel('Contact email').fill('office@example.org');
    await dialog.getByLabel('Contact phone').fill('9847000000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Contact settings updated successfully').waitFor();
    await page.goto(`${e2e.server.url}/contact`);
    await page.getByText('office@example.org').first().waitFor();
  });

  it('has no serious accessibility violation in the dialogs', async () => {
    const page = await signedIn('desktop');
    const check = async (button: string, dialogName: string) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog', { name: dialogName }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page
        .getByRole('dialog', { name: dialogName })
        .getByRole('button', { name: 'Close', exact: true })
        .click();
      await page.getByRole('dialog', { name: dialogName }).waitFor({ state: 'detached' });
    };
    await check('Services', 'Manage Services');
    await check('Contact', 'Contact Settings');
    await check('Profile', 'Admin Settings');
    await check('Add Team Member', 'Add Team Member');
    await check('Edit phone of Page Healer 05', 'Edit User Phone Number');
    // Needs attention offers the same action; this is the users table's.
    await page
      .getByRole('table', { name: 'Users Management' })
      .getByRole('button', { name: 'Reset password of Page Healer 05' })
      .click();
    await page.getByRole('alertdialog', { name: 'Reset password' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Seven axe runs over the whole panel: about a minute on a loaded 2-core machine.
  }, 150_000);

  it('changes the admin credentials with the profile dialog, which ends the default-credentials notice', async () => {
    const page = await signedIn('desktop');
    await page.getByText('Default credentials in use').waitFor();
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Settings' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter at least one field to update').waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await dialog.getByLabel('Email').fill('chair@example.org');
    await dialog.getByLabel('New password', { exact: true }).fill('a-better-admin-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // A new password needs the current one (DESIGN §6, wave 2).
    await dialog.getByText('Current password is required').waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await toastWith(page, 'Failed to update profile').waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Profile updated successfully').waitFor();
    await page.getByText('Default credentials in use').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully. Redirecting to home...').first().waitFor();
    await page.waitForURL(`${e2e.server.url}/`);
    await signInAdminUi(page, e2e.server.url, 'a-better-admin-password', 'chair@example.org');
  });
});
