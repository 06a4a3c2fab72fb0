import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { addDays, addYears } from './dates.js';

/** Leave lies within this many years before or after today (the clinics' date). */
export const LEAVE_WINDOW_YEARS = 2;

/** A period of leave as a public reply carries it: both days included, 'YYYY-MM-DD'. */
export interface LeaveLike {
  from: string;
  to: string;
  note?: string | null;
}

/** Whether `date` falls inside one of the periods (ends included). */
export function isOnLeaveOn(leave: readonly LeaveLike[] | null | undefined, date: string): boolean {
  return (leave ?? []).some((period) => period.from <= date && date <= period.to);
}

/**
 * The last day of the leave that covers `today`, or null when the healer is not on leave then.
 * Periods that follow on without a working day between (1–5 and 6–10 December) read as one, so
 * the patient is told the day the healer is really back.
 */
export function leaveUntil(
  leave: readonly LeaveLike[] | null | undefined,
  today: string,
): string | null {
  if (!isOnLeaveOn(leave, today)) return null;
  // One pass over the periods by their first day (decision 054): each that starts by the day
  // after `until` extends it; the first that starts later ends the stretch, as all after it do.
  const periods = [...(leave ?? [])].sort((a, b) =>
    a.from < b.from ? -1 : a.from > b.from ? 1 : 0,
  );
  let until = today;
  for (const period of periods) {
    if (period.to <= until) continue;
    if (period.from > addDays(until, 1)) break;
    until = period.to;
  }
  return until;
}

/**
 * The periods a patient should still hear about on `today` (not yet ended), soonest first. A
 * kept copy of the directory (offline) may hold periods that ended since it was fetched.
 */
export function leaveFrom(
  leave: readonly LeaveLike[] | null | undefined,
  today: string,
): LeaveLike[] {
  return (leave ?? [])
    .filter((period) => period.to >= today)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The first and last day a period of leave may touch on `today`. */
export function leaveWindow(today: string): { first: string; last: string } {
  return { first: addYears(today, -LEAVE_WINDOW_YEARS), last: addYears(today, LEAVE_WINDOW_YEARS) };
}

/**
 * The issues of periods of leave that reach outside leaveWindow(today), with their paths under
 * `leave` (e.g. `leave.0.to`), for a 400 that names the field. Checked by the server on input
 * only: stored leave, however far, is still read.
 */
export function leaveWindowIssues(
  leave: readonly { from: string; to: string }[] | undefined,
  today: string,
): { path: string; message: string }[] {
  const { first, last } = leaveWindow(today);
  const issues: { path: string; message: string }[] = [];
  (leave ?? []).forEach((period, at) => {
    if (period.from < first)
      issues.push({ path: `leave.${at}.from`, message: MESSAGE_KEY.leaveWindow });
    else if (period.to > last)
      issues.push({ path: `leave.${at}.to`, message: MESSAGE_KEY.leaveWindow });
  });
  return issues;
}
