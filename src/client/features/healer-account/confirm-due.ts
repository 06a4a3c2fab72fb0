import { CONFIRMATION_LIMITS } from '../../../shared/constants/confirmation.js';
import { daysFrom } from '../../../shared/domain/dates.js';

/**
 * Whether the healer's page asks "Are your details still right?": never confirmed, or confirmed
 * more than CONFIRMATION_LIMITS.askAfterDays before `today` (both `YYYY-MM-DD`).
 */
export function confirmationDue(confirmedOn: string | null | undefined, today: string): boolean {
  return !confirmedOn || daysFrom(confirmedOn, today) > CONFIRMATION_LIMITS.askAfterDays;
}
