import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAdminUi, TEST_ADMIN_PASSWORD } from './helpers/account-api.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// The admin's bulk onboarding (DESIGN §9.4): choose a file, preview, confirm, invitations.
const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

async function open(): Promise<Page> {
  return (await e2e.open({ viewport: 'desktop' })).page;
}

const file = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
});

describe('importing healers from a spreadsheet', () => {
  it('previews the rows with their messages, writes on confirm and lists the invitations', async () => {
    const page = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.url,
    });
    await signInAdminUi(page, e2e.server.url);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import healers' });
    const input = dialog.getByLabel('Spreadsheet (.csv or .xlsx, up to 5 MB and 10,000 rows)');

    // A file with a mistake: the good rows may go ahead alone (decision 068), or the file is
    // corrected first.
    await input.setInputFiles(
      file('members.csv', [
        'Name,Mobile,District,Pincode',
        'ഗീത വർമ്മ,9847055501,Thrissur,680001',
        ',9847055502,Kollam,691001',
      ]),
    );
    await dialog.getByText('1 new, 0 to update, 0 unchanged, 1 with errors').waitFor();
    const rows = dialog.getByRole('table', { name: 'Rows of the file' });
    await rows.getByText('Name: Name is required').waitFor();
    await dialog.getByText('1 row has errors and is left out.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Import the 1 good row' }).waitFor();
    expect(await dialog.getByRole('button', { name: /^Import \d+ rows$/ }).count()).toBe(0);

    await input.setInputFiles(
      file('members.csv', [
        'Name,Mobile,District,Pincode',
        'ഗീത വർമ്മ,9847055501,Thrissur,680001',
        'Ravi Varma,9847055502,Kollam,691001',
      ]),
    );
    await dialog.getByText('2 new, 0 to update, 0 unchanged, 0 with errors').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await dialog.getByText('Imported: 2 new, 0 updated, 0 unchanged.').waitFor();

    const invitations = dialog.getByRole('region', { name: 'Invitations' });
    const send = invitations.getByRole('link', { name: 'Send Ravi Varma their code on WhatsApp' });
    const href = new URL((await send.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919847055502');
    const code = /\d{4} \d{4}/.exec(href.searchParams.get('text')!)![0];
    await invitations.getByText(code).waitFor();
    expect(await invitations.getByRole('link', { name: /Send .* on WhatsApp/ }).count()).toBe(2);

    await invitations.getByRole('button', { name: 'Copy all' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 15_000 })
      .toContain(`Ravi Varma\t9847055502\t${code}\t`);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('list', { name: 'Manage Healers' }).getByText('ഗീത വർമ്മ').waitFor();
  });
});
