import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the service worker controls the page (it registers after the page's load). */
export async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every URL held in Cache Storage, by cache. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => request.url);
    }
    return result;
  });
}

/** The paths, among these, that Cache Storage does not hold. */
export function uncached(page: Page, paths: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const absent: string[] = [];
    for (const path of wanted) if (!(await caches.match(path))) absent.push(path);
    return absent;
  }, paths);
}

/**
 * Waits until Cache Storage holds each of the paths. (Polled through evaluate: waitForFunction
 * takes a returned promise as a truthy value at once, so an async predicate never waits.)
 */
export async function waitForCached(page: Page, paths: string[]) {
  await expect.poll(() => uncached(page, paths), { timeout: 30_000, interval: 200 }).toEqual([]);
}

/** The faces of a font family the page declared, each with its status ('loaded', 'error'…). */
export function fontFaces(page: Page, family: string): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === wanted)
        .map((face) => `${face.weight} ${face.status}`),
    family,
  );
}
