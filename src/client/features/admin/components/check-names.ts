import type { VerificationCheck } from '../../../../shared/constants/verification.js';
import { useT } from '../../../i18n/i18n-context.js';

/** The catalogue's key of each check (its keys are camel case, the API's are not). */
const CHECK_KEYS = {
  membership: 'membership',
  training: 'training',
  identity: 'identity',
  'clinic-visit': 'clinicVisit',
} as const satisfies Record<VerificationCheck, string>;

/** A verification check's plain name in the admin's language. */
export function useCheckName(): (check: VerificationCheck) => string {
  const t = useT('admin');
  return (check) => t(`trust.check.${CHECK_KEYS[check]}`);
}
