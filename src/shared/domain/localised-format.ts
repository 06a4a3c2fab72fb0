import type { WeekDay } from '../constants/days.js';
import {
  MONTH_NAMES_ML,
  TITLE_NAMES_ML,
  WEEK_DAY_LONG_NAMES_ML,
  WEEK_DAY_NAMES_ML,
} from '../constants/malayalam-names.js';
import type { Title } from '../constants/titles.js';
import type { UiLanguage } from '../constants/ui-languages.js';
import {
  type CalendarDates,
  dateParts,
  HHMM,
  longDate,
  to12Hour,
  to12HourRange,
} from './time-format.js';
import { displayName, normaliseTitles, splitLeadingTitles } from './titles.js';

// Times, dates and names in the interface language. A module of its own so that the English
// pages' first JavaScript does not carry the Malayalam tables (DESIGN §8 budget): English goes
// through `time-format.ts` and `titles.ts` unchanged.

/** When in the day a Malayalam speaker says a time happens, from this hour on. */
const DAY_PERIODS_ML: readonly (readonly [number, string])[] = [
  [0, 'രാത്രി'],
  [4, 'പുലർച്ചെ'],
  [6, 'രാവിലെ'],
  [12, 'ഉച്ചയ്ക്ക്'],
  [15, 'വൈകുന്നേരം'],
  [19, 'രാത്രി'],
];

function parseTime(time: string | null | undefined): { hours: number; minutes: string } | null {
  const match = HHMM.exec(time?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return null;
  return { hours, minutes: match[2]! };
}

function malayalamTime(hours: number, minutes: string): { period: string; clock: string } {
  let period = DAY_PERIODS_ML[0]![1];
  for (const [from, name] of DAY_PERIODS_ML) if (hours >= from) period = name;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return { period, clock: `${hour12}:${minutes}` };
}

/**
 * 'HH:MM' in the interface language: '1:05 PM' in English, 'ഉച്ചയ്ക്ക് 1:05' in Malayalam (the
 * part of the day before the clock, as people say it; Intl's ml-IN writes '1:05 PM').
 */
export function formatTime(time: string | null | undefined, language: UiLanguage = 'en'): string {
  if (language === 'en') return to12Hour(time);
  const parsed = parseTime(time);
  if (!parsed) return time?.trim() ?? '';
  const { period, clock } = malayalamTime(parsed.hours, parsed.minutes);
  return `${period} ${clock}`;
}

/** 'start - end'; in Malayalam the end drops a part of the day the start already said. */
export function formatTimeRange(start: string, end: string, language: UiLanguage = 'en'): string {
  if (language === 'en') return to12HourRange(start, end);
  const from = parseTime(start);
  const to = parseTime(end);
  if (from && to) {
    const a = malayalamTime(from.hours, from.minutes);
    const b = malayalamTime(to.hours, to.minutes);
    if (a.period === b.period) return `${a.period} ${a.clock} - ${b.clock}`;
  }
  return `${formatTime(start, language)} - ${formatTime(end, language)}`;
}

/** A weekday's name: short in Malayalam ('ബുധൻ') for schedules, long ('ബുധനാഴ്ച') for dates. */
export function weekDayName(
  day: WeekDay,
  language: UiLanguage = 'en',
  form: 'short' | 'long' = 'short',
): string {
  if (language === 'en') return day;
  return form === 'long' ? WEEK_DAY_LONG_NAMES_ML[day] : WEEK_DAY_NAMES_ML[day];
}

/** Sunday first, as `Date.getUTCDay` counts. */
const UTC_DAYS: readonly WeekDay[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/**
 * 'YYYY-MM-DD' in the interface language: 'Wednesday, 25 November 2026' or
 * '2026 നവംബർ 25, ബുധനാഴ്ച' (Intl's ml-IN order, built without Intl: decision 020).
 */
export function formatLongDate(date: string, language: UiLanguage = 'en'): string {
  if (language === 'en') return longDate(date);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const parsed = new Date(`${date}T12:00:00Z`);
  if (!match || Number.isNaN(parsed.getTime())) return date;
  const month = MONTH_NAMES_ML[parsed.getUTCMonth()]!;
  const day = WEEK_DAY_LONG_NAMES_ML[UTC_DAYS[parsed.getUTCDay()]!];
  return `${parsed.getUTCFullYear()} ${month} ${parsed.getUTCDate()}, ${day}`;
}

const monthMl = (month: number) => MONTH_NAMES_ML[month - 1]!;

/**
 * Calendar dates in Malayalam, year first as Intl's ml-IN writes them: '2026 മാർച്ച്',
 * '2026 മാർച്ച് 12', 'ഡിസംബർ 20', 'ഡിസംബർ 10–20', 'ഡിസംബർ 28 – ജനുവരി 3'.
 */
export const malayalamDates: CalendarDates = {
  monthYear(date) {
    const parts = dateParts(date);
    return parts ? `${parts.year} ${monthMl(parts.month)}` : date;
  },
  fullDate(date) {
    const parts = dateParts(date);
    return parts ? `${parts.year} ${monthMl(parts.month)} ${parts.day}` : date;
  },
  dayMonth(date) {
    const parts = dateParts(date);
    return parts ? `${monthMl(parts.month)} ${parts.day}` : date;
  },
  dateRange(from, to) {
    const a = dateParts(from);
    const b = dateParts(to);
    if (!a || !b) return `${from} – ${to}`;
    if (from === to) return malayalamDates.dayMonth(from);
    if (a.year !== b.year)
      return `${malayalamDates.fullDate(from)} – ${malayalamDates.fullDate(to)}`;
    if (a.month === b.month) return `${monthMl(a.month)} ${a.day}–${b.day}`;
    return `${malayalamDates.dayMonth(from)} – ${malayalamDates.dayMonth(to)}`;
  },
};

/**
 * Titles and name in the interface language, e.g. 'അക്യു. ഹീലർ ഡോ. Anil Kumar' (the name stays as
 * the healer wrote it, and so does a title without a Malayalam name).
 */
export function displayNameIn(
  titles: readonly string[] | null | undefined,
  name: string,
  language: UiLanguage = 'en',
): string {
  if (language === 'en') return displayName(titles, name);
  const shown = normaliseTitles(titles).map((title) =>
    Object.hasOwn(TITLE_NAMES_ML, title) ? TITLE_NAMES_ML[title as Title] : title,
  );
  return [...shown, name.trim()].filter((part) => part !== '').join(' ');
}

/**
 * A name written with its titles in it ('Acu Hr. Anil Kumar', as team members' are) in the
 * interface language: 'അക്യു. ഹീലർ Anil Kumar', as a healer's card names a healer.
 */
export function personNameIn(name: string, language: UiLanguage = 'en'): string {
  if (language === 'en') return name;
  const { titles, rest } = splitLeadingTitles(name);
  return titles.length === 0 ? name : displayNameIn(titles, rest, language);
}
