import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdminUi, toastWith } from './helpers/account-api.js';
import { launchBrowser, type OpenedPage, openPage } from './helpers/browser.js';
import { type RunningServer, startServer } from './helpers/server.js';

// The demo directory a first start loads, and the one admin action that removes it (§9.4).
let server: RunningServer;
let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
  await server?.stop();
});

describe('demo data banner', () => {
  it('shows while demo records remain and removes them all once confirmed', async () => {
    opened = await openPage(browser, { viewport: 'desktop' });
    const { page } = opened;
    await signInAdminUi(page, server.url);
    const banner = page.getByRole('note').filter({ hasText: 'Demo data' });
    await banner
      .getByText(/still holds demo records: 64 healers, 13 team members and the contact details/)
      .waitFor();
    await banner.getByRole('button', { name: 'Remove demo data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove all demo data' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toastWith(page, 'Demo data removed (78 records)').waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.getByText('No healers yet', { exact: false }).first().waitFor();
    expect(opened.errors).toEqual([]);
  });
});
