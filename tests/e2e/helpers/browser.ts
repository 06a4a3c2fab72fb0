import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { addCookieHeader } from './account-api.js';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The session cookie that says the splash was seen (src/server/pages/page-sender.ts). */
export const SPLASH_SEEN_COOKIE = 'fcah_splash_seen';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type PageOptions = {
  viewport: ViewportName;
  /** Start as if the splash was already seen this session (default true). */
  skipSplash?: boolean;
  /** Replace window.open so the links the page opens are recorded, not followed (default true). */
  recordOpens?: boolean;
  /** 'block' keeps the service worker out, so page.route() sees every request (default allow). */
  serviceWorkers?: 'allow' | 'block';
  /** The browser's User-Agent; headless Chromium's own names it a bot, whose events are dropped. */
  userAgent?: string;
  /** A Cookie header (a signed-in session) the browser holds before the first request. */
  cookie?: string;
};

export type OpenedPage = { page: Page; context: BrowserContext; errors: string[] };

/**
 * A page in a fresh context. Uncaught errors and console errors are collected in `errors` so a
 * test can require none; external links opened with window.open land in window.__opened.
 */
export async function openPage(browser: Browser, options: PageOptions): Promise<OpenedPage> {
  const viewport = VIEWPORTS[options.viewport];
  const context = await browser.newContext({
    viewport,
    isMobile: options.viewport === 'phone',
    hasTouch: options.viewport === 'phone',
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.cookie) await addCookieHeader(context, options.cookie);
  if (options.skipSplash ?? true) {
    // Every test server listens on 127.0.0.1; a cookie without expiry lasts the browser session.
    await context.addCookies([
      { name: SPLASH_SEEN_COOKIE, value: '1', domain: '127.0.0.1', path: '/' },
    ]);
  }
  if (options.recordOpens ?? true) {
    await context.addInitScript(() => {
      const opened: string[] = [];
      Object.defineProperty(window, '__opened', { value: opened });
      window.open = ((url?: string | URL) => {
        opened.push(String(url));
        return { opener: null, closed: false, close() {} } as unknown as Window;
      }) as typeof window.open;
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A missing photo is the server's answer, not a client error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { page, context, errors };
}

/** The URLs the page passed to window.open so far. */
export async function openedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __opened?: string[] }).__opened ?? [])]);
}

/** Waits until window.open has been called `count` times and returns the URLs. */
export async function waitForOpened(page: Page, count = 1): Promise<string[]> {
  await page.waitForFunction(
    (expected) =>
      ((window as unknown as { __opened?: string[] }).__opened ?? []).length >= expected,
    count,
  );
  return openedUrls(page);
}
