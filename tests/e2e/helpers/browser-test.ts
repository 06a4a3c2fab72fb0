import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, type OpenedPage, openPage, type PageOptions } from './browser.js';
import type { RunningServer } from './server.js';

export interface BrowserTest {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new page in its own context, closed after the test; a page error fails the test. */
  open(options: PageOptions): Promise<OpenedPage>;
}

/**
 * The set-up of a browser test file: the server `start` gives and a browser before its tests,
 * both closed after them; after each test its pages are closed and none may have logged an error.
 * Read the fields inside tests and hooks, not at load time.
 */
export function setUpBrowserTest(
  start: () => Promise<RunningServer>,
  /** How long the start may take (the e2e hook timeout when not given). */
  startTimeoutMs?: number,
): BrowserTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const pages: OpenedPage[] = [];
  beforeAll(async () => {
    server = await start();
    browser = await launchBrowser();
  }, startTimeoutMs);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    const errors = pages.flatMap((opened) => opened.errors);
    await Promise.all(pages.splice(0).map((opened) => opened.context.close()));
    expect(errors).toEqual([]);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setUpBrowserTest: not started yet');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    open: async (options) => {
      const opened = await openPage(started(browser), options);
      pages.push(opened);
      return opened;
    },
  };
}
