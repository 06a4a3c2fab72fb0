import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHealer } from '../helpers/public-data.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Healers' addresses are stored in English; a visitor may type the place in Malayalam script or
// in any of its common spellings, in the query box or in the city filter.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ withAdmin: false });
  const db = t.database.db;
  await insertHealer(db, { name: 'Anil Kumar', district: 'Kollam', city: 'Karunagappally' });
  await insertHealer(db, { name: 'Mini Raj', district: 'Kollam', city: 'Kollam' });
  await insertHealer(db, { name: 'Fathima Beevi', district: 'Kozhikode', city: 'Vadakara' });
  await insertHealer(db, { name: 'Rasheed Ali', district: 'Kozhikode', city: 'Kozhikode' });
  await insertHealer(db, { name: 'Devi Menon', district: 'Thrissur', city: 'Thrissur' });
  await insertHealer(db, { name: 'Joseph Thomas', district: 'Thrissur', city: 'Guruvayur' });
  await insertHealer(db, { name: 'Lakshmi Nair', district: 'Ernakulam', city: 'Kochi' });
  await insertHealer(db, {
    name: 'Hidden Healer',
    district: 'Kollam',
    city: 'Kollam',
    isActive: 'false',
  });
});

afterAll(() => t.close());

async function names(params: Record<string, string>): Promise<string[]> {
  const response = await t.app.inject(`/api/healers/search?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .map((healer: { name: string }) => healer.name)
    .sort();
}

describe('search by place in Malayalam and transliterations', () => {
  it.each([
    ['കൊല്ലം', ['Anil Kumar', 'Mini Raj']],
    ['കോഴിക്കോട്', ['Fathima Beevi', 'Rasheed Ali']],
    ['തൃശ്ശൂർ', ['Devi Menon', 'Joseph Thomas']],
    ['തൃശൂർ', ['Devi Menon', 'Joseph Thomas']],
    ['Trichur', ['Devi Menon', 'Joseph Thomas']],
    ['Calicut', ['Fathima Beevi', 'Rasheed Ali']],
    ['Kozhikkode', ['Fathima Beevi', 'Rasheed Ali']],
    ['Quilon', ['Anil Kumar', 'Mini Raj']],
    ['കൊച്ചി', ['Lakshmi Nair']],
    ['എറണാകുളം', ['Lakshmi Nair']],
    ['ഗുരുവായൂർ', ['Joseph Thomas']],
    ['വടകര', ['Fathima Beevi']],
  ])('the query box finds %s', async (query, expected) => {
    expect(await names({ query })).toEqual(expected);
  });

  it.each([
    ['കൊല്ലം', ['Mini Raj']],
    ['കോഴിക്കോട്', ['Rasheed Ali']],
    ['Calicut', ['Rasheed Ali']],
    ['Kozhikkode', ['Rasheed Ali']],
    ['തൃശ്ശൂർ', ['Devi Menon']],
    ['Trichur', ['Devi Menon']],
    ['വടകര', ['Fathima Beevi']],
    ['കൊല്ലം,വടകര', ['Fathima Beevi', 'Mini Raj']],
  ])('the city filter finds %s', async (city, expected) => {
    expect(await names({ city })).toEqual(expected);
  });

  it('finds a district typed in Malayalam in the district filter', async () => {
    expect(await names({ district: 'കോഴിക്കോട്' })).toEqual(['Fathima Beevi', 'Rasheed Ali']);
  });

  it('reads the older encoding of chillu letters like the new one', async () => {
    // ർ typed as ര + virama + zero-width joiner, as older keyboards do.
    expect(await names({ city: 'തൃശ്ശൂ\u0D30\u0D4D\u200D' })).toEqual(['Devi Menon']);
  });

  it('combines a Malayalam place with a name, all words required', async () => {
    expect(await names({ query: 'കോഴിക്കോട് rasheed' })).toEqual(['Rasheed Ali']);
    expect(await names({ query: 'കൊല്ലം rasheed' })).toEqual([]);
  });

  it('finds nothing for Malayalam text that names no place and no healer', async () => {
    expect(await names({ query: 'ചന്ദ്രൻ' })).toEqual([]);
    expect(await names({ city: 'മൂന്നാർ' })).toEqual([]);
  });
});
