import type { ReactNode } from 'react';
import type { Healer } from '../../../../shared/schemas/healer.js';
import {
  Accessibility,
  Car,
  House,
  IndianRupee,
  Landmark,
  UserRound,
  Users,
} from '../../../components/icons.js';
import { Badge } from '../../../components/ui/badge.js';
import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';
import type { Translate } from '../../../i18n/translator.js';

/** What decides a visit (DESIGN §10.2) as the card and profile show it, from a healer reply. */
type ShownVisitFacts = Pick<
  Healer,
  | 'feeFrom'
  | 'feeTo'
  | 'gender'
  | 'homeVisits'
  | 'acceptingNewPatients'
  | 'stepFree'
  | 'parking'
  | 'landmark'
>;

/** Rupees as India writes them: 1,000 and 1,00,000, the same in both languages. */
const rupees = (fee: number) => fee.toLocaleString('en-IN');

/**
 * The first visit's fee in words: '₹300–500 first visit', '₹300 first visit' when both ends are
 * one, 'From ₹300 first visit' with only a "from"; null when no fee is said (decision 053). The
 * short form is the profile's value after its own label.
 */
export function feeText(t: Translate, healer: ShownVisitFacts, short = false): string | null {
  const { feeFrom, feeTo } = healer;
  if (feeFrom === null || feeFrom === undefined) return null;
  if (feeTo === null || feeTo === undefined) {
    return t(short ? 'visit.feeFromShort' : 'visit.feeFrom', { fee: rupees(feeFrom) });
  }
  if (feeTo === feeFrom)
    return t(short ? 'visit.feeOneShort' : 'visit.feeOne', { fee: rupees(feeFrom) });
  return t(short ? 'visit.feeRangeShort' : 'visit.feeRange', {
    from: rupees(feeFrom),
    to: rupees(feeTo),
  });
}

/** The card's visit facts: the fee, home visits, step-free, and a full list; nothing not said. */
export function CardVisitFacts({ healer }: { healer: ShownVisitFacts }) {
  const t = useT();
  const fee = feeText(t, healer);
  const badges: string[] = [];
  if (healer.homeVisits) badges.push(t('visit.homeVisits'));
  if (healer.stepFree === true) badges.push(t('visit.stepFree'));
  const full = healer.acceptingNewPatients === false;
  if (!fee && badges.length === 0 && !full) return null;
  return (
    <div className="flex flex-col gap-1.5" data-testid="card-visit">
      {fee ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <IndianRupee className="size-4 shrink-0 text-secondary" aria-hidden="true" />
          {fee}
        </p>
      ) : null}
      {badges.length > 0 || full ? (
        <ul className="flex flex-wrap gap-1.5">
          {badges.map((badge) => (
            <li key={badge}>
              <Badge variant="primary">{badge}</Badge>
            </li>
          ))}
          {full ? (
            <li>
              <Badge variant="warning">{t('visit.notTakingNew')}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * What a patient should know before booking (decision 067): "Not taking new patients" and the
 * first visit's fee, shown beside the booking action and in the booking dialog; nothing when
 * neither is said.
 */
export function BookingFacts({
  healer,
  className,
}: {
  healer: ShownVisitFacts;
  className?: string;
}) {
  const t = useT();
  const fee = feeText(t, healer);
  const full = healer.acceptingNewPatients === false;
  if (!fee && !full) return null;
  return (
    <div className={cn('flex flex-col gap-2 text-sm', className)} data-testid="booking-facts">
      {full ? (
        <p className="rounded-md bg-amber-50 p-2.5 font-medium text-amber-900 ring-1 ring-amber-200">
          {t('visit.notTakingNewBooking')}
        </p>
      ) : null}
      {fee ? (
        <p className="flex items-center gap-1.5 font-medium text-slate-800">
          <IndianRupee className="size-4 shrink-0 text-secondary" aria-hidden="true" />
          {fee}
        </p>
      ) : null}
    </div>
  );
}

/** The profile's visit facts, for the Location card: each one said, as a line with its icon. */
export function ProfileVisitFacts({ healer }: { healer: ShownVisitFacts }) {
  const t = useT();
  const fee = feeText(t, healer, true);
  const lines: [key: string, icon: ReactNode, text: string][] = [];
  const icon = (Icon: typeof House) => (
    <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
  );
  const landmark = healer.landmark?.trim();
  if (landmark) lines.push(['landmark', icon(Landmark), t('visit.landmark', { landmark })]);
  if (fee) lines.push(['fee', icon(IndianRupee), t('visit.fee', { fee })]);
  // 'other' is kept and exported but not labelled: a word chosen for someone is easily wrong.
  if (healer.gender === 'woman' || healer.gender === 'man') {
    lines.push(['gender', icon(UserRound), t(`visit.${healer.gender}`)]);
  }
  if (healer.homeVisits) lines.push(['home', icon(House), t('visit.visitsAtHome')]);
  lines.push([
    'new',
    icon(Users),
    t(healer.acceptingNewPatients === false ? 'visit.notTakingNew' : 'visit.takingNew'),
  ]);
  if (healer.stepFree === true || healer.stepFree === false) {
    lines.push([
      'steps',
      icon(Accessibility),
      t(healer.stepFree ? 'visit.stepFreeYes' : 'visit.stepFreeNo'),
    ]);
  }
  if (healer.parking === true || healer.parking === false) {
    lines.push(['parking', icon(Car), t(healer.parking ? 'visit.parkingYes' : 'visit.parkingNo')]);
  }
  return (
    <ul
      className="mb-4 flex flex-col gap-2 text-sm text-slate-700"
      aria-label={t('visit.detailsLabel')}
      data-testid="profile-visit"
    >
      {lines.map(([key, lineIcon, text]) => (
        <li key={key} className="flex gap-2">
          {lineIcon}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
