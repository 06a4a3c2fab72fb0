import { describe, expect, it } from 'vitest';
import { healerSearchQuerySchema, isEmptySearch, searchParamsFromFilters } from './search.js';

describe('healerSearchQuerySchema', () => {
  it.each([
    [{}, {}],
    [{ query: '   ', district: '' }, {}],
    [{ query: '  anil   kumar ' }, { query: 'anil kumar' }],
    [{ district: 'Kollam, Kottayam ,' }, { district: ['Kollam', 'Kottayam'] }],
    [{ district: ['Kollam', 'Kottayam,Kollam'] }, { district: ['Kollam', 'Kottayam'] }],
    [
      { language: 'English', city: ' Pattom ' },
      { language: ['English'], city: ['Pattom'] },
    ],
    [
      { name: 'Asha', specialty: 'Pain' },
      { name: 'Asha', specialty: ['Pain'] },
    ],
  ])('%j → %j', (query, expected) => {
    expect(healerSearchQuerySchema.parse(query)).toEqual(expected);
  });

  it('refuses text longer than 200 characters', () => {
    expect(healerSearchQuerySchema.safeParse({ query: 'a'.repeat(201) }).success).toBe(false);
  });

  it('round-trips through a query string', () => {
    const filters = healerSearchQuerySchema.parse({ query: 'anil', district: 'Kollam,Kottayam' });
    expect(searchParamsFromFilters(filters).toString()).toBe(
      'query=anil&district=Kollam%2CKottayam',
    );
    expect(isEmptySearch(filters)).toBe(false);
    expect(isEmptySearch(healerSearchQuerySchema.parse({ city: ' ' }))).toBe(true);
  });
});
