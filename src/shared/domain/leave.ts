/** A period of leave as a public reply carries it: both days included, 'YYYY-MM-DD'. */
export interface LeaveLike {
  from: string;
  to: string;
  note?: string | null;
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
  const periods = leave ?? [];
  let until = today;
  // Each round extends `until` to the end of a period covering the day after it, if any: at most
  // one round per period, as each ends a period's reach (counted, decision 054).
  for (let round = 0; round <= periods.length; round++) {
    const next = addDays(until, 1);
    const covering = periods.filter((period) => period.from <= next && period.to > until);
    if (covering.length === 0) break;
    until = lastLeaveDay(covering, until);
  }
  return until;
}

/** The last day of any of the periods, or `since` when none ends after it. */
export function lastLeaveDay(
  leave: readonly LeaveLike[] | null | undefined,
  since: string,
): string {
  let last = since;
  for (const period of leave ?? []) if (period.to > last) last = period.to;
  return last;
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
