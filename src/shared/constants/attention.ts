/**
 * Why a healer is on the admin's "Needs attention" list (DESIGN §10.1, decision 048). The
 * in-memory attention snapshot keeps each healer's reasons as one bit each in a `Uint16Array`
 * (server/services/attention-snapshot.ts): at most 16 reasons fit, 9 are used. A 17th needs a
 * `Uint32Array` there.
 */
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
