import { Loader2, ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import {
  type SecondFactorSetup,
  useSecondFactorStatus,
  useSetUpSecondFactor,
} from '../api/second-factor.js';
import { useDateTime } from '../hooks/use-date-time.js';
import { RecoveryCodes } from './recovery-codes.js';
import { TwoStepSetupForm, TwoStepTurnOffForm } from './two-step-forms.js';

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: SecondFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turn-off' };

/**
 * "Two-step sign-in" in the Profile dialog: whether it is on; setting it up (QR code, key,
 * confirming code); the recovery codes, shown once; turning it off (decision 049).
 */
export function TwoStepCard() {
  const t = useT('admin');
  const sharedT = useT('account');
  const toasts = useFormToasts('admin');
  const dateTime = useDateTime();
  const status = useSecondFactorStatus();
  const setUp = useSetUpSecondFactor();
  const [view, setView] = useState<View>({ kind: 'status' });
  const back = () => setView({ kind: 'status' });

  let body: ReactNode;
  if (view.kind === 'setup') {
    body = (
      <TwoStepSetupForm
        setup={view.setup}
        onCancel={back}
        onEnabled={(codes) => setView({ kind: 'codes', codes })}
      />
    );
  } else if (view.kind === 'codes') {
    body = <RecoveryCodes codes={view.codes} onDone={back} />;
  } else if (view.kind === 'turn-off') {
    body = <TwoStepTurnOffForm onCancel={back} onDone={back} />;
  } else if (!status.data) {
    body = <Loader2 className="animate-spin text-slate-500" aria-hidden="true" />;
  } else if (status.data.enabled) {
    body = (
      <>
        <p className="text-sm text-slate-700">
          {t('security.twoStep.onBody', { date: dateTime(status.data.enabledAt ?? '') })}{' '}
          {t('security.twoStep.recoveryLeft', { count: status.data.recoveryCodesLeft })}
        </p>
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setView({ kind: 'turn-off' })}
        >
          {t('security.twoStep.turnOff')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-slate-700">{t('security.twoStep.offBody')}</p>
        <Button
          className="self-start"
          disabled={setUp.isPending}
          onClick={async () => {
            try {
              setView({ kind: 'setup', setup: await setUp.mutateAsync() });
            } catch (error) {
              toasts.failed(apiErrorText(sharedT, error) ?? t('security.twoStep.failed'));
            }
          }}
        >
          {setUp.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {setUp.isPending ? t('security.twoStep.settingUp') : t('security.twoStep.setUp')}
        </Button>
      </>
    );
  }

  const on = status.data?.enabled === true;
  return (
    <section
      aria-labelledby="two-step-title"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3
        id="two-step-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        {on ? (
          <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />
        ) : (
          <ShieldOff className="size-5 text-slate-500" aria-hidden="true" />
        )}
        {view.kind === 'turn-off'
          ? t('security.twoStep.turnOffTitle')
          : t('security.twoStep.title')}
      </h3>
      {body}
    </section>
  );
}
