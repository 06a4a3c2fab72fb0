import { describe, expect, it } from 'vitest';
import { type AddressParts, addressLines, joinedAddress } from './address-lines.js';

describe('addressLines', () => {
  it.each<[string, AddressParts, string[]]>([
    [
      'all four lines',
      {
        building: 'Sree Nilayam',
        addressField2: 'MG Road',
        addressField3: 'Near Temple',
        city: 'Pattom',
        district: 'Thiruvananthapuram',
        state: 'Kerala',
        country: 'India',
        pincode: '695004',
      },
      [
        'Sree Nilayam, MG Road',
        'Near Temple, Pattom',
        'Thiruvananthapuram, Kerala',
        'India, 695004',
      ],
    ],
    [
      'blank and null parts are skipped, parts trimmed',
      { building: '  ', addressField2: ' MG Road ', city: null, district: 'Kollam', pincode: '' },
      ['MG Road', 'Kollam'],
    ],
    [
      'location ignored when any structured part exists',
      { location: 'Somewhere', district: 'Kollam' },
      ['Kollam'],
    ],
    [
      'location used when nothing else exists',
      { location: ' Old Town, Kollam ' },
      ['Old Town, Kollam'],
    ],
    ['nothing at all', {}, []],
  ])('%s', (_case, address, expected) => {
    expect(addressLines(address)).toEqual(expected);
  });

  it('joins the lines for the Location card', () => {
    expect(joinedAddress({ building: 'A', city: 'B', district: 'Kollam', pincode: '691001' })).toBe(
      'A, B, Kollam, 691001',
    );
  });
});
