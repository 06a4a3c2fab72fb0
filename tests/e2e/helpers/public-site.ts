import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Healer } from '../../../src/shared/schemas/healer.js';
import { api } from './api.js';
import {
  launchBrowser,
  type OpenedPage,
  openPage,
  type PageOptions,
  type ViewportName,
} from './browser.js';
import { type RunningServer, startServer } from './server.js';

export interface PublicSite {
  /** The demo directory's server (built app, fresh embedded database), e.g. http://127.0.0.1:PORT. */
  readonly url: string;
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The public healer list as the file's tests began. */
  readonly healers: Healer[];
  /**
   * A page in a fresh browser context. After the test the context closes, and the test fails if
   * the page logged an uncaught or console error.
   */
  newPage(options: PageOptions): Promise<OpenedPage>;
  /** A new page (see newPage) at `path`. */
  open(
    viewport: ViewportName,
    path?: string,
    options?: Omit<PageOptions, 'viewport'>,
  ): Promise<Page>;
}

/**
 * The set-up every browser test file of the public site shares: one server on the demo data
 * and one Chromium for the file, a fresh context per page, no page error left unnoticed.
 * Call it once at the top of a test file.
 */
export function publicSiteFixture(): PublicSite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let healers: Healer[] = [];
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    healers = await api.healers(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    const pages = opened.splice(0);
    const errors = pages.flatMap((page) => page.errors);
    for (const page of pages) await page.context.close();
    expect(errors).toEqual([]);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet (use it inside a test)`);
    return value;
  };

  const site: PublicSite = {
    get url() {
      return started(server, 'The server').url;
    },
    get server() {
      return started(server, 'The server');
    },
    get browser() {
      return started(browser, 'The browser');
    },
    get healers() {
      return healers;
    },
    async newPage(options) {
      const page = await openPage(site.browser, options);
      opened.push(page);
      return page;
    },
    async open(viewport, path = '/', options = {}) {
      const { page } = await site.newPage({ ...options, viewport });
      await page.goto(`${site.url}${path}`);
      return page;
    },
  };
  return site;
}
