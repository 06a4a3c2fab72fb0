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
