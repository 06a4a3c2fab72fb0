import type { WeekDay } from '../../../shared/constants/days.js';
import { type LeaveLike, leaveUntil } from '../../../shared/domain/leave.js';
import {
  clinicStatusOnDate,
  daySchedule,
  isTimeWithinHours,
  type TimingLike,
  weekDayOfDate,
} from '../../../shared/domain/open-status.js';

export type BookingValues = {
  patientName: string;
  age: string;
  sex: string;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  preferredLanguage: string;
  healthConcerns: string;
};

const filled = (value: string) => value.trim() !== '';

/** The fields Book waits for (spec §5), in the form's order. */
export const REQUIRED_BOOKING_FIELDS = [
  'patientName',
  'age',
  'sex',
  'phone',
  'preferredDate',
  'preferredTime',
] as const satisfies readonly (keyof BookingValues)[];
export type RequiredBookingField = (typeof REQUIRED_BOOKING_FIELDS)[number];

/** The required fields still blank: what the form names under a disabled Book. */
export function missingBookingFields(values: BookingValues): RequiredBookingField[] {
  return REQUIRED_BOOKING_FIELDS.filter((field) => !filled(values[field]));
}

/** A patient's phone needs at least this many digits (a 10-digit Indian number). */
export const MIN_PHONE_DIGITS = 10;
export const AGE_MIN = 1;
export const AGE_MAX = 120;

export type BookingFieldProblem = 'phoneTooShort' | 'ageRange';

/**
 * What is wrong with a filled phone or age: a phone of fewer than 10 digits, an age outside
 * 1 to 120. Blank fields are not problems here: Book simply waits for them (the spec's rule).
 */
export function bookingFieldProblems(
  values: Pick<BookingValues, 'phone' | 'age'>,
): Partial<Record<'phone' | 'age', BookingFieldProblem>> {
  const problems: Partial<Record<'phone' | 'age', BookingFieldProblem>> = {};
  if (filled(values.phone) && values.phone.replace(/\D/g, '').length < MIN_PHONE_DIGITS) {
    problems.phone = 'phoneTooShort';
  }
  const age = values.age.trim();
  if (age !== '' && !(/^\d+$/.test(age) && Number(age) >= AGE_MIN && Number(age) <= AGE_MAX)) {
    problems.age = 'ageRange';
  }
  return problems;
}

/** Book is enabled once the six required fields are filled and the date is not before today. */
export function canBook(values: BookingValues, today: string): boolean {
  return (
    filled(values.patientName) &&
    filled(values.age) &&
    filled(values.sex) &&
    filled(values.phone) &&
    filled(values.preferredDate) &&
    filled(values.preferredTime) &&
    values.preferredDate >= today
  );
}

export type BookingWarnings = {
  closedOnDate: boolean;
  outsideHours: boolean;
  /** The last day of the healer's leave that covers the chosen date, or null. */
  onLeaveUntil: string | null;
};

/**
 * The soft warnings; they inform and never block. On a day of leave that is the one warning:
 * the clinic's usual hours do not apply then (decision 044: leave means not open).
 */
export function bookingWarnings(
  timings: readonly TimingLike[],
  date: string,
  time: string,
  leave: readonly LeaveLike[] = [],
): BookingWarnings {
  const none = { closedOnDate: false, outsideHours: false, onLeaveUntil: null };
  if (!date) return none;
  const onLeaveUntil = leaveUntil(leave, date);
  if (onLeaveUntil) return { ...none, onLeaveUntil };
  const closedOnDate = clinicStatusOnDate(timings, date) === 'closed';
  const outsideHours = !closedOnDate && time !== '' && !isTimeWithinHours(timings, date, time);
  return { closedOnDate, outsideHours, onLeaveUntil: null };
}

export type DayHours =
  | { kind: 'none' }
  | { kind: 'closed'; day: WeekDay }
  | { kind: 'open'; day: WeekDay }
  | { kind: 'hours'; day: WeekDay; ranges: { start: string; end: string }[] };

/** What the clinic's hours are on the chosen date, for the line under the date field. */
export function hoursOnDate(timings: readonly TimingLike[], date: string): DayHours {
  const day = date ? weekDayOfDate(date) : null;
  if (!day || timings.length === 0) return { kind: 'none' };
  const schedule = daySchedule(timings.find((entry) => entry.day === day));
  if (schedule.kind === 'closed') return { kind: 'closed', day };
  if (schedule.kind === 'open') return { kind: 'open', day };
  return {
    kind: 'hours',
    day,
    ranges: [schedule.morning, schedule.evening].filter((range) => range !== null),
  };
}
