// DESIGN §8: what a phone downloads for `/` before it scrolls. The code of what lies below the
// first screens (the call to action, the footer, the cards' tooltips) comes as the
// visitor nears it, and each language's page carries only its own catalogue.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

/** Chunks that hold only what is below a phone's first screen (Vite names chunks by module). */
const BELOW_FIRST_SCREEN = /\/assets\/(footer|call-to-action|icon-tooltip)-[\w-]+\.js$/;
/** A text of the English catalogue and its Malayalam counterpart. */
const ENGLISH_TEXT = 'Skip to main content';
const MALAYALAM_TEXT = 'പ്രധാന ഉള്ളടക്കത്തിലേക്ക്';

/** Opens `path` on a phone and collects the scripts it loads, with their text. */
async function openCollectingScripts(path: string) {
  const { page } = await site.newPage({ viewport: 'phone', serviceWorkers: 'block' });
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, await response.text().catch(() => ''));
  });
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('main article').first().waitFor();
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

async function scrollToEnd(page: Page) {
  await page.locator('footer').scrollIntoViewIfNeeded();
}

describe('the first load of the home page on a phone', () => {
  it('brings the code below the first screen only as the visitor scrolls to it', async () => {
    const { page, scripts } = await openCollectingScripts('/');
    expect([...scripts.keys()].filter((path) => BELOW_FIRST_SCREEN.test(path))).toEqual([]);

    await scrollToEnd(page);
    await expect
      .poll(() => [...scripts.keys()].filter((path) => /\/assets\/footer-/.test(path)).length)
      .toBe(1);
    // The footer still leads where it did.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About FCAH Kerala' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  it('carries the English catalogue in English and not in Malayalam', async () => {
    const english = await openCollectingScripts('/');
    const englishCode = [...english.scripts.values()].join('\n');
    expect(englishCode.includes(ENGLISH_TEXT)).toBe(true);
    expect(englishCode.includes(MALAYALAM_TEXT)).toBe(false);

    const malayalam = await openCollectingScripts('/?lang=ml');
    const malayalamCode = [...malayalam.scripts.values()].join('\n');
    expect(malayalamCode.includes(MALAYALAM_TEXT)).toBe(true);
    expect(malayalamCode.includes(ENGLISH_TEXT)).toBe(false);
  });
});
