import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/en/site.js';
import { mlSite } from '../../src/client/i18n/ml/site.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { searchTowns } from '../../src/shared/domain/geo.js';
import { insertHealer } from '../helpers/public-data.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// DESIGN §5, patients' own words: the specialty filter matches words, and a condition's
// Malayalam and English names and common synonyms find each other, in the query and the
// specialty filter alike. On the demo directory, as a visitor first meets it.
let t: TestApp;
/** Healers beside the demo's: one who wrote the specialty in Malayalam, one with another condition. */
const EXTRA = new Map([
  ['Zacharia Malayalam', 'നടുവേദന ചികിത്സ'],
  ['Zeenath Neck', 'Neck pain'],
]);

beforeAll(async () => {
  t = await createTestApp({ withAdmin: false });
  await seedDemo(t.database);
  for (const [name, specialty] of EXTRA) await insertHealer(t.database.db, { name, specialty });
}, 120_000);

afterAll(() => t?.close());

interface Found {
  name: string;
  specialty: string | null;
  district: string | null;
}

async function search(params: Record<string, string>): Promise<Found[]> {
  const response = await t.app.inject(`/api/healers/search?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const specialties = (found: { specialty: string | null }[]) =>
  [...new Set(found.map((healer) => healer.specialty))].sort();

describe('the specialty filter in the patients’ words', () => {
  it("finds the 'Back and joint pain' healers for 'Back pain', by its words", async () => {
    const found = await search({ specialty: 'Back pain' });
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(specialties(found)).toEqual(['Back and joint pain', 'നടുവേദന ചികിത്സ']);
  });

  it('finds them for നടുവേദന, with the healer who wrote it in Malayalam', async () => {
    const english = await search({ specialty: 'Back pain' });
    const malayalam = await search({ specialty: 'നടുവേദന' });
    expect(malayalam.map((healer) => healer.name).sort()).toEqual(
      english.map((healer) => healer.name).sort(),
    );
  });

  it('finds the six Migraine healers for മൈഗ്രെയ്ൻ', async () => {
    const found = await search({ specialty: 'മൈഗ്രെയ്ൻ' });
    expect(specialties(found)).toEqual(['Migraine and headache']);
    const english = await search({ specialty: 'Migraine' });
    expect(found.map((healer) => healer.name).sort()).toEqual(
      english.map((healer) => healer.name).sort(),
    );
    expect(found.length).toBe(6);
  });

  it.each([
    ['lumbago', ['Back and joint pain', 'നടുവേദന ചികിത്സ']],
    ['ഉറക്കമില്ലായ്മ', ['Stress and sleep']],
    ['പ്രമേഹം', ['Diabetes care']],
    ['രക്തസമ്മർദ്ദം', ['Blood pressure']],
    ['കഴുത്തുവേദന', ['Neck pain']],
    ['തലവേദന,ആസ്ത്മ', ['Migraine and headache', 'Sinus and asthma']],
  ])('finds %s by its other names', async (specialty, expected) => {
    expect(specialties(await search({ specialty }))).toEqual(expected);
  });

  it('does not widen one condition into its neighbours', async () => {
    expect(specialties(await search({ specialty: 'Neck pain' }))).toEqual(['Neck pain']);
    expect(specialties(await search({ specialty: 'back pain' }))).not.toContain('Neck pain');
    expect(await search({ specialty: 'ചന്ദ്രൻ' })).toEqual([]);
  });

  it('still tolerates a typo in the specialty as typed', async () => {
    expect(specialties(await search({ specialty: 'migrane' }))).toEqual(['Migraine and headache']);
  });
});

describe('the query box in the patients’ words', () => {
  it('finds a condition in Malayalam together with a place', async () => {
    const found = await search({ query: 'മൈഗ്രെയ്ൻ' });
    expect(specialties(found)).toEqual(['Migraine and headache']);
    expect(specialties(await search({ query: 'നടുവേദന' }))).toEqual([
      'Back and joint pain',
      'നടുവേദന ചികിത്സ',
    ]);
    // A district one of the demo's back-pain healers works in, typed after the condition.
    const [first] = await search({ specialty: 'Back and joint pain' });
    const near = await search({ query: `നടുവേദന ${first!.district}` });
    expect(near.map((healer) => healer.name)).toContain(first!.name);
    // Both words count: no back-pain healer elsewhere, nobody there for another condition
    // but by the whole phrase's closeness to the place (the query's typo rule).
    for (const healer of near) {
      if (healer.specialty === 'Back and joint pain') expect(healer.district).toBe(first!.district);
    }
    const inDistrict = await search({ query: first!.district! });
    expect(near.length).toBeLessThanOrEqual(inDistrict.length);
  });

  it('finds a Malayalam specialty for the English words', async () => {
    const found = await search({ query: 'back pain' });
    expect(found.map((healer) => healer.name)).toContain('Zacharia Malayalam');
  });
});

/** A catalogue text by its dotted key. */
function text(catalogue: object, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
}

/** The examples of an 'e.g. …' placeholder, in either language. */
function examples(placeholder: string): string[] {
  const match = /^(?:e\.g\.|ഉദാ\.)\s*(.+)$/u.exec(placeholder);
  if (!match) throw new Error(`not an example: ${placeholder}`);
  return match[1]!.split(',').map((example) => example.trim());
}

// Every example a search field shows as its placeholder finds healers in the demo data (DESIGN
// §5): read from the catalogues, so a placeholder changed to something that finds nobody fails.
describe.each([
  ['English', en],
  ['Malayalam', mlSite],
])('the %s placeholders', (_language, catalogue) => {
  it.each([
    ['home.search.specialtyPlaceholder', 'specialty'],
    ['home.search.cityPlaceholder', 'city'],
  ])('%s: each example finds demo healers', async (key, param) => {
    for (const example of examples(text(catalogue, key))) {
      const found = await search({ [param]: example });
      const demo = found.filter((healer) => !EXTRA.has(healer.name));
      expect(demo.length, `${param}=${example}`).toBeGreaterThan(0);
    }
  });

  it('home.near.townPlaceholder: each example is a town to pick', () => {
    for (const example of examples(text(catalogue, 'home.near.townPlaceholder'))) {
      expect(searchTowns(example).length, example).toBeGreaterThan(0);
    }
  });
});
