import { TRUST_LIMITS } from '../constants/trust.js';
import { daysFrom } from './leave.js';

/**
 * How a patient should read the day the details were last confirmed: recent, or old enough
 * (more than TRUST_LIMITS.confirmStaleAfterDays) that they may have changed; null when never
 * confirmed, which the profile does not mention (decision 044).
 */
export function confirmationAge(
  confirmedOn: string | null | undefined,
  today: string,
): 'recent' | 'stale' | null {
  if (!confirmedOn) return null;
  return daysFrom(confirmedOn, today) > TRUST_LIMITS.confirmStaleAfterDays ? 'stale' : 'recent';
}
