import type { Verification } from '../../../../shared/schemas/verification.js';
import { ShieldCheck } from '../../../components/icons.js';
import { useT } from '../../../i18n/i18n-context.js';

// A file of its own: the cards are in the home page's first JavaScript, the profile's badge
// and its explanation (trust-marks.tsx) are not.

/** The card's small mark of a verified healer: a shield named for screen readers and on hover. */
export function VerifiedMark({ verification }: { verification: Verification | null }) {
  const t = useT();
  if (!verification) return null;
  const label = t('trust.verified');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="mt-0.5 inline-flex shrink-0 text-emerald-700"
    >
      <ShieldCheck className="size-5" aria-hidden="true" />
    </span>
  );
}
