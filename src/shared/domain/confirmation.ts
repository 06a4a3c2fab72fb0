import { CONFIRMATION_LIMITS } from '../constants/confirmation.js';
import { daysFrom } from './dates.js';

/**
 * How a patient should read the day the details were last confirmed: recent, or old enough
 * (more than CONFIRMATION_LIMITS.staleAfterDays) that they may have changed; null when never
 * confirmed, which the profile does not mention (decision 044).
 */
export function confirmationAge(
  confirmedOn: string | null | undefined,
  today: string,
): 'recent' | 'stale' | null {
  if (!confirmedOn) return null;
  return daysFrom(confirmedOn, today) > CONFIRMATION_LIMITS.staleAfterDays ? 'stale' : 'recent';
}
