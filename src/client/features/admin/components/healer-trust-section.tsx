import { BadgeCheck, Handshake, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import type { AdminHealer, Healer } from '../../../../shared/schemas/healer.js';
import type { Verification } from '../../../../shared/schemas/verification.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { Button } from '../../../components/ui/button.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { useHealerTrust } from '../api/healer-trust.js';
import { useCheckName } from './check-names.js';
import { VerificationForm } from './verification-form.js';

/** A healer of the admin's list, whose replies carry the verification's private note. */
type ListedHealer = Healer & Partial<Pick<AdminHealer, 'verificationNote'>>;

/**
 * The top of the admin's healer dialog when editing (DESIGN §10.1): what the federation checked
 * and when, and when the healer last confirmed their details, each saved on its own (the healer
 * form below saves the rest). What it shows follows the saves made here.
 */
export function HealerTrustSection({ healer }: { healer: ListedHealer }) {
  const t = useT('admin');
  const format = useFormat();
  const checkName = useCheckName();
  const [verification, setVerification] = useState<Verification | null>(healer.verification);
  const today = todayDate(new Date(), runtimeConfig.timeZone());
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/70 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {t('trust.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('trust.description')}</p>
      </div>
      <p role="status" className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <BadgeCheck
          className={verification ? 'size-5 shrink-0 text-emerald-700' : 'size-5 text-slate-400'}
          aria-hidden="true"
        />
        {verification
          ? t('trust.current', {
              date: format.dates.fullDate(verification.checkedOn),
              checks: verification.checks.map(checkName).join(', '),
            })
          : t('trust.none')}
      </p>
      <VerificationForm
        healerId={healer.id}
        verification={verification}
        note={healer.verificationNote}
        today={today}
        onChange={setVerification}
      />
      <ConfirmedWithHealer healerId={healer.id} confirmedOn={healer.confirmedOn} />
    </section>
  );
}

/** "Confirmed with the healer": the last day the details were confirmed, and the button. */
function ConfirmedWithHealer(props: { healerId: string; confirmedOn: string | null }) {
  const t = useT('admin');
  const format = useFormat();
  const toasts = useFormToasts('admin');
  const { confirm } = useHealerTrust();
  const [confirmedOn, setConfirmedOn] = useState(props.confirmedOn);
  const press = () =>
    confirm.mutate(props.healerId, {
      onSuccess: (reply) => {
        setConfirmedOn(reply.confirmedOn);
        toasts.saved(t('trust.confirmed'));
      },
      onError: () => toasts.failed(t('trust.confirmFailed')),
    });
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h4 className="text-sm font-semibold text-slate-900">{t('trust.confirmTitle')}</h4>
      <p role="status" className="text-sm text-slate-800">
        {confirmedOn
          ? t('trust.confirmedOn', { date: format.dates.fullDate(confirmedOn) })
          : t('trust.neverConfirmed')}
      </p>
      <p className="text-xs text-slate-600">{t('trust.confirmHint')}</p>
      <Button
        variant="outline"
        className="sm:self-start"
        disabled={confirm.isPending}
        onClick={press}
      >
        {confirm.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Handshake aria-hidden="true" />
        )}
        {t('trust.confirm')}
      </Button>
    </div>
  );
}
