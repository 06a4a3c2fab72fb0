import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Healer, HealerInput } from '../../../src/shared/schemas/healer.js';

import { cookieHeaderOf, TEST_ADMIN_PASSWORD } from '../../helpers/admin-sign-in.js';

export { signInAdmin, TEST_ADMIN_PASSWORD } from '../../helpers/admin-sign-in.js';

/** One admin API call with the session cookie; throws on a non-OK reply. */
export async function adminCall<T>(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Adds a healer through the admin API (set-up for tests that are not about the dialog). */
export function createHealer(
  base: string,
  cookie: string,
  input: Partial<HealerInput> & { name: string; phone: string },
): Promise<Healer & { signInCode?: { code: string; expiresAt: string } }> {
  return adminCall(base, cookie, 'POST', '/api/admin/healers', {
    district: 'Ernakulam',
    pincode: '682001',
    titles: ['Acu Hr.'],
    ...input,
  });
}

/** A small real PNG to upload. */
export function pngBytes(color = '#4f46e5', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Signs the admin in on /admin through the form. */
export async function signInAdminUi(
  page: Page,
  base: string,
  password: string = TEST_ADMIN_PASSWORD,
  identifier = 'admin',
) {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email or Phone').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** Signs a healer in on /healer-login through the form and waits for the profile page. */
export async function signInHealerUi(page: Page, base: string, phone: string, password: string) {
  await page.goto(`${base}/healer-login`);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/healer-profile');
  await page.getByRole('heading', { name: 'My Profile' }).waitFor();
}

/**
 * The toast on screen holding `text` (the app shows at most one at a time). A modal dialog hides
 * the rest of the page from the accessibility tree, toasts included, hence includeHidden.
 */
export function toastWith(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });
}

/** axe's serious and critical violations on the page as it is now, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Contrast is measured on what is painted, so fades (toasts, dialogs) must have ended first.
  // A toast fades in and, after 5 s, out, and either fade can overlap axe's measurement; its
  // renderer is also loaded lazily, so a toast raised by the previous step can reach the page a
  // moment after that step ends. The page is therefore checked once no toast has been on it for
  // a quiet second (the toasts' colours are fixed pairs: emerald-900 on emerald-50, white on
  // red-700, slate-900 on white).
  await page.evaluate(() => {
    (window as unknown as { __toastFreeSince?: number }).__toastFreeSince = undefined;
  });
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __toastFreeSince?: number };
      if (document.querySelector('li[data-state]')) {
        state.__toastFreeSince = undefined;
        return false;
      }
      state.__toastFreeSince ??= performance.now();
      return performance.now() - state.__toastFreeSince >= 1_000;
    },
    null,
    { timeout: 20_000, polling: 100 },
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * A healer signed in over the API with their first password (their phone number), which is then
 * changed to `newPassword` as the first sign-in requires: their session as a Cookie header.
 */
export async function signInHealerApi(
  base: string,
  phone: string,
  newPassword: string,
): Promise<string> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const login = await post('/api/healer/login', { phone, password: phone });
  if (login.status !== 200) throw new Error(`healer login: ${login.status} ${await login.text()}`);
  const cookie = cookieHeaderOf(login.headers.getSetCookie());
  const changed = await post(
    '/api/healer/change-password',
    { currentPassword: phone, newPassword, confirmPassword: newPassword },
    cookie,
  );
  if (changed.status !== 200) {
    throw new Error(`password change: ${changed.status} ${await changed.text()}`);
  }
  return cookieHeaderOf(changed.headers.getSetCookie()) || cookie;
}

/** Puts the session of a Cookie header ('a=1; b=2') in a browser context; '' adds none. */
export async function addCookieHeader(context: BrowserContext, cookie: string): Promise<void> {
  if (!cookie) return;
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), domain: '127.0.0.1', path: '/' };
    }),
  );
}
