import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mlAccount } from '../../src/client/i18n/ml/account.js';
import { mlAdmin } from '../../src/client/i18n/ml/admin.js';
import { mlCommon } from '../../src/client/i18n/ml/common.js';
import { mlValidationMessages } from '../../src/client/i18n/ml/validation.js';
import { adminCall, signInAdmin, TEST_ADMIN_PASSWORD, toastWith } from './helpers/account-api.js';
import { eventually } from './helpers/assert.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// Decision 041: the first minutes of a healer and of the admin, in Malayalam on a
// 390 px phone. The tests run in order: the admin adds a healer, who signs in, then an import.
const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

const TYPED_PHONE = '94471 11222';
const PHONE = '9447111222';
const SHOTS = process.env.SHOTS_DIR;

/** A 390 px page whose interface is Malayalam (the language cookie a `?lang=ml` link sets). */
async function openMalayalam(): Promise<Page> {
  const { page, context } = await e2e.open({ viewport: 'phone' });
  await context.addCookies([{ name: 'lang', value: 'ml', domain: '127.0.0.1', path: '/' }]);
  return page;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function signInAdminMl(page: Page, password = TEST_ADMIN_PASSWORD) {
  await page.goto(`${e2e.server.url}/admin`);
  await page.getByLabel(mlAdmin.login.identifier).fill('admin');
  await page.getByLabel(mlAdmin.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: mlAdmin.login.submit, exact: true }).click();
  await page.getByRole('heading', { name: mlAdmin.header.title }).waitFor();
}

let code = '';

describe('the first minutes, in Malayalam on a phone', () => {
  it('tells a new admin to type admin, and leads the signed-in admin back to the panel', async () => {
    const page = await openMalayalam();
    await page.goto(`${e2e.server.url}/admin`);
    const identifier = page.getByLabel(mlAdmin.login.identifier);
    const help = page.getByText(mlAdmin.login.identifierFirstTime);
    await help.waitFor();
    // Unlike the placeholder, it stays while the admin types, and the field is described by it.
    await identifier.fill('someone@example.com');
    expect(await help.isVisible()).toBe(true);
    const helpId = await help.getAttribute('id');
    expect(await identifier.getAttribute('aria-describedby')).toContain(helpId);
    await identifier.fill('');
    await shot(page, 'admin-sign-in');

    await signInAdminMl(page);
    await page.getByRole('button', { name: mlCommon.nav.openMenu }).click();
    const menu = page.getByRole('dialog');
    const adminLink = menu.getByRole('link', { name: new RegExp(mlCommon.nav.admin) });
    expect(await adminLink.getAttribute('href')).toBe('/admin');
    expect(await menu.getByText(mlCommon.nav.loginDescription).count()).toBe(0);
    // Escape closes the menu once its handlers are in place; on a loaded machine the first
    // press can come before them.
    await eventually(async () => {
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached', timeout: 2_000 });
    }, 30_000);

    // A healer added with the phone as people write it; the invitation in Malayalam and English.
    await page.getByRole('button', { name: mlAdmin.header.addHealer }).click();
    const dialog = page.getByRole('dialog', { name: mlAdmin.healerDialog.addTitle });
    await dialog.getByLabel(mlAccount.fields.name, { exact: true }).fill('ഗീത വർമ്മ');
    const phone = dialog.getByLabel(mlAccount.fields.phone, { exact: true });
    await phone.fill(TYPED_PHONE);
    expect(await phone.inputValue()).toBe(TYPED_PHONE);
    await dialog.getByLabel(mlAccount.fields.district).selectOption('Thrissur');
    await dialog.getByLabel(mlAccount.fields.pincode).fill('680001');
    await dialog.getByRole('button', { name: mlAdmin.healerDialog.create, exact: true }).click();

    const codeDialog = page.getByRole('dialog', { name: mlAdmin.signInCode.title });
    await codeDialog.waitFor();
    const send = codeDialog.getByRole('link', { name: mlAdmin.signInCode.send });
    const href = new URL((await send.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/91${PHONE}`);
    const text = href.searchParams.get('text')!;
    code = /\d{4} \d{4}/.exec(text)![0];
    const [malayalam, english] = text.split('\n\n');
    expect(malayalam).toContain(`${e2e.server.url}/healer-login?lang=ml`);
    expect(malayalam).toContain(`ലോഗിൻ കോഡ് ${code} ആണ്`);
    expect(english).toContain(`Your FCAH Kerala sign-in code is ${code}.`);
  });

  it('signs the healer in with the phone typed with a space, then changes the code for a password', async () => {
    expect(code).toMatch(/^\d{4} \d{4}$/);
    const page = await openMalayalam();
    await page.goto(`${e2e.server.url}/healer-login`);
    await page.getByRole('heading', { name: mlAccount.login.title }).waitFor();
    const phone = page.getByLabel(mlAccount.login.phone);
    await phone.fill(TYPED_PHONE);
    // Not cut at 10 characters to '94471 1122'.
    expect(await phone.inputValue()).toBe(TYPED_PHONE);
    await page.getByLabel(mlAccount.login.password, { exact: true }).fill(code);
    await shot(page, 'healer-first-sign-in');
    await page.getByRole('button', { name: mlAccount.login.submit, exact: true }).click();
    await page.waitForURL('**/healer-profile');
    const title = page.getByRole('heading', { name: mlAccount.profile.title, level: 1 });
    await title.waitFor();

    // The code it signed in with is known: the card asks only for the new password, twice
    // (decision 068).
    const next = page.getByLabel(mlAccount.changePassword.next, { exact: true });
    await next.waitFor();
    expect(await page.getByLabel(mlAccount.changePassword.current, { exact: true }).count()).toBe(
      0,
    );
    await next.fill('healer-own-secret');
    const confirm = page.getByLabel(mlAccount.changePassword.confirm, { exact: true });
    await confirm.fill('healer-own-secrte');
    await page
      .getByRole('heading', { name: mlAccount.changePassword.title })
      .scrollIntoViewIfNeeded();
    await shot(page, 'password-change-card');
    await page.getByRole('button', { name: mlAccount.changePassword.submit }).click();
    await page.getByText(mlValidationMessages.passwordsDoNotMatch).waitFor();

    await confirm.fill('healer-own-secret');
    await page.getByRole('button', { name: mlAccount.changePassword.submit }).click();
    const toast = toastWith(page, mlAccount.changePassword.success);
    await toast.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The toast leaves the page title readable.
    const [toastBox, titleBox] = [await toast.boundingBox(), await title.boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(titleBox!.y);
    await shot(page, 'password-changed-toast');
  });

  it('previews an import with the changed columns and the messages in words', async () => {
    const page = await openMalayalam();
    await signInAdminMl(page);
    await page.getByRole('button', { name: mlAdmin.import.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: mlAdmin.import.title });
    await dialog.getByLabel(mlAdmin.import.fileLabel).setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Name,Phone,District,Pincode,Specialty',
          `ഗീത വർമ്മ,+91 ${TYPED_PHONE},Thrissur,680002,Migraine`,
          'Madras Healer,98470 55501,Chennai,600001,',
          'Short Pin,98470 55502,Kollam,12,',
        ].join('\r\n'),
        'utf8',
      ),
    });
    const rows = dialog.getByRole('table', { name: mlAdmin.import.rowsLabel });
    const district = mlAccount.fields.district;
    await rows.getByText(`${district}: 'Chennai' കേരളത്തിലെ ഒരു ജില്ലയല്ല`).waitFor();
    await rows
      .getByText(`${mlAccount.fields.pincode}: ${mlValidationMessages.pincodeDigits}`)
      .waitFor();
    const changes = rows.getByText(/^മാറുന്നവ: /);
    const listed = (await changes.textContent())!.replace('മാറുന്നവ: ', '').split(', ');
    expect(listed.sort()).toEqual([mlAccount.fields.pincode, mlAccount.fields.specialty].sort());
    await changes.scrollIntoViewIfNeeded();
    await shot(page, 'import-preview');
  });

  it('drops the admin hint once the admin has set their own password', async () => {
    const cookie = await signInAdmin(e2e.server.url);
    await adminCall(e2e.server.url, cookie, 'PUT', '/api/admin/profile', {
      password: 'admin-own-secret',
      currentPassword: TEST_ADMIN_PASSWORD,
    });
    const page = await openMalayalam();
    await page.goto(`${e2e.server.url}/admin`);
    await page.getByLabel(mlAdmin.login.identifier).waitFor();
    expect(await page.getByText(mlAdmin.login.identifierFirstTime).count()).toBe(0);
  });
});
