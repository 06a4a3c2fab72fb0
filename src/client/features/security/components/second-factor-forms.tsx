import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type SecondFactorDisable,
  type SecondFactorEnable,
  type SecondFactorSetupRequest,
  secondFactorDisableSchema,
  secondFactorEnableSchema,
  secondFactorSetupSchema,
} from '../../../../shared/schemas/second-factor.js';
import { ApiError } from '../../../api/api-request.js';
import { PasswordInputField, TextInputField } from '../../../components/form/bound-fields.js';
import { FormActions } from '../../../components/form/form-dialog.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { setServerFieldError } from '../../../components/form/server-field-errors.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import {
  type SecondFactorSetup,
  useDisableSecondFactor,
  useEnableSecondFactor,
  useSetUpSecondFactor,
} from '../api/second-factor.js';

/** The secret as an app's "enter a key" screen shows it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Before the QR code: the current password, so that a session alone cannot turn it on
 * (decision 055). It is sent again with the confirming code, and kept nowhere else.
 */
export function SecondFactorPasswordForm(props: {
  onCancel: () => void;
  onReady: (setup: SecondFactorSetup, currentPassword: string) => void;
}) {
  const t = useT('admin');
  const sharedT = useT('account');
  const toasts = useFormToasts('admin');
  const setUp = useSetUpSecondFactor();
  const form = useForm<SecondFactorSetupRequest>({
    resolver: zodResolver(secondFactorSetupSchema),
    defaultValues: { currentPassword: '' },
  });
  return (
    <SubmitForm
      form={form}
      className="flex flex-col gap-3"
      aria-label={t('security.twoStep.title')}
      onValid={async (values) => {
        props.onReady(await setUp.mutateAsync(values), values.currentPassword);
      }}
      onFailure={(error, placed) => {
        if (!placed && error instanceof ApiError && error.status === 400) {
          setServerFieldError(
            form,
            'currentPassword',
            apiErrorText(sharedT, error) ?? error.message,
          );
          return;
        }
        toasts.failed(apiErrorText(sharedT, error) ?? t('security.twoStep.failed'));
      }}
    >
      <p className="text-sm text-slate-700">{t('security.twoStep.passwordFirst')}</p>
      <PasswordInputField<SecondFactorSetupRequest>
        name="currentPassword"
        label={t('security.twoStep.password')}
        autoComplete="current-password"
      />
      <FormActions
        cancelLabel={t('security.twoStep.cancel')}
        onCancel={props.onCancel}
        submitLabel={t('security.twoStep.continue')}
        pendingLabel={t('security.twoStep.settingUp')}
        pending={setUp.isPending}
      />
    </SubmitForm>
  );
}

/** Setting up: the QR code, the key for typing by hand, and the code that confirms it. */
export function SecondFactorSetupForm(props: {
  setup: SecondFactorSetup;
  currentPassword: string;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const t = useT('admin');
  const sharedT = useT('account');
  const toasts = useFormToasts('admin');
  const enable = useEnableSecondFactor();
  const form = useForm<SecondFactorEnable>({
    resolver: zodResolver(secondFactorEnableSchema),
    defaultValues: { code: '', currentPassword: props.currentPassword },
  });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.setup.qrSvg)}`;
  return (
    <SubmitForm
      form={form}
      className="flex flex-col gap-3"
      onValid={async (values) => {
        const { recoveryCodes } = await enable.mutateAsync(values);
        toasts.saved(t('security.twoStep.onToast'));
        props.onEnabled(recoveryCodes);
      }}
      onFailure={(error, placed) => {
        if (!placed && error instanceof ApiError && error.status === 400) {
          setServerFieldError(form, 'code', apiErrorText(sharedT, error) ?? error.message);
          return;
        }
        toasts.failed(apiErrorText(sharedT, error) ?? t('security.twoStep.failed'));
      }}
    >
      <p className="text-sm text-slate-700">{t('security.twoStep.scan')}</p>
      <img
        src={qr}
        alt={t('security.twoStep.qrAlt')}
        width={192}
        height={192}
        className="self-center rounded-lg border border-slate-200 bg-white"
      />
      <p className="text-sm text-slate-700">{t('security.twoStep.manual')}</p>
      <code className="self-start rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wide text-slate-900 [overflow-wrap:anywhere]">
        {grouped(props.setup.secret)}
      </code>
      <p className="text-sm text-slate-700">{t('security.twoStep.confirm')}</p>
      <TextInputField<SecondFactorEnable>
        name="code"
        label={t('security.twoStep.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
      <FormActions
        cancelLabel={t('security.twoStep.cancel')}
        onCancel={props.onCancel}
        submitLabel={t('security.twoStep.turnOn')}
        pendingLabel={t('security.twoStep.turningOn')}
        pending={enable.isPending}
      />
    </SubmitForm>
  );
}

/** Turning it off: the password and a code (or a recovery code). */
export function SecondFactorTurnOffForm(props: { onCancel: () => void; onDone: () => void }) {
  const t = useT('admin');
  const sharedT = useT('account');
  const toasts = useFormToasts('admin');
  const disable = useDisableSecondFactor();
  const form = useForm<SecondFactorDisable>({
    resolver: zodResolver(secondFactorDisableSchema),
    defaultValues: { currentPassword: '', otp: '' },
  });
  return (
    <SubmitForm
      form={form}
      className="flex flex-col gap-3"
      aria-label={t('security.twoStep.turnOffTitle')}
      onValid={async (values) => {
        await disable.mutateAsync(values);
        toasts.saved(t('security.twoStep.offToast'));
        props.onDone();
      }}
      onFailure={(error, placed) => {
        if (!placed && error instanceof ApiError && error.status === 400) {
          const field = error.key === 'invalidOtp' ? 'otp' : 'currentPassword';
          setServerFieldError(form, field, apiErrorText(sharedT, error) ?? error.message);
          return;
        }
        toasts.failed(apiErrorText(sharedT, error) ?? t('security.twoStep.failed'));
      }}
    >
      <p className="text-sm text-slate-700">{t('security.twoStep.turnOffBody')}</p>
      <PasswordInputField<SecondFactorDisable>
        name="currentPassword"
        label={t('security.twoStep.password')}
        autoComplete="current-password"
      />
      <TextInputField<SecondFactorDisable>
        name="otp"
        label={t('security.twoStep.otp')}
        autoComplete="one-time-code"
        maxLength={64}
      />
      <FormActions
        cancelLabel={t('security.twoStep.cancel')}
        onCancel={props.onCancel}
        submitLabel={t('security.twoStep.turnOff')}
        pendingLabel={t('security.twoStep.turningOff')}
        pending={disable.isPending}
      />
    </SubmitForm>
  );
}
