// What a phone shows first (decision 064): the splash in the page's language, painted by the
// server's HTML and counted from that paint, and a tapped profile's skeleton or content in the
// frame after the tap, never a blank page; at 390 px, in English and in Malayalam.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/en/site.js';
import { mlSite } from '../../src/client/i18n/ml/site.js';
import { LIMITS } from '../../src/shared/constants/limits.js';
import { LANGUAGE_COOKIE } from '../../src/shared/constants/ui-languages.js';
import { takenOver } from './helpers/assert.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

const TEXTS = { en, ml: mlSite } as const;
/**
 * A very slow connection (4 KB/s), so that the page's 60 KB stylesheet (about 10 KB brotli) takes
 * seconds to come: the splash is painted from the HTML's first kilobytes, not after it.
 */
const SLOW = { latency: 100, bytesPerSecond: 4_000 };
/** From the HTML's first byte to the splash's first frame, at most (the stylesheet takes 2 s). */
const SPLASH_PAINT_MS = 1_200;
/** How late the splash may leave beyond its 3.5 s + 0.5 s on a loaded machine. */
const SLACK_MS = 1_500;

/** Holds back every response whose path matches `pattern` by `delayMs`. */
async function delay(page: Page, pattern: RegExp, delayMs: number) {
  await page.route(pattern, async (route) => {
    await new Promise((done) => setTimeout(done, delayMs));
    await route.continue();
  });
}

interface SplashTimes {
  /** performance.now() of the first frame that had the splash visible. */
  shown?: number;
  /** ...and of the first frame after that without it. */
  gone?: number;
}

describe.each(['en', 'ml'] as const)('the first frames in %s at 390 px', (language) => {
  const texts = TEXTS[language];
  const home = language === 'ml' ? '/?lang=ml' : '/';

  it('paints the splash in the page language from the HTML, and it leaves 4 s after that paint, with no script', async () => {
    const { page } = await site.newPage({
      viewport: 'phone',
      skipSplash: false,
      serviceWorkers: 'block',
    });
    // The splash needs no script: without any, it still shows and leaves on time.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW.latency,
      downloadThroughput: SLOW.bytesPerSecond,
      uploadThroughput: SLOW.bytesPerSecond,
    });
    await page.addInitScript(() => {
      const times: SplashTimes = {};
      Object.defineProperty(window, '__splash', { value: times });
      const look = () => {
        const splash = document.getElementById('splash');
        const visible = splash !== null && getComputedStyle(splash).visibility === 'visible';
        if (visible && times.shown === undefined) times.shown = performance.now();
        if (!visible && times.shown !== undefined) times.gone = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${site.url}${home}`, { waitUntil: 'commit' });
    const splash = page.getByTestId('splash-screen');
    // At 4 KB/s the HTML comes in pieces: the splash may be parsed before its words have come.
    await expect
      .poll(() => splash.textContent(), { timeout: 10_000 })
      .toContain(texts.splash.subtitle);
    const words = await splash.textContent();
    expect(words).toContain(texts.org.name);
    expect(words).toContain(texts.splash.subtitle);
    if (language === 'ml') expect(words).not.toContain(en.splash.subtitle);

    const times = await page
      .waitForFunction(
        () => {
          const times = (window as unknown as { __splash: SplashTimes }).__splash;
          return times.gone === undefined ? undefined : times;
        },
        undefined,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<Required<SplashTimes>>);
    // Painted from the HTML's first kilobytes, then 3.5 s and its 0.5 s fade from that paint.
    const firstByte = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]!.toJSON().responseStart as number,
    );
    expect(times.shown - firstByte).toBeLessThan(SPLASH_PAINT_MS);
    const stayed = times.gone - times.shown;
    expect(stayed).toBeGreaterThanOrEqual(LIMITS.splashMs);
    expect(stayed).toBeLessThan(LIMITS.splashMs + LIMITS.splashFadeMs + SLACK_MS);
    // Beneath it, the page was drawn from the HTML with its stylesheet.
    await page.locator('main article').first().waitFor();
  });

  if (language === 'ml') {
    it('draws the splash in Malayalam for a visitor whose setting is Malayalam', async () => {
      const { page, context } = await site.newPage({ viewport: 'phone', skipSplash: false });
      await context.addCookies([
        { name: LANGUAGE_COOKIE, value: 'ml', domain: '127.0.0.1', path: '/' },
      ]);
      const response = await page.goto(site.url);
      const html = await response!.text();
      expect(html).toContain(mlSite.splash.subtitle);
      expect(html).not.toContain(en.splash.subtitle);
    });
  }

  it("shows the profile's skeleton or its content in the first frame after a card's Profile tap", async () => {
    // No worker: its cache would hand over the profile's code before the route could slow it.
    const { page } = await site.newPage({ viewport: 'phone', serviceWorkers: 'block' });
    await delay(page, /\/assets\/healer-page-[^/]+\.js$/, 1_500);
    await delay(page, /\/api\/healers\/[^/?]+$/, 1_500);
    await page.goto(`${site.url}${home}`);
    const card = page.locator('main article').first();
    const link = card.locator('a[href^="/healer/"]').first();
    await takenOver(link);
    const name = (await card.locator('h3').first().textContent())!.trim();
    await page.evaluate(
      ({ name, loading }) => {
        const frames: string[] = [];
        Object.defineProperty(window, '__frames', { value: frames });
        const look = () => {
          const main = document.querySelector('main');
          const heading = main?.querySelector('h1')?.textContent ?? '';
          const status = [...(main?.querySelectorAll('[role="status"]') ?? [])].some((element) =>
            element.textContent?.includes(loading),
          );
          frames.push(heading.includes(name) ? 'content' : status ? 'skeleton' : 'blank');
          if (frames.at(-1) !== 'content' && frames.length < 600) requestAnimationFrame(look);
        };
        document.addEventListener('click', () => requestAnimationFrame(look), {
          capture: true,
          once: true,
        });
      },
      { name, loading: texts.profile.loading },
    );
    await link.tap();
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: string[] }).__frames,
    );
    expect(frames[0]).not.toBe('blank');
    expect(frames).not.toContain('blank');
    expect(new URL(page.url()).pathname).toMatch(/^\/healer\//);
  });
});
