import { AlertTriangle, Loader2, ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';
import { type SecondFactorSetup, useSecondFactorStatus } from '../api/second-factor.js';
import { useDateTime } from '../hooks/use-date-time.js';
import { RecoveryCodes } from './recovery-codes.js';
import {
  SecondFactorPasswordForm,
  SecondFactorSetupForm,
  SecondFactorTurnOffForm,
} from './second-factor-forms.js';

type View =
  | { kind: 'status' }
  | { kind: 'password' }
  | { kind: 'setup'; setup: SecondFactorSetup; currentPassword: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turn-off' };

/**
 * "Two-step sign-in" in the Profile dialog: whether it is on; setting it up (QR code, key,
 * confirming code); the recovery codes, shown once; turning it off (decision 049).
 */
export function SecondFactorCard() {
  const t = useT('admin');
  const dateTime = useDateTime();
  const status = useSecondFactorStatus();
  const [view, setView] = useState<View>({ kind: 'status' });
  const back = () => setView({ kind: 'status' });

  let body: ReactNode;
  if (view.kind === 'password') {
    body = (
      <SecondFactorPasswordForm
        onCancel={back}
        onReady={(setup, currentPassword) => setView({ kind: 'setup', setup, currentPassword })}
      />
    );
  } else if (view.kind === 'setup') {
    body = (
      <SecondFactorSetupForm
        setup={view.setup}
        currentPassword={view.currentPassword}
        onCancel={back}
        onEnabled={(codes) => setView({ kind: 'codes', codes })}
      />
    );
  } else if (view.kind === 'codes') {
    body = <RecoveryCodes codes={view.codes} onDone={back} />;
  } else if (view.kind === 'turn-off') {
    body = <SecondFactorTurnOffForm onCancel={back} onDone={back} />;
  } else if (!status.data) {
    body = <Loader2 className="animate-spin text-slate-500" aria-hidden="true" />;
  } else if (status.data.enabled) {
    body = (
      <>
        {status.data.secretUnreadable ? (
          <p
            role="alert"
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('security.twoStep.unreadable')}
          </p>
        ) : null}
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
        <Button className="self-start" onClick={() => setView({ kind: 'password' })}>
          {t('security.twoStep.setUp')}
        </Button>
      </>
    );
  }

  const on = status.data?.enabled === true;
  const failed = status.data?.failedAttempts;
  const failedNotice =
    failed && failed.count > 0 && view.kind === 'status' ? (
      <p
        role="status"
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t(failed.since ? 'security.twoStep.failedSince' : 'security.twoStep.failedRecent', {
          count: failed.count,
          since: dateTime(failed.since ?? ''),
          last: dateTime(failed.lastAt ?? ''),
        })}
      </p>
    ) : null;
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
      {failedNotice}
      {body}
    </section>
  );
}
