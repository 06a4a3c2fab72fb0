import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGE_KEY } from '../../../../shared/constants/validation-messages.js';
import type { AdminLogin } from '../../../../shared/schemas/auth.js';
import { errorStatus } from '../../../api/api-request.js';
import { TextInputField } from '../../../components/form/bound-fields.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { setServerFieldError } from '../../../components/form/server-field-errors.js';
import { SignInCard } from '../../../components/form/sign-in-card.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { useAdminLogin } from '../api/admin-login.js';

const secondFactorSchema = z.object({
  otp: z.string().trim().min(1, MESSAGE_KEY.otpRequired).max(64, MESSAGE_KEY.invalidOtp),
});
type SecondFactorValues = z.infer<typeof secondFactorSchema>;

/**
 * The sign-in's second step, once the password was right and two-step sign-in is on: the
 * authenticator's 6-digit code (a numeric keypad, and the phone's one-time-code autofill) or, on
 * request, a recovery code. The identifier and password are sent again with it.
 */
export function AdminSecondFactorForm(props: { credentials: AdminLogin; onBack: () => void }) {
  const t = useT('admin');
  const sharedT = useT('account');
  const toasts = useFormToasts('admin');
  const login = useAdminLogin();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<SecondFactorValues>({
    resolver: zodResolver(secondFactorSchema),
    defaultValues: { otp: '' },
  });
  const otp = useWatch({ control: form.control, name: 'otp' });

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <SignInCard
        icon={KeyRound}
        title={t('security.secondStep.title')}
        subtitle={t('security.secondStep.subtitle')}
        form={form}
        onValid={async ({ otp }) => {
          await login.mutateAsync({ ...props.credentials, otp });
          toasts.saved(t('login.success'));
        }}
        onFailure={(error) => {
          const status = errorStatus(error);
          if (status === 401) {
            setServerFieldError(form, 'otp', t('security.secondStep.invalid'));
            return;
          }
          toasts.failed(
            status === 429
              ? (apiErrorText(sharedT, error) ?? t('login.failed'))
              : t('login.failed'),
          );
        }}
        submitLabel={t('security.secondStep.submit')}
        pendingLabel={t('security.secondStep.submitting')}
        pending={login.isPending}
        disabled={otp.trim() === ''}
        footer={
          <div className="mt-4 flex flex-col items-center gap-1">
            <Button
              variant="link"
              onClick={() => {
                setRecovery(!recovery);
                form.reset({ otp: '' });
                form.setFocus('otp');
              }}
            >
              {recovery ? t('security.secondStep.useCode') : t('security.secondStep.useRecovery')}
            </Button>
            <Button variant="ghost" onClick={props.onBack}>
              {t('security.secondStep.back')}
            </Button>
          </div>
        }
      >
        {recovery ? (
          <TextInputField<SecondFactorValues>
            key="recovery"
            name="otp"
            label={t('security.secondStep.recoveryCode')}
            hint={t('security.secondStep.recoveryHint')}
            autoComplete="off"
            maxLength={64}
          />
        ) : (
          <TextInputField<SecondFactorValues>
            key="code"
            name="otp"
            label={t('security.secondStep.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
        )}
      </SignInCard>
    </section>
  );
}
