import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Healer } from '../../src/shared/schemas/healer.js';
import type { Service } from '../../src/shared/schemas/service.js';
import {
  adminCall,
  createHealer,
  pngBytes,
  seriousA11yViolations,
  signInAdmin,
  signInAdminUi,
  signInHealerUi,
  TEST_ADMIN_PASSWORD,
  toastWith,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

const FIRST_PHONE = '9847011111';
const NEW_PHONE = '9847022222';
const REASON =
  'You signed in with your phone number, which anyone can read on the directory, so please choose your own password before you edit your profile.';

let healer: Healer;

// The specification's literal first sign-in (the phone as password); the default one-time code
// is covered by sign-in-code.test.ts.
const e2e = setUpBrowserTest(() =>
  startEmptyServer(TEST_ADMIN_PASSWORD, { FIRST_PASSWORD: 'phone' }),
);

beforeAll(async () => {
  const cookie = await signInAdmin(e2e.server.url);
  // The federation's catalogue: two active services and one the admin has since deactivated.
  for (const name of ['Moxibustion', 'Cupping therapy', 'Retired therapy']) {
    await adminCall(e2e.server.url, cookie, 'POST', '/api/admin/services', { name });
  }
  const catalogue = await adminCall<Service[]>(
    e2e.server.url,
    cookie,
    'GET',
    '/api/admin/services',
  );
  const retired = catalogue.find((service) => service.name === 'Retired therapy')!;
  await adminCall(e2e.server.url, cookie, 'PATCH', `/api/admin/services/${retired.id}`, {
    isActive: false,
  });
  healer = await createHealer(e2e.server.url, cookie, {
    name: 'Latha Krishnan',
    phone: FIRST_PHONE,
    district: 'Thrissur',
    pincode: '680001',
    services: ['Cupping therapy', 'Foot reflexology'],
  });
});

async function open(viewport: ViewportName = 'phone'): Promise<Page> {
  const opened = await e2e.open({ viewport });
  return opened.page;
}

/** The first-sign-in state: Change Password is the first card, with its reason, and the editor is locked. */
async function expectMustChangePassword(page: Page) {
  await page.getByText(REASON).waitFor();
  expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
    'Change Password',
  );
  expect(await page.getByRole('button', { name: 'Save Profile' }).isDisabled()).toBe(true);
  expect(await page.getByLabel('Bio').isDisabled()).toBe(true);
  expect(await page.getByRole('checkbox', { name: 'Tamil' }).isDisabled()).toBe(true);
}

/** A first sign-in's password: the one signed in with is known, so only the new one, twice (decision 068). */
async function choosePassword(page: Page, next: string) {
  await page.getByLabel('New Password', { exact: true }).waitFor();
  expect(await page.getByLabel('Current Password', { exact: true }).count()).toBe(0);
  await page.getByLabel('New Password', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

describe('healer sign-in and profile editor', () => {
  it('sends a signed-out visitor from /healer-profile to /healer-login, which has the hints /login lacks', async () => {
    const page = await open('phone');
    await page.goto(`${e2e.server.url}/healer-profile`);
    await page.waitForURL('**/healer-login');
    await page.getByText('If password not set, use your phone number as password').waitFor();
    await page.getByText('Contact admin if you need assistance').waitFor();
    await page.goto(`${e2e.server.url}/login`);
    await page.getByRole('heading', { name: 'Healer Login' }).waitFor();
    expect(
      await page.getByText('If password not set, use your phone number as password').count(),
    ).toBe(0);
  });

  it('validates the sign-in form, applies the 10-digit rule to the digits, and reports a wrong password', async () => {
    const page = await open('phone');
    await page.goto(`${e2e.server.url}/healer-login`);
    const phone = page.getByLabel('Phone Number');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Phone number is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await phone.fill('98470abc');
    await page.getByText('Phone number must contain only digits').waitFor();
    // Decision 041: not cut at 10 characters; the rule applies to the digits, spaces are fine.
    await phone.fill('');
    await phone.pressSequentially('984701111199');
    expect(await phone.inputValue()).toBe('984701111199');
    await page.getByText('Phone number must be 10 digits or less').waitFor();
    await phone.fill(`${FIRST_PHONE.slice(0, 5)} ${FIRST_PHONE.slice(5)}`);
    await page.getByText('Phone number must be 10 digits or less').waitFor({ state: 'detached' });
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, 'Login Failed').getByText('Invalid phone number or password').waitFor();
    expect(page.url()).toContain('/healer-login');
  });

  it('makes a first sign-in change the password, then saves bio, languages and timings that the public profile shows', async () => {
    const page = await open('phone');
    await signInHealerUi(page, e2e.server.url, FIRST_PHONE, FIRST_PHONE);
    await toastWith(page, 'Logged in successfully').waitFor();
    await expectMustChangePassword(page);

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Please fill in all fields').waitFor();
    await choosePassword(page, '12345');
    await page.getByText('New password must be at least 6 characters').waitFor();
    await choosePassword(page, FIRST_PHONE);
    await page.getByText('New password must not be your phone number').waitFor();
    await toastWith(page, 'Failed to change password').waitFor();
    await choosePassword(page, 'healer-secret-1');
    await toastWith(page, 'Password changed successfully').waitFor();
    await page.getByText(REASON).waitFor({ state: 'detached' });
    // A healer who never confirmed is asked first (decision 044), then the editor begins.
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Are your details still right?', 'Profile Photo']),
    );
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Are your details still right?',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    const phone = page.getByLabel('Phone', { exact: true });
    expect(await phone.inputValue()).toBe(FIRST_PHONE);
    expect(await phone.getAttribute('readonly')).not.toBeNull();
    const upload = page.getByLabel('Upload Photo');
    await upload.setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await toastWith(page, 'Photo must be less than 5MB').waitFor();
    await upload.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngBytes('#059669'),
    });
    await toastWith(page, 'Photo uploaded successfully').waitFor();
    await page.getByText('Select Save Profile to publish the new photo.').waitFor();

    await page
      .getByLabel('Bio')
      .fill('Thirty years of practice in Thrissur.\n\nHome visits on request.');
    await page.getByRole('checkbox', { name: 'Tamil' }).click();
    // Services are chosen from the active catalogue; a name the healer already had stays offered.
    const services = page.getByRole('group', { name: 'Services' });
    const serviceBox = (name: string) => services.getByRole('checkbox', { name });
    await serviceBox('Moxibustion').waitFor();
    expect(await serviceBox('Cupping therapy').getAttribute('aria-checked')).toBe('true');
    expect(await serviceBox('Foot reflexology').getAttribute('aria-checked')).toBe('true');
    expect(await serviceBox('Moxibustion').getAttribute('aria-checked')).toBe('false');
    expect(await serviceBox('Retired therapy').count()).toBe(0);
    await serviceBox('Moxibustion').click();
    await serviceBox('Foot reflexology').click();
    await page
      .getByRole('group', { name: 'Monday' })
      .getByRole('button', { name: 'Half Day' })
      .click();
    const wednesday = page.getByRole('group', { name: 'Wednesday' });
    await wednesday.getByRole('checkbox', { name: 'Open' }).click();
    await wednesday.getByLabel('Morning opens').fill('10:00');
    await wednesday.getByLabel('Morning closes').fill('12:00');
    await wednesday.getByLabel('Evening opens').fill('16:00');
    await wednesday.getByLabel('Evening closes').fill('19:00');
    const save = page.getByRole('button', { name: 'Save Profile' });
    // Saved from the top of the form, where the Save bar sticks to the bottom of the screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await save.click();
    await toastWith(page, 'Profile updated successfully').waitFor();
    // Saving the profile confirms it too, so the question goes.
    await page
      .getByRole('region', { name: 'Are your details still right?' })
      .waitFor({ state: 'detached' });
    // The toast leaves the sticky Save bar free to press again (it sat over it at the bottom).
    expect(
      await save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return button.contains(hit);
      }),
    ).toBe(true);

    await page.getByRole('link', { name: 'View public profile' }).click();
    await page.waitForURL(`${e2e.server.url}/healer/${healer.id}`);
    await page.getByRole('heading', { name: 'Acu Hr. Latha Krishnan' }).waitFor();
    await page.getByText('Home visits on request.').waitFor();
    await page.getByText('Tamil').first().waitFor();
    const offered = page.getByRole('region', { name: 'Services Offered' });
    await offered.getByText('Moxibustion').waitFor();
    await offered.getByText('Cupping therapy').waitFor();
    expect(await offered.getByText('Foot reflexology').count()).toBe(0);
    const days = page.getByRole('listitem');
    await days.filter({ hasText: 'Monday' }).getByText('Morning: 9:00 AM - 1:00 PM').waitFor();
    await days.filter({ hasText: 'Wednesday' }).getByText('Evening: 4:00 PM - 7:00 PM').waitFor();
    expect(
      await page
        .getByRole('img', { name: /Latha Krishnan/ })
        .first()
        .getAttribute('src'),
    ).toMatch(/^\/photos\//);
  });

  it('lets the healer sign in with the phone the admin set, and a reset brings back the first-sign-in rule', async () => {
    const admin = await open('desktop');
    await signInAdminUi(admin, e2e.server.url);
    const users = admin.getByRole('table', { name: 'Users Management' });
    await users.getByRole('button', { name: 'Edit phone of Latha Krishnan' }).click();
    const phoneDialog = admin.getByRole('dialog', { name: 'Edit User Phone Number' });
    await phoneDialog.getByLabel('New phone number').fill(NEW_PHONE);
    await phoneDialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(
      admin,
      'User phone number updated successfully. Password reset to new phone number.',
    ).waitFor();

    const page = await open('phone');
    await signInHealerUi(page, e2e.server.url, NEW_PHONE, NEW_PHONE);
    await expectMustChangePassword(page);
    await choosePassword(page, 'healer-secret-2');
    await toastWith(page, 'Password changed successfully').waitFor();

    await admin
      .getByRole('article', { name: 'Acu Hr. Latha Krishnan' })
      .getByRole('button', { name: 'Edit' })
      .click();
    await admin
      .getByRole('dialog', { name: 'Edit Healer' })
      .getByRole('button', { name: 'Reset Password' })
      .click();
    const confirm = admin.getByRole('alertdialog', { name: 'Reset password' });
    await confirm
      .getByText(
        `Reset the password of Acu Hr. Latha Krishnan? It will be set to their phone number (${NEW_PHONE})`,
        { exact: false },
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Reset Password' }).click();
    await toastWith(admin, 'User password reset to default (phone number)').waitFor();

    await signInHealerUi(page, e2e.server.url, NEW_PHONE, NEW_PHONE);
    await expectMustChangePassword(page);
  });

  it('logs out with the message and returns home after 1.5 s', async () => {
    const page = await open('desktop');
    await signInHealerUi(page, e2e.server.url, NEW_PHONE, NEW_PHONE);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Logged out successfully. Redirecting to home...' })
      .first()
      .waitFor();
    await page.waitForURL(`${e2e.server.url}/`);
    await page.goto(`${e2e.server.url}/healer-profile`);
    await page.waitForURL('**/healer-login');
  });

  it.each(['phone', 'desktop'] as const)(
    'has no serious accessibility violation on a %s',
    async (viewport) => {
      const page = await open(viewport);
      await page.goto(`${e2e.server.url}/healer-login`);
      await page.getByRole('heading', { name: 'Healer Login' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto(`${e2e.server.url}/login`);
      await page.getByRole('heading', { name: 'Healer Login' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await signInHealerUi(page, e2e.server.url, NEW_PHONE, NEW_PHONE);
      await page.getByText(REASON).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );
});
