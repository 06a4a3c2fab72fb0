import { TRUST_LIMITS } from '../../../shared/constants/trust.js';
import { daysBetween } from '../../../shared/schemas/trust.js';

/**
 * Whether the healer's page asks "Are your details still right?": never confirmed, or confirmed
 * more than TRUST_LIMITS.confirmAskAfterDays before `today` (both `YYYY-MM-DD`).
 */
export function confirmationDue(confirmedOn: string | null | undefined, today: string): boolean {
  return !confirmedOn || daysBetween(confirmedOn, today) > TRUST_LIMITS.confirmAskAfterDays;
}
