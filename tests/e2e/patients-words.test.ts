import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/en/site.js';
import { mlSite } from '../../src/client/i18n/ml/site.js';
import { api } from './helpers/api.js';
import { publicSiteFixture } from './helpers/public-site.js';

// DESIGN §5, patients' own words: the specialty field's own example finds healers, in either
// language, on a phone. The example is read from the field itself, so the test follows the
// catalogue: a placeholder changed to something that finds nobody fails here.
const site = publicSiteFixture();

type Catalogue = {
  home: {
    search: Record<string, string>;
    list: Record<string, string> & { matching: { one: string; other: string } };
  };
};

describe.each([
  ['Malayalam', 'ml', mlSite as unknown as Catalogue],
  ['English', 'en', en as unknown as Catalogue],
])('the specialty field in %s on a phone', (_language, lang, texts) => {
  it('finds healers for the example it shows', async () => {
    const page = await site.open('phone', `/?lang=${lang}`);
    await page.getByRole('heading', { name: texts.home.list.ourHealers }).waitFor();
    const field = page.getByLabel(texts.home.search.specialty!, { exact: true });
    const placeholder = await field.getAttribute('placeholder');
    expect(placeholder).toBe(texts.home.search.specialtyPlaceholder);
    const example = placeholder!.replace(/^(e\.g\.|ഉദാ\.)\s*/u, '');
    expect(example).not.toBe(placeholder);

    const expected = await api.search(site.url, { specialty: example });
    expect(expected.length, `specialty=${example}`).toBeGreaterThan(0);
    await field.pressSequentially(example);
    await page.getByRole('heading', { name: texts.home.list.searchResults }).waitFor();
    const matching = texts.home.list.matching[expected.length === 1 ? 'one' : 'other'];
    await page.getByText(matching.replace('{count}', String(expected.length))).waitFor();
    // The card in front is one of them, and says its specialty.
    await page
      .locator('main article')
      .getByText(expected[0]!.specialty!, { exact: true })
      .first()
      .waitFor();
  });
});
