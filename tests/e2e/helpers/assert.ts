import type { Locator, Page } from 'playwright-core';

/** Polls until `check` passes (Playwright's own waiting, no fixed sleeps), then returns its value. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      if (Date.now() > deadline) throw lastError;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/** Waits for a locator's text to satisfy a predicate and returns it. */
export async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return (await locator.textContent())?.trim() ?? '';
}

/** The healers' names of the cards currently on screen, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.locator('main article h3').allTextContents();
}
