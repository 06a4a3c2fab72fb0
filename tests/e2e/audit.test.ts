import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/schemas/audit.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import {
  addCookieHeader,
  adminCall,
  createHealer,
  seriousA11yViolations,
  signInAdmin,
  signInAdminUi,
  toastWith,
} from './helpers/account-api.js';
import type { ViewportName } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startServer } from './helpers/server.js';

// The admin's Activity view, a healer's History tab and "Restore this value" (decision 050).
const e2e = setUpBrowserTest(() => startServer());
let cookie: string;
let healer: Healer;
/** Where a screenshot goes when SHOTS_DIR is set (the author looks at them; CI does not). */
const shotsDir = process.env.SHOTS_DIR;

beforeAll(async () => {
  cookie = await signInAdmin(e2e.server.url);
  const phone = `98470${String(Date.now()).slice(-5)}`;
  healer = await createHealer(e2e.server.url, cookie, {
    name: 'Lakshmi Audit',
    phone,
    specialty: 'Neck pain',
  });
  await adminCall(e2e.server.url, cookie, 'PATCH', `/api/admin/healers/${healer.id}`, {
    specialty: 'Back pain',
  });
});

async function open(viewport: ViewportName): Promise<Page> {
  return (await e2e.open({ viewport })).page;
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: false });
}

describe('Activity view', () => {
  it('filters by who and what, and by a healer picked from an entry', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    const activity = page.getByRole('heading', { name: 'Activity' });
    await activity.scrollIntoViewIfNeeded();
    await page.getByLabel('Who', { exact: true }).selectOption('admin');
    await page.getByLabel('What', { exact: true }).selectOption('healer.update');
    const entry = page.getByRole('listitem').filter({ hasText: 'changed a healer' }).first();
    await entry.getByText('Specialty: Neck pain → Back pain').waitFor();
    await page.getByRole('status').filter({ hasText: 'Changes: 1' }).waitFor();
    await page.getByLabel('What', { exact: true }).selectOption('');
    await entry.getByRole('button', { name: 'Lakshmi Audit' }).click();
    await page.getByText('Only Lakshmi Audit').waitFor();
    // The healer's creation and the edit, nothing of the demo's.
    await page.getByRole('status').filter({ hasText: 'Changes: 2' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'added a healer' }).waitFor();
    const csv = page.getByRole('link', { name: 'Download CSV' });
    const href = new URL((await csv.getAttribute('href'))!, e2e.server.url);
    expect(href.pathname).toBe('/api/admin/audit.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      targetId: healer.id,
      actorKind: 'admin',
    });
    await activity.scrollIntoViewIfNeeded();
    await shot(page, 'activity-1366-en');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('reads in Malayalam on a phone', async () => {
    const page = await open('phone');
    await addCookieHeader(page.context(), cookie);
    await page.goto(`${e2e.server.url}/admin?lang=ml`);
    const activity = page.getByRole('heading', { name: 'പ്രവർത്തനങ്ങൾ' });
    await activity.scrollIntoViewIfNeeded();
    await page.getByLabel('ആര്', { exact: true }).selectOption('admin');
    const entry = page.getByRole('listitem').filter({ hasText: 'ഒരു ഹീലറുടെ വിവരങ്ങൾ മാറ്റി' });
    await entry.getByText('ചികിത്സാ മേഖല: Neck pain → Back pain').first().waitFor();
    await entry.first().scrollIntoViewIfNeeded();
    await shot(page, 'activity-390-ml');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('a healer’s History', () => {
  it('lists the healer’s changes and restores a value as a new entry', async () => {
    const page = await open('desktop');
    await signInAdminUi(page, e2e.server.url);
    await page.getByRole('listitem').filter({ hasText: 'Lakshmi Audit' }).first().waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Acu Hr. Lakshmi Audit' })
      .getByRole('button', { name: 'Edit' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Healer' });
    await dialog.getByRole('tab', { name: 'History' }).click();
    const restore = dialog.getByRole('button', { name: 'Restore Specialty to Neck pain' });
    await restore.waitFor();
    await dialog.getByText('added a healer').waitFor();
    // Never a secret, and nothing to go back to before a healer was added.
    expect(await dialog.getByRole('button', { name: /^Restore Password/ }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Restore/ }).count()).toBe(1);
    await shot(page, 'history-1366-en');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await restore.click();
    await toastWith(page, 'Restored: Specialty is Neck pain again').waitFor();
    const stored = await adminCall<Healer>(
      e2e.server.url,
      cookie,
      'GET',
      `/api/admin/healers/${healer.id}`,
    );
    expect(stored.specialty).toBe('Neck pain');
    const history = await adminCall<AuditEntry[]>(
      e2e.server.url,
      cookie,
      'GET',
      `/api/admin/audit?targetId=${healer.id}`,
    );
    expect(history[0]).toMatchObject({
      action: 'healer.update',
      changes: [{ field: 'specialty', from: 'Back pain', to: 'Neck pain' }],
    });
    // The restore is itself in the History, with its own way back.
    await dialog.getByRole('button', { name: 'Restore Specialty to Back pain' }).waitFor();
  });
});
