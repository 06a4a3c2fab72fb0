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

/**
 * Waits until React has taken over a pre-rendered element (its props are attached to it). On a
 * pre-rendered page, what is typed or pressed before then is lost: a slow machine shows it.
 */
export async function takenOver(locator: Locator, timeoutMs = 60_000): Promise<void> {
  await locator.waitFor({ timeout: timeoutMs });
  await eventually(async () => {
    const owned = await locator.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    );
    if (!owned) throw new Error('React has not taken the element over yet');
  }, timeoutMs);
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

/**
 * Loads the grid's pages (decision 026) by pressing 'Show More Healers' until `count` cards
 * show, then waits for the button to go: there is nothing more to load.
 */
export async function showEveryCard(page: Page, count: number): Promise<void> {
  const more = page.getByRole('button', { name: 'Show More Healers' });
  const cards = page.locator('main article');
  await eventually(async () => {
    if (await more.isEnabled().catch(() => false)) await more.click().catch(() => {});
    const shown = await cards.count();
    if (shown !== count) throw new Error(`${shown} cards shown, waiting for ${count}`);
  }, 30_000);
  await more.waitFor({ state: 'detached' });
}

/** A form field by its label, with or without the required mark (`Age*`). */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}
