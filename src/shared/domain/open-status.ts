import { WEEK_DAYS, type WeekDay } from '../constants/days.js';
import { addDays, daysFrom, ISO_DAY, isWithinDateBounds } from './dates.js';
import { isOnLeaveOn, type LeaveLike, leaveUntil } from './leave.js';
import { zonedNow } from './zoned-time.js';

/** One clinic timing entry as stored or sent; isOpen defaults to true as in the schema. */
export interface TimingLike {
  day: string;
  isOpen?: boolean | null;
  morningStart?: string | null;
  morningEnd?: string | null;
  eveningStart?: string | null;
  eveningEnd?: string | null;
}

/**
 * The most days or stretches of leave the next opening is looked for in: a week before and after
 * each of the 12 periods the forms allow needs at most 8 × 13 = 104.
 */
export const NEXT_OPENING_MAX_STEPS = 120;

/** The card's opening line (spec §4); null means no timings at all, so no badge. */
export type OpeningLine =
  | { kind: 'open'; start: string; end: string }
  | { kind: 'next-today'; start: string; end: string }
  /** In a break today: an earlier session has ended and a later one is still to come. */
  | { kind: 'reopens-today'; start: string; end: string }
  | { kind: 'next-day'; day: WeekDay; start: string; end: string }
  /** The next opening is more than a week away (after leave): a weekday alone would mislead. */
  | { kind: 'next-date'; date: string; start: string; end: string }
  /** On leave today (DESIGN §10.1): back after `until`, the last day of the leave. */
  | { kind: 'on-leave'; until: string }
  | { kind: 'none' }
  | null;

/** How one day reads in the weekly schedule. */
export type DaySchedule =
  | { kind: 'closed' }
  | { kind: 'open' }
  | {
      kind: 'hours';
      morning: { start: string; end: string } | null;
      evening: { start: string; end: string } | null;
    };

export type ClinicDateStatus = 'open' | 'closed' | 'unknown';

/** The weekday of a calendar date 'YYYY-MM-DD', or null when it is not a date. */
export function weekDayOfDate(date: string): WeekDay | null {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (!ISO_DAY.test(date) || Number.isNaN(parsed.getTime())) return null;
  // getUTCDay counts from Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(parsed.getUTCDay() + 6) % 7]!;
}

/** 'HH:MM' → minutes since midnight, or null when blank or unreadable. */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes;
}

const isOpenDay = (entry: TimingLike | undefined): entry is TimingLike =>
  entry !== undefined && entry.isOpen !== false;

const text = (value: string | null | undefined) => value?.trim() ?? '';

function slot(start: string | null | undefined, end: string | null | undefined) {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from === null || to === null ? null : { from, to };
}

/** The morning and evening slots of a day that have both ends set. */
function slots(entry: TimingLike) {
  return [
    slot(entry.morningStart, entry.morningEnd),
    slot(entry.eveningStart, entry.eveningEnd),
  ].filter((value) => value !== null);
}

/** The day's span for the opening line: morning start (else evening start) to evening end (else morning end). */
export function daySpan(entry: TimingLike): { start: string; end: string } | null {
  const start = text(entry.morningStart) || text(entry.eveningStart);
  const end = text(entry.eveningEnd) || text(entry.morningEnd);
  if (minutesOf(start) === null || minutesOf(end) === null) return null;
  return { start, end };
}

const entryFor = (timings: readonly TimingLike[], day: WeekDay) =>
  timings.find((entry) => entry.day === day);

const withinSlots = (entry: TimingLike, minutes: number) =>
  slots(entry).some(({ from, to }) => minutes >= from && minutes <= to);

/**
 * Open now: not on leave today, today's entry is open and the time is within its morning or
 * evening slot, ends included.
 */
export function isOpenNow(
  timings: readonly TimingLike[] | null | undefined,
  now: Date,
  timeZone: string,
  leave?: readonly LeaveLike[] | null,
): boolean {
  if (!timings || timings.length === 0) return false;
  const { date, weekDay, minutes } = zonedNow(now, timeZone);
  if (isOnLeaveOn(leave, date)) return false;
  const today = entryFor(timings, weekDay);
  return isOpenDay(today) && withinSlots(today, minutes);
}

/**
 * The card's opening line: on leave today, open now, next opening today (before the day's first
 * session, or again after a break), or on a later day that is not inside a period of leave
 * (named by its weekday within a week, by its date beyond), or none.
 */
export function openingLine(
  timings: readonly TimingLike[] | null | undefined,
  now: Date,
  timeZone: string,
  leave?: readonly LeaveLike[] | null,
): OpeningLine {
  const { date, weekDay, minutes } = zonedNow(now, timeZone);
  const until = leaveUntil(leave, date);
  // Leave is said even without timings: a patient must not travel to a closed clinic.
  if (until !== null) return { kind: 'on-leave', until };
  if (!timings || timings.length === 0) return null;
  const today = entryFor(timings, weekDay);
  if (isOpenDay(today)) {
    const span = daySpan(today);
    if (span && withinSlots(today, minutes)) return { kind: 'open', ...span };
    if (span && minutes <= minutesOf(span.end)!) {
      // Before the day's first session the clinic opens today; after one it opens again.
      const daySlots = slots(today);
      const ended = daySlots.some(({ to }) => to < minutes);
      const coming = daySlots.some(({ from }) => from > minutes);
      return { kind: ended && coming ? 'reopens-today' : 'next-today', ...span };
    }
  }
  const todayIndex = WEEK_DAYS.indexOf(weekDay);
  const opensSomeDay = WEEK_DAYS.some((day) => {
    const entry = entryFor(timings, day);
    return isOpenDay(entry) && daySpan(entry) !== null;
  });
  if (!opensSomeDay) return { kind: 'none' };
  // Counted (decision 054): each step is a day off leave (an open one comes within a week of
  // them) or a jump over a whole stretch of leave, so even stored leave to year 9999 or a
  // hand-edited list of thousands of periods costs at most NEXT_OPENING_MAX_STEPS steps.
  let offset = 1;
  for (let step = 0; step < NEXT_OPENING_MAX_STEPS; step++) {
    const onDate = addDays(date, offset);
    if (!isWithinDateBounds(onDate)) break;
    const until = leaveUntil(leave, onDate);
    if (until !== null) {
      offset += daysFrom(onDate, until) + 1;
      continue;
    }
    const day = WEEK_DAYS[(todayIndex + offset) % 7]!;
    const entry = entryFor(timings, day);
    const span = isOpenDay(entry) ? daySpan(entry) : null;
    if (span) {
      return offset <= 7
        ? { kind: 'next-day', day, ...span }
        : { kind: 'next-date', date: onDate, ...span };
    }
    offset += 1;
  }
  return { kind: 'none' };
}

/** How a schedule day reads: Closed, Open (no times set) or its Morning and Evening ranges. */
export function daySchedule(entry: TimingLike | undefined): DaySchedule {
  if (!isOpenDay(entry)) return { kind: 'closed' };
  const range = (start: string | null | undefined, end: string | null | undefined) =>
    text(start) !== '' && text(end) !== '' ? { start: text(start), end: text(end) } : null;
  const morning = range(entry.morningStart, entry.morningEnd);
  const evening = range(entry.eveningStart, entry.eveningEnd);
  return morning || evening ? { kind: 'hours', morning, evening } : { kind: 'open' };
}

/** Whether the clinic opens on a calendar date; unknown when the healer has no timings. */
export function clinicStatusOnDate(
  timings: readonly TimingLike[] | null | undefined,
  date: string,
): ClinicDateStatus {
  const day = weekDayOfDate(date);
  if (!timings || timings.length === 0 || day === null) return 'unknown';
  return isOpenDay(entryFor(timings, day)) ? 'open' : 'closed';
}

/**
 * Whether a booking time falls within the clinic's hours on a date, ends included. True when
 * there is nothing to check against (no timings, or an open day without times); false on a
 * closed day.
 */
export function isTimeWithinHours(
  timings: readonly TimingLike[] | null | undefined,
  date: string,
  time: string,
): boolean {
  const status = clinicStatusOnDate(timings, date);
  if (status === 'unknown') return true;
  if (status === 'closed') return false;
  const entry = entryFor(timings!, weekDayOfDate(date)!)!;
  const minutes = minutesOf(time);
  if (minutes === null || slots(entry).length === 0) return true;
  return withinSlots(entry, minutes);
}
