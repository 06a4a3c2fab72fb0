/**
 * The days the API takes (DESIGN §11.2, decision 054): a real day in these years. Beyond them a
 * date is a typing slip or an attack; year 10000 does not even fit `YYYY-MM-DD`, and PostgreSQL
 * refuses some far instants with an error of its own.
 */
export const DATE_BOUNDS = { first: '2000-01-01', last: '2100-12-31' } as const;

/** `YYYY-MM-DD`: the form of every day the API reads and writes (the one pattern of it). */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is `YYYY-MM-DD` and that day exists (not 2026-02-30). */
export function isRealDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether a real day lies within DATE_BOUNDS (four-digit years compare as text). */
export function isWithinDateBounds(value: string): boolean {
  return value >= DATE_BOUNDS.first && value <= DATE_BOUNDS.last;
}

/** The same day `years` later (earlier when negative); 29 February becomes 28 February. */
export function addYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const rest = day.slice(4) === '-02-29' ? '-02-28' : day.slice(4);
  return `${String(year).padStart(4, '0')}${rest}`;
}

/** 'YYYY-MM-DD' moved by whole days (negative for earlier). */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
