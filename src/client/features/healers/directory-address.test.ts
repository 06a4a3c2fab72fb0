import { describe, expect, it } from 'vitest';
import { addressWithFilters, filtersFromAddress } from './directory-address.js';

const EMPTY = { query: '', district: '', maxFee: '' };

describe('the search in the address', () => {
  it('reads every filter of the values by its own name, and nothing else', () => {
    expect(filtersFromAddress('?query=trichur&district=Thrissur&lang=ml&near=1,2', EMPTY)).toEqual({
      query: 'trichur',
      district: 'Thrissur',
      maxFee: '',
    });
    expect(filtersFromAddress(`query=${'a'.repeat(300)}`, EMPTY).query).toHaveLength(200);
  });

  it('writes the non-empty filters, trimmed, and keeps the other parameters', () => {
    const written = addressWithFilters(
      '?lang=ml&query=old&maxFee=500',
      { query: ' നടുവേദന ', district: 'Thrissur', maxFee: '' },
      EMPTY,
    );
    expect(written).toBe(
      'lang=ml&query=%E0%B4%A8%E0%B4%9F%E0%B5%81%E0%B4%B5%E0%B5%87%E0%B4%A6%E0%B4%A8&district=Thrissur',
    );
    expect(filtersFromAddress(written, EMPTY)).toEqual({
      query: 'നടുവേദന',
      district: 'Thrissur',
      maxFee: '',
    });
    expect(addressWithFilters('?query=x', EMPTY, EMPTY)).toBe('');
  });
});
