import { beforeAll, describe, expect, it } from 'vitest';
import { insertHealer } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

// An empty search leads on (decision 067): the same condition in the neighbouring districts and
// without the place, each with how many it finds; only those that find someone.
const t = setUpApiTest({ signIn: 'none' });

beforeAll(async () => {
  const db = t.database.db;
  await insertHealer(db, { specialty: 'Back pain', district: 'Palakkad', city: 'Ottapalam' });
  await insertHealer(db, {
    specialty: 'Back and joint pain',
    district: 'Palakkad',
    city: 'Palakkad',
  });
  await insertHealer(db, { specialty: 'Back pain', district: 'Ernakulam', city: 'Aluva' });
  await insertHealer(db, { specialty: 'Back pain', district: 'Kollam', city: 'Kollam' });
  await insertHealer(db, { specialty: 'Migraine', district: 'Thrissur', city: 'Thrissur' });
});

async function suggestions(params: Record<string, string>) {
  const response = await t.app.inject(
    `/api/healers/search/suggestions?${new URLSearchParams(params)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().suggestions;
}

describe('suggestions after an empty search', () => {
  it('offers the neighbouring districts and the condition without the place, with counts', async () => {
    const search = await t.app.inject('/api/healers/search?query=back%20pain%20thrissur');
    expect(search.json()).toEqual([]);
    expect(await suggestions({ query: 'back pain thrissur' })).toEqual([
      { kind: 'district', district: 'Ernakulam', query: 'back pain Ernakulam', count: 1 },
      { kind: 'district', district: 'Palakkad', query: 'back pain Palakkad', count: 2 },
      { kind: 'withoutPlace', query: 'back pain', count: 4 },
    ]);
  });

  it('writes the district in Malayalam when the place was typed in Malayalam', async () => {
    expect(await suggestions({ query: 'നടുവേദന തൃശ്ശൂർ' })).toEqual([
      { kind: 'district', district: 'Ernakulam', query: 'നടുവേദന എറണാകുളം', count: 1 },
      { kind: 'district', district: 'Palakkad', query: 'നടുവേദന പാലക്കാട്', count: 2 },
      { kind: 'withoutPlace', query: 'നടുവേദന', count: 4 },
    ]);
  });

  it('reads a town or an old name as its district, and keeps the other filters', async () => {
    expect(await suggestions({ query: 'back pain trichur', district: 'Palakkad' })).toEqual([
      { kind: 'district', district: 'Palakkad', query: 'back pain Palakkad', count: 2 },
      { kind: 'withoutPlace', query: 'back pain', count: 2 },
    ]);
    expect(await suggestions({ query: 'back pain chalakudy' })).toContainEqual({
      kind: 'district',
      district: 'Palakkad',
      query: 'back pain Palakkad',
      count: 2,
    });
  });

  it('offers nothing when the search finds someone or names no place', async () => {
    expect(await suggestions({ query: 'back pain palakkad' })).toEqual([]);
    expect(await suggestions({ query: 'gout' })).toEqual([]);
    expect(await suggestions({})).toEqual([]);
  });

  it('refuses bad filters as the search does', async () => {
    const response = await t.app.inject('/api/healers/search/suggestions?gender=other');
    expect(response.statusCode).toBe(400);
  });
});
