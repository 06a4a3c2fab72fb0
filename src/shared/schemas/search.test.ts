import { describe, expect, it } from 'vitest';
import {
  healerSearchQuerySchema,
  isEmptySearch,
  NEAR_MESSAGE,
  RADIUS_MESSAGE,
  RADIUS_NEEDS_NEAR_MESSAGE,
  searchParamsFromFilters,
} from './search.js';

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

describe('near and radiusKm', () => {
  it('reads a point and a radius', () => {
    expect(healerSearchQuerySchema.parse({ near: '9.98, 76.28', radiusKm: '25' })).toEqual({
      near: { lat: 9.98, lng: 76.28 },
      radiusKm: 25,
    });
    expect(healerSearchQuerySchema.parse({ near: ' ' })).toEqual({});
  });

  it.each([
    [{ near: 'abc' }, NEAR_MESSAGE],
    [{ near: '999,999' }, NEAR_MESSAGE],
    [{ near: '9.98' }, NEAR_MESSAGE],
    [{ near: '9.98,76.28', radiusKm: '-5' }, RADIUS_MESSAGE],
    [{ near: '9.98,76.28', radiusKm: '0' }, RADIUS_MESSAGE],
    [{ near: '9.98,76.28', radiusKm: 'abc' }, RADIUS_MESSAGE],
    [{ near: '9.98,76.28', radiusKm: '5000' }, RADIUS_MESSAGE],
    [{ radiusKm: '5' }, RADIUS_NEEDS_NEAR_MESSAGE],
  ])('refuses %j with its message', (query, message) => {
    const result = healerSearchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('round-trips near through a query string', () => {
    const filters = healerSearchQuerySchema.parse({ near: '9.98,76.28', radiusKm: '10' });
    expect(searchParamsFromFilters(filters).toString()).toBe('near=9.98%2C76.28&radiusKm=10');
  });
});
