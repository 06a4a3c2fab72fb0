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
