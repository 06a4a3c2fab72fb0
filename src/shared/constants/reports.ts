/** Patients' reports that a listing is wrong (DESIGN §10.1): their reasons, states and limits. */

/** What a patient may report wrong with a listing. */
export const REPORT_REASONS = ['closed', 'moved', 'phone', 'timings', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  noteMax: 500,
  /** Reports one client address may send in an hour. */
  perHour: 5,
  /** The report form does not send sooner than this after it opened (a bot fills it at once). */
  formMinMs: 3_000,
} as const;
