import { describe, expect, it } from 'vitest';
import {
  displayNameIn,
  formatLongDate,
  formatTime,
  formatTimeRange,
  malayalamDates,
  personNameIn,
  weekDayName,
} from './localised-format.js';
import { type CalendarDates, englishDates } from './time-format.js';

describe('formatTime', () => {
  it.each([
    ['09:30', 'en', '9:30 AM'],
    ['13:05', 'en', '1:05 PM'],
    ['00:00', 'ml', 'രാത്രി 12:00'],
    ['03:59', 'ml', 'രാത്രി 3:59'],
    ['04:30', 'ml', 'പുലർച്ചെ 4:30'],
    ['06:00', 'ml', 'രാവിലെ 6:00'],
    ['09:30', 'ml', 'രാവിലെ 9:30'],
    ['11:59', 'ml', 'രാവിലെ 11:59'],
    ['12:00', 'ml', 'ഉച്ചയ്ക്ക് 12:00'],
    ['13:05', 'ml', 'ഉച്ചയ്ക്ക് 1:05'],
    ['15:00', 'ml', 'വൈകുന്നേരം 3:00'],
    ['18:30', 'ml', 'വൈകുന്നേരം 6:30'],
    ['19:00', 'ml', 'രാത്രി 7:00'],
    ['23:59', 'ml', 'രാത്രി 11:59'],
    ['', 'ml', ''],
    [null, 'ml', ''],
    ['25:00', 'ml', '25:00'],
    ['nonsense', 'ml', 'nonsense'],
  ] as const)('%s in %s → %s', (input, language, expected) => {
    expect(formatTime(input, language)).toBe(expected);
  });

  it('defaults to English', () => {
    expect(formatTime('18:00')).toBe('6:00 PM');
  });
});

describe('formatTimeRange', () => {
  it.each([
    ['09:00', '18:00', 'en', '9:00 AM - 6:00 PM'],
    ['09:00', '18:00', 'ml', 'രാവിലെ 9:00 - വൈകുന്നേരം 6:00'],
    ['09:00', '11:30', 'ml', 'രാവിലെ 9:00 - 11:30'],
    ['16:00', '18:00', 'ml', 'വൈകുന്നേരം 4:00 - 6:00'],
    ['10:00', '13:00', 'ml', 'രാവിലെ 10:00 - ഉച്ചയ്ക്ക് 1:00'],
    ['09:00', 'later', 'ml', 'രാവിലെ 9:00 - later'],
  ] as const)('%s–%s in %s → %s', (start, end, language, expected) => {
    expect(formatTimeRange(start, end, language)).toBe(expected);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-11-25', 'en', 'Wednesday, 25 November 2026'],
    ['2026-11-25', 'ml', '2026 നവംബർ 25, ബുധനാഴ്ച'],
    ['2027-01-03', 'ml', '2027 ജനുവരി 3, ഞായറാഴ്ച'],
    ['2026-08-15', 'ml', '2026 ഓഗസ്റ്റ് 15, ശനിയാഴ്ച'],
    ['not a date', 'ml', 'not a date'],
    ['2026-13-40', 'ml', '2026-13-40'],
  ] as const)('%s in %s → %s', (date, language, expected) => {
    expect(formatLongDate(date, language)).toBe(expected);
  });

  it('agrees with Intl ml-IN apart from its zero-width non-joiner', () => {
    for (const date of ['2026-01-05', '2026-05-06', '2026-10-07', '2026-12-31']) {
      const intl = new Intl.DateTimeFormat('ml-IN', {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(`${date}T12:00:00Z`));
      expect(formatLongDate(date, 'ml')).toBe(intl.replace(/\u200C/g, ''));
    }
  });
});

describe('weekDayName', () => {
  it.each([
    ['Sunday', 'en', 'short', 'Sunday'],
    ['Sunday', 'ml', 'short', 'ഞായർ'],
    ['Wednesday', 'ml', 'short', 'ബുധൻ'],
    ['Wednesday', 'ml', 'long', 'ബുധനാഴ്ച'],
    ['Friday', 'ml', 'long', 'വെള്ളിയാഴ്ച'],
  ] as const)('%s in %s (%s) → %s', (day, language, form, expected) => {
    expect(weekDayName(day, language, form)).toBe(expected);
  });
});

describe('displayNameIn', () => {
  it.each([
    [['Dr', 'Ac.Hlr'], 'en', 'Acu Hr. Dr Anil Kumar'],
    [['Dr', 'Ac.Hlr'], 'ml', 'അക്യു. ഹീലർ ഡോ. Anil Kumar'],
    [['Mrs'], 'ml', 'ശ്രീമതി Anil Kumar'],
    [['Vaidyar'], 'ml', 'Vaidyar Anil Kumar'],
    [[], 'ml', 'Anil Kumar'],
  ] as const)('%j in %s → %s', (titles, language, expected) => {
    expect(displayNameIn(titles, ' Anil Kumar ', language)).toBe(expected);
  });
});

describe('personNameIn', () => {
  it.each([
    ['Acu Hr. Anil Kumar', 'ml', 'അക്യു. ഹീലർ Anil Kumar'],
    ['Dr Meera Nair', 'ml', 'ഡോ. Meera Nair'],
    ['Dr Meera Nair', 'en', 'Dr Meera Nair'],
    ['Meera Nair', 'ml', 'Meera Nair'],
  ] as const)('%j in %s → %s', (name, language, expected) => {
    expect(personNameIn(name, language)).toBe(expected);
  });
});

describe('calendar dates in each language', () => {
  it.each([
    ['monthYear', ['2026-03-12'], 'March 2026', '2026 മാർച്ച്'],
    ['fullDate', ['2026-03-12'], '12 March 2026', '2026 മാർച്ച് 12'],
    ['dayMonth', ['2026-12-20'], '20 December', 'ഡിസംബർ 20'],
    ['dateRange', ['2026-12-10', '2026-12-20'], '10–20 December', 'ഡിസംബർ 10–20'],
    ['dateRange', ['2026-12-10', '2026-12-10'], '10 December', 'ഡിസംബർ 10'],
    ['dateRange', ['2026-11-28', '2026-12-03'], '28 November – 3 December', 'നവംബർ 28 – ഡിസംബർ 3'],
    [
      'dateRange',
      ['2026-12-28', '2027-01-03'],
      '28 December 2026 – 3 January 2027',
      '2026 ഡിസംബർ 28 – 2027 ജനുവരി 3',
    ],
    ['fullDate', ['not a date'], 'not a date', 'not a date'],
  ] as const)('%s(%j)', (name, args, english, malayalam) => {
    const call = (dates: CalendarDates) =>
      (dates[name] as (...values: string[]) => string)(...args);
    expect(call(englishDates)).toBe(english);
    expect(call(malayalamDates)).toBe(malayalam);
  });
});
