import type { VerificationCheck } from '../../shared/constants/verification.js';

/** The admin catalogue's key of each verification check (`trust.check.*`: camel case, the API's are not). */
export const CHECK_KEYS = {
  membership: 'membership',
  training: 'training',
  identity: 'identity',
  'clinic-visit': 'clinicVisit',
} as const satisfies Record<VerificationCheck, string>;
