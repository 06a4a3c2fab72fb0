import { describe, expect, it } from 'vitest';
import { longDate, to12Hour, to12HourRange } from './time-format.js';

describe('to12Hour', () => {
  it.each([
    ['13:05', '1:05 PM'],
    ['00:00', '12:00 AM'],
    ['12:00', '12:00 PM'],
    ['09:30', '9:30 AM'],
    ['23:59', '11:59 PM'],
    ['', ''],
    [null, ''],
    ['nonsense', 'nonsense'],
    ['25:00', '25:00'],
  ])('%s → %s', (input, expected) => {
    expect(to12Hour(input)).toBe(expected);
  });

  it('formats a range', () => {
    expect(to12HourRange('09:00', '18:00')).toBe('9:00 AM - 6:00 PM');
  });

  it('writes a calendar date in words', () => {
    expect(longDate('2026-11-25')).toBe('Wednesday, 25 November 2026');
    expect(longDate('not a date')).toBe('not a date');
  });
});
