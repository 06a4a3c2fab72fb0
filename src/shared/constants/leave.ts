/**
 * Leave: the periods (`from`–`to`, both days included) a healer's clinic is closed, which the
 * healer or an admin enters and the public page shows as "On leave until …". The spec's
 * "holidays" is the same thing in the words a visitor reads; in code, data and the API it is
 * `leave`. Not the weekly closed days, which are the timings (decision 062).
 */
export const LEAVE_LIMITS = {
  maxPeriods: 12,
  maxDays: 366,
  noteMax: 200,
} as const;
