import { describe, expect, it } from 'vitest';
import { addDays, daysFrom } from './dates.js';
import { isOnLeaveOn, leaveFrom, leaveUntil } from './leave.js';

const december = { from: '2026-12-10', to: '2026-12-20', note: 'Family wedding' };

describe('addDays and daysFrom', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-27', 0, '2026-11-27'],
  ])('%s %+d days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysFrom(date, expected)).toBe(days);
  });
});

describe('isOnLeaveOn', () => {
  it.each([
    ['the day before', '2026-12-09', false],
    ['the first day (included)', '2026-12-10', true],
    ['inside', '2026-12-15', true],
    ['the last day (included)', '2026-12-20', true],
    ['the day after', '2026-12-21', false],
  ])('%s', (_case, date, expected) => {
    expect(isOnLeaveOn([december], date)).toBe(expected);
  });

  it('is never on leave without periods', () => {
    expect(isOnLeaveOn([], '2026-12-15')).toBe(false);
    expect(isOnLeaveOn(null, '2026-12-15')).toBe(false);
    expect(isOnLeaveOn(undefined, '2026-12-15')).toBe(false);
  });
});

describe('leaveUntil', () => {
  it('is the last day of the period covering today', () => {
    expect(leaveUntil([december], '2026-12-12')).toBe('2026-12-20');
    expect(leaveUntil([december], '2026-12-20')).toBe('2026-12-20');
    expect(leaveUntil([december], '2026-12-21')).toBeNull();
  });

  it('runs on through periods with no working day between, in any order', () => {
    const chained = [
      { from: '2026-12-21', to: '2026-12-24' },
      december,
      { from: '2026-12-25', to: '2026-12-26' },
      { from: '2026-12-28', to: '2026-12-30' },
    ];
    expect(leaveUntil(chained, '2026-12-11')).toBe('2026-12-26');
  });

  it('reads leave to year 9999 to its end, and stops after one round per period', () => {
    expect(leaveUntil([{ from: '2026-12-01', to: '9999-12-31' }], '2026-12-11')).toBe('9999-12-31');
    // Ten thousand one-day periods in a row (a hand-edited row): each round follows one at most.
    const days = Array.from({ length: 10_000 }, (_, at) => addDays('2026-12-01', at));
    const chained = days.map((day) => ({ from: day, to: day }));
    expect(leaveUntil(chained, '2026-12-01')).toBe(days.at(-1));
  });

  it('follows an overlapping period that ends later', () => {
    expect(leaveUntil([december, { from: '2026-12-15', to: '2027-01-02' }], '2026-12-11')).toBe(
      '2027-01-02',
    );
  });
});

describe('leaveFrom', () => {
  it('drops periods that ended before today and sorts the rest by their start', () => {
    const later = { from: '2027-01-05', to: '2027-01-06', note: null };
    const ended = { from: '2026-11-01', to: '2026-11-05', note: null };
    expect(leaveFrom([later, ended, december], '2026-11-27')).toEqual([december, later]);
    expect(leaveFrom([later, december], '2026-12-21')).toEqual([later]);
    expect(leaveFrom(null, '2026-12-21')).toEqual([]);
  });
});
