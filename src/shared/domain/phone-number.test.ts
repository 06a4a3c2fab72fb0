import { describe, expect, it } from 'vitest';
import { nationalNumber, phoneDigitForms, typedPhoneNumber } from './phone-number.js';

describe('nationalNumber', () => {
  it.each([
    ['9847012345', '9847012345'],
    ['98470 12345', '9847012345'],
    ['98470-12345', '9847012345'],
    ['+91 98470 12345', '9847012345'],
    ['919847012345', '9847012345'],
    ['0091 98470 12345', '9847012345'],
    ['098470 12345', '9847012345'],
    // A landline with its STD code is 10 digits behind the trunk 0 too.
    ['0484 2345678', '4842345678'],
    // Not a 10-digit number behind the prefix: kept whole.
    ['234 5678', '2345678'],
    ['91984701234', '91984701234'],
    ['+44 20 7946 0958', '442079460958'],
    ['', ''],
  ])('%j is %j', (raw, expected) => {
    expect(nationalNumber(raw)).toBe(expected);
  });

  it('uses the given country code', () => {
    expect(nationalNumber('+1 415 555 0132', '1')).toBe('4155550132');
    expect(nationalNumber('+1 415 555 0132', '91')).toBe('14155550132');
  });
});

describe('phoneDigitForms', () => {
  it('lists the stored forms of one 10-digit number', () => {
    expect(phoneDigitForms('98470 12345')).toEqual([
      '9847012345',
      '919847012345',
      '09847012345',
      '00919847012345',
    ]);
    expect(phoneDigitForms('+91-98470-12345')).toEqual(phoneDigitForms('9847012345'));
  });

  it('keeps other numbers as their digits, and has nothing for no digits', () => {
    expect(phoneDigitForms('234 5678')).toEqual(['2345678']);
    expect(phoneDigitForms(' - ')).toEqual([]);
  });
});

describe('typedPhoneNumber', () => {
  it.each([
    ['94471 11222', '9447111222'],
    ['+91 94471-11222', '9447111222'],
    ['(0) 94471 11222', '9447111222'],
    [' 9447111222 ', '9447111222'],
    // Not a phone as people write one: left for the schema to refuse.
    ['94471 CALL', '94471 CALL'],
  ])('%j is %j', (typed, expected) => {
    expect(typedPhoneNumber(typed)).toBe(expected);
  });
});
