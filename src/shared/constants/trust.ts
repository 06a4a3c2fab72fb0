/**
 * The constants of trustworthy listings (DESIGN §10.1, issue 31): what the federation checks, how
 * long a confirmation or a check stays fresh, the rules of leave and of patients' reports, and
 * the reasons a listing needs an administrator's attention.
 */

/** What the federation may have checked before it marks a healer verified. */
export const VERIFICATION_CHECKS = ['membership', 'training', 'identity', 'clinic-visit'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** What a patient may report wrong with a listing. */
export const REPORT_REASONS = ['closed', 'moved', 'phone', 'timings', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Why a healer is on the admin's "Needs attention" list. */
export const ATTENTION_REASONS = [
  'never-signed-in',
  'code-expired',
  'not-confirmed',
  'verification-due',
  'no-photo',
  'no-timings',
  'no-pin',
  'no-whatsapp',
  'open-reports',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const TRUST_LIMITS = {
  /** The healer's page asks "Are your details still right?" when older than this (or never). */
  confirmAskAfterDays: 90,
  /** Older than this, a confirmation reads as not recent, and the listing needs attention. */
  confirmStaleAfterDays: 180,
  /** A verification older than this is due again. */
  verificationDueAfterDays: 365,
  leaveMaxPeriods: 12,
  leaveMaxDays: 366,
  leaveNoteMax: 200,
  reportNoteMax: 500,
  /** Reports one client address may send in an hour. */
  reportsPerHour: 5,
  /** The report form does not send sooner than this after it opened (a bot fills it at once). */
  reportFormMinMs: 3_000,
  verificationNoteMax: 1_000,
} as const;
