/** 'H:MM' or 'HH:MM'. */
export const HHMM = /^(\d{1,2}):(\d{2})$/;

/** 'HH:MM' → '1:05 PM'; blank stays blank and anything unreadable is returned unchanged. */
export function to12Hour(time: string | null | undefined): string {
  const value = time?.trim() ?? '';
  const match = HHMM.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23 || Number(minutes) > 59) return value;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}

/** 'start - end' in 12-hour form, e.g. '9:00 AM - 1:00 PM'. */
export function to12HourRange(start: string, end: string): string {
  return `${to12Hour(start)} - ${to12Hour(end)}`;
}

/** 'YYYY-MM-DD' → 'Wednesday, 25 November 2026' (the calendar date, whatever the zone). */
export function longDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(parsed);
}

const MONTH_NAMES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The parts of a 'YYYY-MM-DD', or null when it is not a calendar date. */
export function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
}

/** Calendar dates ('YYYY-MM-DD') as a language writes them; an unreadable one is returned as is. */
export interface CalendarDates {
  /** 'March 2026' */
  monthYear(date: string): string;
  /** '12 March 2026' */
  fullDate(date: string): string;
  /** '20 December' */
  dayMonth(date: string): string;
  /** '10–20 December', both days included. */
  dateRange(from: string, to: string): string;
}

/**
 * Calendar dates in English without Intl (whose first formatter costs a phone tens of
 * milliseconds, decision 020): 'March 2026', '12 March 2026', '20 December', and ranges
 * '10–20 December', '28 December – 3 January' (with years when they differ).
 */
export const englishDates: CalendarDates = {
  monthYear(date: string): string {
    const parts = dateParts(date);
    return parts ? `${MONTH_NAMES_EN[parts.month - 1]} ${parts.year}` : date;
  },
  fullDate(date: string): string {
    const parts = dateParts(date);
    return parts ? `${parts.day} ${MONTH_NAMES_EN[parts.month - 1]} ${parts.year}` : date;
  },
  dayMonth(date: string): string {
    const parts = dateParts(date);
    return parts ? `${parts.day} ${MONTH_NAMES_EN[parts.month - 1]}` : date;
  },
  dateRange(from: string, to: string): string {
    const a = dateParts(from);
    const b = dateParts(to);
    if (!a || !b) return `${from} – ${to}`;
    if (from === to) return englishDates.dayMonth(from);
    if (a.year !== b.year) return `${englishDates.fullDate(from)} – ${englishDates.fullDate(to)}`;
    if (a.month === b.month) return `${a.day}–${englishDates.dayMonth(to)}`;
    return `${englishDates.dayMonth(from)} – ${englishDates.dayMonth(to)}`;
  },
};
