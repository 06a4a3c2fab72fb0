import type { VerificationCheck } from '../../../../shared/constants/verification.js';
import { CHECK_KEYS } from '../../../i18n/check-keys.js';
import { useT } from '../../../i18n/i18n-context.js';

/** A verification check's plain name in the admin's language. */
export function useCheckName(): (check: VerificationCheck) => string {
  const t = useT('admin');
  return (check) => t(`trust.check.${CHECK_KEYS[check]}`);
}
