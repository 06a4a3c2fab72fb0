import { describe, expect, it } from 'vitest';
import { formatTimeRange, weekDayName } from '../domain/localised-format.js';
import { WEEK_DAYS } from './days.js';
import { DISTRICTS } from './districts.js';
import { BOOKING_LANGUAGES, LANGUAGES } from './languages.js';
import {
  DISTRICT_NAMES_ML,
  LANGUAGE_NAMES_ML,
  OFFICE_HOURS_ML,
  SEX_NAMES_ML,
  TEAM_ROLE_NAMES_ML,
  TITLE_NAMES_ML,
  WEEK_DAY_LONG_NAMES_ML,
  WEEK_DAY_NAMES_ML,
} from './malayalam-names.js';
import { SEX_OPTIONS, TEAM_ROLES } from './people.js';
import { TITLES } from './titles.js';

const MALAYALAM = /[\u0D00-\u0D7F]/;

describe('Malayalam names of domain values', () => {
  it.each([
    ['districts', DISTRICTS, DISTRICT_NAMES_ML],
    ['languages', LANGUAGES, LANGUAGE_NAMES_ML],
    ['booking languages', BOOKING_LANGUAGES, LANGUAGE_NAMES_ML],
    ['titles', TITLES, TITLE_NAMES_ML],
    ['weekdays', WEEK_DAYS, WEEK_DAY_NAMES_ML],
    ['weekdays in full', WEEK_DAYS, WEEK_DAY_LONG_NAMES_ML],
    ['team roles', TEAM_ROLES, TEAM_ROLE_NAMES_ML],
    ['sex options', SEX_OPTIONS, SEX_NAMES_ML],
  ] as const)('every one of the %s has a Malayalam name', (_label, values, names) => {
    const map = names as Readonly<Record<string, string>>;
    for (const value of values) {
      expect(map[value], value).toMatch(MALAYALAM);
    }
    // No stray entries for values that no longer exist (languages share one map).
    if (values !== LANGUAGES && values !== BOOKING_LANGUAGES) {
      expect(Object.keys(map).sort()).toEqual([...values].sort());
    }
  });

  it('names the districts as malayalam-names.md does', () => {
    expect(DISTRICT_NAMES_ML.Kollam).toBe('കൊല്ലം');
    expect(DISTRICT_NAMES_ML.Thrissur).toBe('തൃശ്ശൂർ');
    expect(DISTRICT_NAMES_ML.Kozhikode).toBe('കോഴിക്കോട്');
    expect(DISTRICT_NAMES_ML.Kasaragod).toBe('കാസർഗോഡ്');
  });

  it('gives every weekday a distinct name', () => {
    expect(new Set(Object.values(WEEK_DAY_NAMES_ML)).size).toBe(7);
    expect(new Set(Object.values(WEEK_DAY_LONG_NAMES_ML)).size).toBe(7);
  });

  it('writes the office hours as the time formatter does', () => {
    expect(OFFICE_HOURS_ML.weekdaysHours).toBe(formatTimeRange('09:00', '18:00', 'ml'));
    expect(OFFICE_HOURS_ML.saturdayHours).toBe(formatTimeRange('10:00', '16:00', 'ml'));
    expect(OFFICE_HOURS_ML.weekdays).toBe(
      `${weekDayName('Monday', 'ml')}–${weekDayName('Friday', 'ml')}`,
    );
    expect(OFFICE_HOURS_ML.sunday).toBe(weekDayName('Sunday', 'ml'));
  });
});
