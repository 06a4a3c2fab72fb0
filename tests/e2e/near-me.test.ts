import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/constants/limits.js';
import { displayName } from '../../src/shared/domain/titles.js';
import type { HealerSearchResult } from '../../src/shared/schemas/healer.js';
import { api } from './helpers/api.js';
import { cardNames, showEveryCard, textOf } from './helpers/assert.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

/** Ernakulam town; the page sends it rounded to 3 decimals. */
const KOCHI = { latitude: 9.9816, longitude: 76.2999 };
const KOCHI_PARAM = '9.982,76.300';

/** The distance text a card shows for a search hit, as the product words it. */
function shownDistance(hit: HealerSearchResult): string {
  const km = hit.distanceKm;
  if (km === null || km === undefined) return 'distance unknown';
  if (hit.distanceApproximate) {
    const about = `about ${Math.max(1, Math.round(km))} km`;
    return hit.distanceFrom ? `${about}, ${hit.distanceFrom}` : about;
  }
  const exact = Math.max(0.1, km);
  return `${exact < 10 ? exact.toFixed(1) : Math.round(exact)} km away`;
}

async function nearSearch(page: Page, act: () => Promise<void>): Promise<Record<string, string>> {
  const request = page.waitForRequest((r) => r.url().includes('/api/healers/search?'));
  await act();
  // The first page of the matches (decision 026); the rest are the filters.
  const { limit, ...filters } = Object.fromEntries(new URL((await request).url()).searchParams);
  expect(limit).toBe(String(LIMITS.publicPageSize));
  return filters;
}

describe('near me', () => {
  it('with location allowed: nearest first with distances, no reshuffle, and back to the full list', async () => {
    const { page, context } = await site.newPage({ viewport: 'desktop' });
    await context.grantPermissions(['geolocation'], { origin: site.url });
    await context.setGeolocation(KOCHI);
    await page.clock.install();
    await page.goto(site.url);
    await page.getByRole('heading', { name: 'Our Healers' }).waitFor();
    // The clock does drive the unfiltered list's reshuffle (so the check below can fail).
    await page.locator('main article').first().waitFor();
    const unfiltered = await cardNames(page);
    await page.clock.runFor(6_000);
    await expect.poll(() => cardNames(page)).not.toEqual(unfiltered);

    const sent = await nearSearch(page, () =>
      page.getByRole('button', { name: 'Near me', exact: true }).click(),
    );
    expect(sent).toEqual({ near: KOCHI_PARAM });
    await page.getByText('Nearest first, from your location').waitFor();
    const expected = (await api.search(site.url, sent)) as HealerSearchResult[];
    expect(expected.length).toBe(site.healers.length);
    await page.getByText(`Showing ${expected.length} healers matching your search`).waitFor();
    // The first page, nearest first; the rest as the visitor asks for them.
    expect(expected.length).toBeGreaterThan(LIMITS.publicPageSize);
    await expect
      .poll(() => page.locator('main article').count())
      .toBeGreaterThanOrEqual(LIMITS.publicPageSize);
    await showEveryCard(page, expected.length);

    const names = await cardNames(page);
    expect(names).toEqual(expected.map((hit) => displayName(hit.titles, hit.name)));
    const distances = await page.getByTestId('distance').allTextContents();
    expect(distances).toEqual(expected.map(shownDistance));
    // The demo has healers without a pin: they read "about N km", never an exact distance.
    expect(distances.some((text) => text.startsWith('about '))).toBe(true);
    expect(distances[0]).toMatch(/^\d+(\.\d)? km away$/);

    // Well past the 5-second reshuffle (and its 10-second pause): the order stays put.
    await page.clock.runFor(16_000);
    expect(await cardNames(page)).toEqual(names);

    // The profile opened from this list shows the distance too.
    await page
      .getByRole('link', {
        name: `View profile of ${await textOf(page.locator('main article h3').first())}`,
      })
      .click();
    await page.waitForURL(`**/healer/${expected[0]!.id}`);
    await page.getByText(shownDistance(expected[0]!)).waitFor();
    await page.goBack();

    await page.getByRole('heading', { name: 'Our Healers' }).waitFor();
    await nearSearch(page, () =>
      page.getByRole('button', { name: 'Near me', exact: true }).click(),
    );
    await page.getByRole('button', { name: 'Back to the full list' }).click();
    await page.getByRole('heading', { name: 'Our Healers' }).waitFor();
    await page.getByText(`Showing 6 of ${site.healers.length} healers`).waitFor();
    expect(await page.getByTestId('distance').count()).toBe(0);
  });

  it('from the Find Nearby card on a phone, with distances on the card stack', async () => {
    const { page, context } = await site.newPage({ viewport: 'phone' });
    await context.grantPermissions(['geolocation'], { origin: site.url });
    await context.setGeolocation({ latitude: 11.2588, longitude: 75.7804 });
    await page.goto(site.url);
    await page.getByRole('heading', { name: 'Our Healers' }).waitFor();
    const sent = await nearSearch(page, () =>
      page.getByRole('button', { name: 'Show healers near me' }).click(),
    );
    expect(sent).toEqual({ near: '11.259,75.780' });
    const expected = (await api.search(site.url, sent)) as HealerSearchResult[];
    await page.getByText('Nearest first, from your location').waitFor();
    await page.getByText(`1 of ${expected.length}`, { exact: true }).waitFor();
    expect(await textOf(page.getByTestId('distance').first())).toBe(shownDistance(expected[0]!));
  });

  it('with location refused: a town picker, searchable in English, old names and Malayalam', async () => {
    const { page, context } = await site.newPage({ viewport: 'phone' });
    await context.clearPermissions();
    await page.goto(site.url);
    await page.getByRole('heading', { name: 'Our Healers' }).waitFor();
    await page.getByRole('button', { name: 'Near me', exact: true }).click();
    await page.getByRole('heading', { name: 'Pick your town' }).waitFor();
    await page
      .getByText(/Location is not allowed for this site|We could not find your location/)
      .waitFor();

    const town = page.getByRole('combobox', { name: 'Town' });
    await town.fill('Calicut');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Kozhikode/ })
      .waitFor();
    await town.fill('കൊല്ലം');
    const kollam = page.getByRole('listbox').getByRole('option', { name: /^Kollam/ });
    await kollam.waitFor();
    const sent = await nearSearch(page, () => kollam.click());
    expect(sent).toEqual({ near: '8.893,76.614' });
    await page.getByText('Nearest first, from Kollam').waitFor();
    const expected = (await api.search(site.url, sent)) as HealerSearchResult[];
    await page.getByText(`1 of ${expected.length}`, { exact: true }).waitFor();
    expect(await textOf(page.getByTestId('distance').first())).toBe(shownDistance(expected[0]!));

    // Near me combines with the other filters.
    const district = expected.find((hit) => hit.district !== 'Kollam')!.district;
    const combined = await nearSearch(page, async () => {
      await page.getByLabel('District').selectOption(district);
    });
    expect(combined).toEqual({ district, near: '8.893,76.614' });
    const filtered = (await api.search(site.url, combined)) as HealerSearchResult[];
    expect(filtered.every((hit) => hit.district === district)).toBe(true);
    await page.getByText(`1 of ${filtered.length}`, { exact: true }).waitFor();
    expect(await textOf(page.getByTestId('distance').first())).toBe(shownDistance(filtered[0]!));
  });

  // Decision 034: typing a town and pressing Enter chose nothing; only a tap on a suggestion did.
  it.each([
    {
      language: 'en',
      near: 'Near me',
      town: 'Town',
      change: 'Pick a town',
      fromThrissur: 'Nearest first, from Thrissur',
      fromKollam: 'Nearest first, from Kollam',
      kollam: /^Kollam/,
    },
    {
      language: 'ml',
      near: 'എന്റെ അടുത്ത്',
      town: 'സ്ഥലം',
      change: 'സ്ഥലം തിരഞ്ഞെടുക്കുക',
      // The place in Malayalam, never 'Thrissur-ന്' (decision 041).
      fromThrissur: 'തൃശ്ശൂർ എന്ന സ്ഥലത്തോട് ഏറ്റവും അടുത്തുള്ളവർ ആദ്യം',
      fromKollam: 'കൊല്ലം എന്ന സ്ഥലത്തോട് ഏറ്റവും അടുത്തുള്ളവർ ആദ്യം',
      kollam: /^കൊല്ലം/,
    },
  ])('with location refused, in $language at 390 px: the keyboard picks a town', async (texts) => {
    const { page, context } = await site.newPage({ viewport: 'phone' });
    await context.clearPermissions();
    await page.goto(`${site.url}/?lang=${texts.language}`);
    await page.locator('main article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(texts.language);
    expect(page.viewportSize()?.width).toBe(390);
    await page.getByRole('button', { name: texts.near, exact: true }).click();

    const town = page.getByRole('combobox', { name: texts.town, exact: true });
    await town.fill('Thrissur');
    const typed = await nearSearch(page, () => town.press('Enter'));
    expect(typed).toEqual({ near: '10.528,76.214' });
    await page.getByText(texts.fromThrissur).waitFor();

    // Again, from the arrows: the first suggestion for 'Kol' is highlighted, then chosen.
    await page.getByRole('button', { name: texts.change, exact: true }).click();
    const again = page.getByRole('combobox', { name: texts.town, exact: true });
    await again.fill('Kol');
    await again.press('ArrowDown');
    const highlighted = page.getByRole('listbox').getByRole('option', { selected: true });
    expect(await highlighted.getAttribute('id')).toBe(
      await again.getAttribute('aria-activedescendant'),
    );
    // A Malayalam page names the town in Malayalam first.
    await expect.poll(() => highlighted.textContent()).toMatch(texts.kollam);
    const arrowed = await nearSearch(page, () => again.press('Enter'));
    expect(arrowed).toEqual({ near: '8.893,76.614' });
    await page.getByText(texts.fromKollam).waitFor();

    // Escape closes the suggestions without choosing.
    await page.getByRole('button', { name: texts.change, exact: true }).click();
    const third = page.getByRole('combobox', { name: texts.town, exact: true });
    await third.press('Escape');
    await expect.poll(() => third.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').count()).toBe(0);
  });
});
