import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastWith } from './helpers/account-api.js';
import { publicSiteFixture } from './helpers/public-site.js';

// Spec §8 failure texts that need the server to fail in a way it cannot be made to for real:
// the sign-in call is answered with a bare 500 (no message) by the browser itself.
const site = publicSiteFixture();

/** Answers every sign-in POST to `path` with a 500 that carries no message. */
async function failBare(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: '' })
      : route.continue(),
  );
}

async function signInHealer(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('sign-in failures without a server message', () => {
  it("/login falls back to 'Invalid phone number', /healer-login to the longer text", async () => {
    const { page } = await site.newPage({ viewport: 'desktop' });
    await failBare(page, '/api/healer/login');
    await page.goto(`${site.url}/login`);
    await signInHealer(page, '9847012345', 'whatever-password');
    const toast = toastWith(page, 'Login Failed');
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.textContent()).toMatch(/Invalid phone number(?! or password)/);

    await page.goto(`${site.url}/healer-login`);
    await signInHealer(page, '9847012345', 'whatever-password');
    await toastWith(page, 'Invalid phone number or password').waitFor({ timeout: 30_000 });
  });

  it("the admin sign-in says 'Login failed', and 'Invalid credentials' for a wrong password", async () => {
    const { page } = await site.newPage({ viewport: 'desktop' });
    await page.goto(`${site.url}/admin`);
    await page.getByLabel('Email or Phone').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, 'Invalid credentials').waitFor({ timeout: 30_000 });
    expect(await toastWith(page, 'Login failed').count()).toBe(0);

    await failBare(page, '/api/admin/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, 'Login failed').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  });
});
