// DESIGN §8 (decision 064): `/` as a phone on a slow connection sees it, and the taps after it.
// Slow connection: 400 kbps both ways, 400 ms round trip (CDP Network.emulateNetworkConditions),
// 390 px, a visitor new to the session (the splash shows): when the splash is gone, when the first
// card is readable, when a tap on Book first opens the booking dialog. Taps, unthrottled, on a
// hydrated page: the booking dialog's first frame after the tap, read from a trace, and what a
// profile shows in the first frame after its card's Profile tap.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { en } from '../src/client/i18n/en/site.js';
import { mlSite } from '../src/client/i18n/ml/site.js';
import { median } from './stats.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The session cookie saying the splash was seen (src/server/pages/page-sender.ts). */
const SPLASH_SEEN_COOKIE = 'fcah_splash_seen';
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const SLOW_NETWORK = { kbps: 400, rttMs: 400 };
/** DESIGN §8's budgets for the slow connection and the taps. */
export const PHONE_BUDGETS = {
  splashGoneMs: 4_500,
  cardsReadableMs: 4_500,
  tapWorksMs: 6_000,
  dialogMs: 200,
};

/** A slow load's moments, in ms after navigation start. */
export interface SlowLoad {
  splashShownMs: number;
  splashGoneMs: number;
  cardsReadableMs: number;
  /** When a tap on Book first opened the booking dialog. */
  bookWorksMs: number;
}

export interface SlowNetworkResult extends SlowLoad {
  path: string;
  runs: number;
}

export interface TapResult {
  path: string;
  runs: number;
  /** Median ms from the tap's first input event to the first frame drawn with the dialog. */
  dialogMs: number;
  /** What the first frame after a Profile tap showed, per run: content, skeleton or blank. */
  profileFirstFrames: string[];
}

const languageOf = (path: string) => (path.includes('lang=ml') ? mlSite : en);

/**
 * Runs in the page from its start (as text: the bench's TypeScript loader would add helpers the
 * page lacks): each frame, whether the splash shows and whether the first card is readable (its
 * name laid out and the page's stylesheet applied), in ms after navigation start.
 */
const FRAME_RECORDER = `(() => {
  const times = {};
  Object.defineProperty(window, '__phone', { value: times });
  const look = () => {
    const now = performance.now();
    const splash = document.getElementById('splash');
    const showing = splash !== null && getComputedStyle(splash).visibility === 'visible'
      && getComputedStyle(splash).opacity !== '0';
    if (showing && times.splashShownMs === undefined) times.splashShownMs = now;
    if (!showing && times.splashShownMs !== undefined && times.splashGoneMs === undefined)
      times.splashGoneMs = now;
    const styled = [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet);
    const name = document.querySelector('main article h3');
    const box = name?.getBoundingClientRect();
    if (times.cardsReadableMs === undefined && !showing && styled && box && box.height > 0
      && (name.textContent ?? '').trim() !== '')
      times.cardsReadableMs = now;
    if (times.cardsReadableMs === undefined || times.splashGoneMs === undefined)
      requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

/** The selector of the first card's Book button on screen, marked by the page itself. */
async function markBookButton(page: Page, book: string): Promise<boolean> {
  return page.evaluate((word) => {
    for (const button of document.querySelectorAll('main article button')) {
      const box = button.getBoundingClientRect();
      if (button.textContent?.trim() === word && box.width > 0 && box.left >= 0) {
        button.setAttribute('data-bench-book', '');
        return true;
      }
    }
    return false;
  }, book);
}

const dialogShown = (page: Page, timeout: number) =>
  page.waitForSelector('[role="dialog"]', { visible: true, timeout }).then(
    () => true,
    () => false,
  );

async function slowLoad(browser: Browser, url: string): Promise<SlowLoad> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const bytesPerSecond = (SLOW_NETWORK.kbps * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_NETWORK.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await page.evaluateOnNewDocument(FRAME_RECORDER);
    // Not awaited: the measurement runs while the page still loads.
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    loaded.catch(() => {});
    const book = languageOf(url).card.book;
    await page.waitForFunction(
      () => (window as unknown as { __phone?: { splashGoneMs?: number } }).__phone?.splashGoneMs,
      { timeout: 120_000, polling: 100 },
    );
    // Book, tapped every quarter second from when the splash has gone until the dialog opens.
    let bookWorksMs = Number.NaN;
    for (let attempt = 0; attempt < 240 && Number.isNaN(bookWorksMs); attempt++) {
      if (await markBookButton(page, book)) {
        const tappedAt = await page.evaluate(() => performance.now());
        await page.tap('[data-bench-book]').catch(() => {});
        if (await dialogShown(page, 250)) bookWorksMs = tappedAt;
      } else {
        await new Promise((done) => setTimeout(done, 250));
      }
    }
    await page.waitForFunction(
      () =>
        (window as unknown as { __phone?: { cardsReadableMs?: number } }).__phone?.cardsReadableMs,
      { timeout: 120_000, polling: 100 },
    );
    const times = (await page.evaluate(
      () => (window as unknown as { __phone: Omit<SlowLoad, 'bookWorksMs'> }).__phone,
    )) as Omit<SlowLoad, 'bookWorksMs'>;
    await loaded;
    return { ...times, bookWorksMs };
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string } };
}

/**
 * The booking dialog's time to its first frame, from a trace: from the tap's first input event
 * (touchstart, pointerdown or click) to the end of the first frame commit after the page marked,
 * in the frame's animation callback, that the dialog is in the document.
 */
export function dialogFrameMs(events: TraceEvent[]): number {
  const input = events
    .filter(
      (e) =>
        e.name === 'EventDispatch' &&
        ['touchstart', 'pointerdown', 'mousedown', 'click'].includes(e.args?.data?.type ?? ''),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  const mark = events.find((e) => e.name === 'bench-dialog');
  if (!input || !mark) return Number.NaN;
  const commit = events
    .filter(
      (e) => e.name === 'Commit' && e.pid === mark.pid && e.tid === mark.tid && e.ts >= mark.ts,
    )
    .sort((a, b) => a.ts - b.ts)[0];
  const end = commit ? commit.ts + (commit.dur ?? 0) : mark.ts;
  return (end - input.ts) / 1000;
}

async function hydratedHome(browser: Browser, url: string) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE);
  await page.setCookie({ name: SPLASH_SEEN_COOKIE, value: '1', url: new URL(url).origin });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.waitForFunction(
    () => {
      const link = document.querySelector('main article a[href^="/healer/"]');
      return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps$'));
    },
    { timeout: 120_000 },
  );
  return { context, page };
}

async function dialogTap(browser: Browser, url: string): Promise<number> {
  const { context, page } = await hydratedHome(browser, url);
  try {
    if (!(await markBookButton(page, languageOf(url).card.book))) return Number.NaN;
    await page.evaluate(`(() => {
      const look = () => {
        if (document.querySelector('[role="dialog"]')) performance.mark('bench-dialog');
        else requestAnimationFrame(look);
      };
      document.addEventListener('pointerdown', () => requestAnimationFrame(look), {
        capture: true,
        once: true,
      });
    })()`);
    await page.tracing.start({
      categories: [
        '-*',
        'devtools.timeline',
        'blink.user_timing',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.tap('[data-bench-book]');
    await dialogShown(page, 30_000);
    await page.waitForFunction(() => performance.getEntriesByName('bench-dialog').length > 0);
    // A frame or two more, so that the commit after the mark is in the trace.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const trace = await page.tracing.stop();
    const { traceEvents } = JSON.parse(Buffer.from(trace!).toString()) as {
      traceEvents: TraceEvent[];
    };
    return dialogFrameMs(traceEvents);
  } finally {
    await context.close();
  }
}

/** What the first frame after a card's Profile tap shows: the profile, its skeleton or blank. */
async function profileTap(browser: Browser, url: string): Promise<string> {
  const { context, page } = await hydratedHome(browser, url);
  try {
    const texts = languageOf(url);
    // The first card on screen (the phone's stack keeps the others beside it, off screen).
    const name = (await page.evaluate(`(() => {
      for (const link of document.querySelectorAll('main article a[href^="/healer/"]')) {
        const box = link.getBoundingClientRect();
        if (box.width > 0 && box.left >= 0 && box.right <= innerWidth) {
          link.setAttribute('data-bench-profile', '');
          return link.closest('article').querySelector('h3')?.textContent?.trim() ?? '';
        }
      }
      return '';
    })()`)) as string;
    // As text: the bench's TypeScript loader would add helpers the page lacks.
    await page.evaluate(`((name, loading) => {
      const frames = [];
      Object.defineProperty(window, '__frames', { value: frames });
      const look = () => {
        const main = document.querySelector('main');
        const heading = main?.querySelector('h1')?.textContent ?? '';
        const status = [...(main?.querySelectorAll('[role="status"]') ?? [])].some((element) =>
          element.textContent?.includes(loading),
        );
        frames.push(heading.includes(name) ? 'content' : status ? 'skeleton' : 'blank');
      };
      document.addEventListener('click', () => requestAnimationFrame(look), {
        capture: true,
        once: true,
      });
    })(${JSON.stringify(name)}, ${JSON.stringify(texts.profile.loading)})`);
    await page.tap('[data-bench-profile]');
    await page.waitForFunction(
      () => (window as unknown as { __frames: string[] }).__frames.length > 0,
      { timeout: 30_000 },
    );
    return page.evaluate(() => (window as unknown as { __frames: string[] }).__frames[0]!);
  } finally {
    await context.close();
  }
}

/** The slow-connection loads and the taps of each path, `runs` of each, in rotation. */
export async function measurePhone(
  origin: string,
  paths: string[],
  runs: number,
): Promise<{ slow: SlowNetworkResult[]; taps: TapResult[] }> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const slow = new Map<string, SlowLoad[]>(paths.map((path) => [path, []]));
    const dialogs = new Map<string, number[]>(paths.map((path) => [path, []]));
    const profiles = new Map<string, string[]>(paths.map((path) => [path, []]));
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        const url = `${origin}${path}`;
        slow.get(path)!.push(await slowLoad(browser, url));
        dialogs.get(path)!.push(await dialogTap(browser, url));
        profiles.get(path)!.push(await profileTap(browser, url));
      }
    }
    return {
      slow: paths.map((path) => {
        const loads = slow.get(path)!;
        const of = (key: keyof SlowLoad) => median(loads.map((load) => load[key]));
        return {
          path,
          runs,
          splashShownMs: of('splashShownMs'),
          splashGoneMs: of('splashGoneMs'),
          cardsReadableMs: of('cardsReadableMs'),
          bookWorksMs: of('bookWorksMs'),
        };
      }),
      taps: paths.map((path) => ({
        path,
        runs,
        dialogMs: median(dialogs.get(path)!),
        profileFirstFrames: profiles.get(path)!,
      })),
    };
  } finally {
    await browser.close();
  }
}
