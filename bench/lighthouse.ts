import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { median } from './stats.js';

/** The session cookie saying the splash was seen (src/server/pages/page-sender.ts). */
const SPLASH_SEEN_COOKIE = 'fcah_splash_seen';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this host's speed (a loop it times before the run): the simulated
   * phone's figures scale with it, so they are read beside it.
   */
  benchmarkIndex: number;
  /** Scored audits below 1, by audit id. */
  misses: Map<string, number>;
  lcpElement: string;
}

export interface LighthouseSummary extends Omit<LighthouseRun, 'misses'> {
  path: string;
  visit: Visit;
  runs: number;
  /** Audits that cost points in any run, as "audit id (lowest–highest score)". */
  misses: string[];
}

function missRanges(runs: LighthouseRun[]): string[] {
  const scores = new Map<string, number[]>();
  for (const run of runs) {
    for (const [id, score] of run.misses) scores.set(id, [...(scores.get(id) ?? []), score]);
  }
  return [...scores].map(([id, all]) => {
    const low = Math.min(...all);
    const high = Math.max(...all);
    const range = low === high ? `${low}` : `${low}–${high}`;
    return `${id} (${range}${all.length < runs.length ? `, in ${all.length} of ${runs.length} runs` : ''})`;
  });
}

function summarise(lhr: Result): LighthouseRun {
  const scores = {} as Record<Category, number>;
  const misses = new Map<string, number>();
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        misses.set(ref.id, audit.score);
      }
    }
  }
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const snippet = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    misses,
    lcpElement: snippet.slice(0, 120),
  };
}

/** A first visit (nothing cached, no service worker) or a returning one (the worker in control). */
export type Visit = 'first' | 'returning';
export const VISITS: readonly Visit[] = ['first', 'returning'];

/**
 * Makes `url` a returning visit of `page`'s browser: loaded once, the service worker installed,
 * and loaded again under its control, its caches and the HTTP cache kept (decision 064).
 */
export async function becomeReturning(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error(`The service worker did not take ${url} over`);
}

/**
 * One mobile Lighthouse run of `url`, the splash seen this session: a fresh tab on the site has
 * the splash's session cookie, and Lighthouse runs in that tab without resetting storage (which
 * would clear the cookie). A first visit empties the HTTP cache and removes the service worker
 * and its caches (an earlier run's would otherwise serve it); a returning one keeps them, with
 * the worker in control.
 */
async function auditOnce(
  browser: Browser,
  origin: string,
  url: string,
  visit: Visit,
): Promise<LighthouseRun> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/favicon.svg`);
    await page.setCookie({ name: SPLASH_SEEN_COOKIE, value: '1', url: origin });
    // Each address chooses its own language: an earlier `?lang=ml` audit's cookie would
    // otherwise draw the next English address in Malayalam (decision 024).
    await page.deleteCookie({ name: 'lang', url: origin });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.detach();
    if (visit === 'returning') {
      await becomeReturning(page, url);
      await page.deleteCookie({ name: 'lang', url: origin });
    }
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      disableStorageReset: true,
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return summarise(result.lhr);
  } finally {
    await page.close().catch(() => {});
  }
}

/** Attempts per audit: on a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART). */
const ATTEMPTS = 3;

async function auditWithRetry(browser: Browser, origin: string, url: string, visit: Visit) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(browser, origin, url, visit);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      process.stderr.write(
        `[bench] Lighthouse ${url} (${visit} visit): ${(error as Error).message}; retrying\n`,
      );
    }
  }
}

/**
 * Median scores and metrics of `runs` Lighthouse runs of each path, first and returning visit, in
 * rotation (so that neither always meets the quieter machine).
 */
export async function runLighthouse(
  origin: string,
  paths: string[],
  runs: number,
  visits: readonly Visit[] = VISITS,
): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const key = (path: string, visit: Visit) => `${visit} ${path}`;
    const results = new Map<string, LighthouseRun[]>();
    try {
      for (let run = 0; run < runs; run++) {
        for (const path of paths) {
          const order = run % 2 === 0 ? visits : [...visits].reverse();
          for (const visit of order) {
            const all = results.get(key(path, visit)) ?? [];
            all.push(await auditWithRetry(browser, origin, `${origin}${path}`, visit));
            results.set(key(path, visit), all);
          }
        }
      }
    } finally {
      await browser.disconnect();
    }
    return paths
      .flatMap((path) => visits.map((visit) => ({ path, visit })))
      .map(({ path, visit }) => {
        const all = results.get(key(path, visit))!;
        const scores = {} as Record<Category, number>;
        for (const id of CATEGORIES) scores[id] = median(all.map((r) => r.scores[id]));
        return {
          path,
          visit,
          runs: all.length,
          scores,
          lcpMs: median(all.map((r) => r.lcpMs)),
          tbtMs: median(all.map((r) => r.tbtMs)),
          cls: median(all.map((r) => r.cls)),
          benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
          misses: missRanges(all),
          lcpElement: all[0]?.lcpElement ?? '',
        };
      });
  } finally {
    chrome.kill();
  }
}
