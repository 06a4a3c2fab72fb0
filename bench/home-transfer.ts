// DESIGN §8: everything `/` transfers before the visitor scrolls (HTML, data, JS, CSS, fonts),
// in bytes on the wire, at each directory size. A phone-sized Chromium opens the page as a first
// visitor would (no cache), waits until the list has drawn and the network is quiet, and adds
// up the transfer sizes of the navigation and of every resource the page loaded.
import puppeteer from 'puppeteer-core';

export interface HomeTransfer {
  healers: number;
  /** `/`, or `/?lang=ml` for the page in Malayalam. */
  path: string;
  /** Bytes on the wire, all of them and per kind. */
  totalBytes: number;
  byKind: Record<string, number>;
  requests: number;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function kindOf(name: string, initiator: string): string {
  const path = new URL(name).pathname;
  if (path.startsWith('/api/')) return 'data';
  if (path.endsWith('.js')) return 'JavaScript';
  if (path.endsWith('.css')) return 'CSS';
  if (/\.(woff2?|ttf)$/.test(path)) return 'fonts';
  if (/\.(webp|jpe?g|png|svg|ico)$/.test(path) || initiator === 'img') return 'images';
  return 'other';
}

export async function measureHomeTransfer(
  origin: string,
  healers: number,
  path = '/',
): Promise<HomeTransfer> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    // The first card has drawn (under or after the splash); then the network is quiet again.
    await page.waitForSelector('main article', { timeout: 120_000 });
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 120_000 });
    const entries = await page.evaluate(() =>
      [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name,
          bytes: timing.transferSize,
          initiator: timing.initiatorType,
        };
      }),
    );
    const byKind: Record<string, number> = {};
    let totalBytes = 0;
    for (const [i, entry] of entries.entries()) {
      const kind = i === 0 ? 'HTML' : kindOf(entry.name, entry.initiator);
      byKind[kind] = (byKind[kind] ?? 0) + entry.bytes;
      totalBytes += entry.bytes;
    }
    return { healers, path, totalBytes, byKind, requests: entries.length };
  } finally {
    await browser.close();
  }
}
