/** The federation's verification of a healer (DESIGN §10.1): what it checks and for how long. */

/** What the federation may have checked before it marks a healer verified. */
export const VERIFICATION_CHECKS = ['membership', 'training', 'identity', 'clinic-visit'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

export const VERIFICATION_LIMITS = {
  /** A verification older than this is due again. */
  dueAfterDays: 365,
  noteMax: 1_000,
} as const;
