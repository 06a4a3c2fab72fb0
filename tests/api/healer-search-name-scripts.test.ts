import { beforeAll, describe, expect, it } from 'vitest';
import { insertHealer } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

// Names across scripts (decision 067): a name saved in Malayalam script is found by its common
// Latin spellings, and a Latin name by its Malayalam spelling, in the query and the name filter.
const t = setUpApiTest({ signIn: 'none' });

beforeAll(async () => {
  const db = t.database.db;
  await insertHealer(db, { name: 'ശ്രീജ മേനോൻ', district: 'Thrissur', city: 'Thrissur' });
  await insertHealer(db, { name: 'ഫാത്തിമ ബീവി', district: 'Kozhikode', city: 'Vadakara' });
  await insertHealer(db, { name: 'Sreeja Nair', district: 'Kollam', city: 'Kollam' });
  await insertHealer(db, { name: 'Anil Kumar', district: 'Kollam', city: 'Kollam' });
  await insertHealer(db, { name: 'ലക്ഷ്മി നായർ', district: 'Ernakulam', city: 'Kochi' });
});

async function names(params: Record<string, string>): Promise<string[]> {
  const response = await t.app.inject(`/api/healers/search?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .map((healer: { name: string }) => healer.name)
    .sort();
}

describe('names across scripts', () => {
  it.each([
    ['sreeja', ['Sreeja Nair', 'ശ്രീജ മേനോൻ']],
    ['Sreeja Menon', ['ശ്രീജ മേനോൻ']],
    ['sreja', ['Sreeja Nair', 'ശ്രീജ മേനോൻ']],
    ['fathima beevi', ['ഫാത്തിമ ബീവി']],
    ['Fathima', ['ഫാത്തിമ ബീവി']],
    ['lakshmi nair', ['ലക്ഷ്മി നായർ']],
    ['ശ്രീജ', ['Sreeja Nair', 'ശ്രീജ മേനോൻ']],
    ['അനിൽ', ['Anil Kumar']],
    ['ശ്രീജ കൊല്ലം', ['Sreeja Nair']],
  ])('query %s finds %j', async (query, expected) => {
    expect(await names({ query })).toEqual(expected);
  });

  it('matches the name filter across scripts too', async () => {
    expect(await names({ name: 'fathima' })).toEqual(['ഫാത്തിമ ബീവി']);
    expect(await names({ name: 'ശ്രീജ' })).toEqual(['Sreeja Nair', 'ശ്രീജ മേനോൻ']);
  });

  it('still finds no one for a name nobody has', async () => {
    expect(await names({ query: 'ഗോപാലകൃഷ്ണൻ' })).toEqual([]);
  });
});
