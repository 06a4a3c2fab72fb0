import { readTimeZone } from '../../server/env.js';
import { CONFIRMATION_LIMITS } from '../../shared/constants/confirmation.js';
import {
  VERIFICATION_CHECKS,
  type VerificationCheck,
} from '../../shared/constants/verification.js';
import { addDays } from '../../shared/domain/dates.js';
import { todayDate } from '../../shared/domain/zoned-time.js';
import type { HealerFields } from './factories.js';

type TrustFields = Pick<
  HealerFields,
  'verificationCheckedOn' | 'verificationChecks' | 'confirmedOn' | 'leave'
>;

/** The demo healer on leave on the seed's day, and the one whose leave is still to come. */
export const DEMO_ON_LEAVE = 9;
export const DEMO_LEAVE_AHEAD = 10;
/** The demo healer whose details were confirmed too long ago. */
export const DEMO_STALE_CONFIRMATION = 6;

const SOME_CHECKS: VerificationCheck[] = ['membership', 'identity'];

/**
 * The trust fields of demo healer `index`, dated from the seed's `today` so that the demo shows
 * every state (DESIGN §10.1) whenever it is loaded: a third verified (some with every check),
 * most confirmed recently, one confirmed long ago, some never; one on leave today and one
 * with leave ahead. The first (Anil Kumar) is verified and confirmed.
 */
export function demoTrust(index: number, today: string): TrustFields {
  const verified = index % 3 === 0;
  let confirmedOn: string | null = null;
  if (index === DEMO_STALE_CONFIRMATION) {
    confirmedOn = addDays(today, -(CONFIRMATION_LIMITS.staleAfterDays + 70));
  } else if (index % 4 !== 2) {
    confirmedOn = addDays(today, -((index * 7) % 60));
  }
  const leave =
    index === DEMO_ON_LEAVE
      ? [
          {
            from: addDays(today, -2),
            to: addDays(today, 5),
            note: 'Attending a training camp in Chennai',
          },
        ]
      : index === DEMO_LEAVE_AHEAD
        ? [{ from: addDays(today, 12), to: addDays(today, 20), note: 'Family wedding' }]
        : [];
  return {
    verificationCheckedOn: verified ? addDays(today, -(30 + index * 5)) : null,
    verificationChecks: verified ? (index % 2 === 0 ? [...VERIFICATION_CHECKS] : SOME_CHECKS) : [],
    confirmedOn,
    leave,
  };
}

/** Today in the clinics' time zone, TIME_ZONE read as the server reads it (env.ts). */
export function seedToday(): string {
  return todayDate(new Date(), readTimeZone());
}
