import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type AdminLogin, adminLoginSchema } from '../../../../shared/schemas/auth.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { ApiError, errorStatus } from '../../../api/api-request.js';
import { serverMessage } from '../../../api/server-message.js';
import { PasswordInputField, TextInputField } from '../../../components/form/bound-fields.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { SignInCard } from '../../../components/form/sign-in-card.js';
import { PasskeySignIn } from '../../../components/passkeys/passkey-sign-in.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { useAdminLogin } from '../api/admin-login.js';
import { AdminSecondFactorForm } from './admin-second-factor-form.js';

/** Whether a refused sign-in asks for the second step (two-step sign-in is on, decision 049). */
function asksForCode(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.json?.otpRequired === true;
}

/**
 * The admin sign-in: identifier and password; Login is enabled only when both are filled. Until
 * the admin has set their own credentials, a hint under the identifier says it is `admin`. When
 * the server asks for a code, the second step takes the card's place.
 */
export function AdminLoginForm({ firstSignIn = false }: { firstSignIn?: boolean }) {
  const [credentials, setCredentials] = useState<AdminLogin | null>(null);
  if (credentials) {
    return <AdminSecondFactorForm credentials={credentials} onBack={() => setCredentials(null)} />;
  }
  return <PasswordStep firstSignIn={firstSignIn} onCodeAsked={setCredentials} />;
}

function PasswordStep(props: {
  firstSignIn: boolean;
  onCodeAsked: (credentials: AdminLogin) => void;
}) {
  const { firstSignIn } = props;
  const t = useT('admin');
  const sharedT = useT('account');
  const toasts = useFormToasts('admin');
  const login = useAdminLogin();
  const queryClient = useQueryClient();
  const form = useForm<AdminLogin>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const [identifier, password] = useWatch({
    control: form.control,
    name: ['identifier', 'password'],
  });
  const filled = identifier.trim() !== '' && password !== '';

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <SignInCard
        icon={ShieldCheck}
        title={t('login.title')}
        subtitle={t('login.subtitle')}
        form={form}
        onValid={async (values) => {
          try {
            await login.mutateAsync(values);
          } catch (error) {
            if (!asksForCode(error)) throw error;
            props.onCodeAsked(values);
            return;
          }
          toasts.saved(t('login.success'));
        }}
        onFailure={(error) => {
          const status = errorStatus(error);
          const message = serverMessage(error);
          let description = t('login.failed');
          if (status === 401) description = t('login.invalid');
          else if (status === 429 && message) description = apiErrorText(sharedT, error) ?? message;
          toasts.failed(description);
        }}
        submitLabel={t('login.submit')}
        pendingLabel={t('login.submitting')}
        pending={login.isPending}
        disabled={!filled}
        lead={
          <PasskeySignIn
            kind="admin"
            otherWay={sharedT('passkeys.orAdmin')}
            onSignedIn={() => {
              queryClient.setQueryData(adminKeys.status, { isAuthenticated: true });
              toasts.saved(t('login.success'));
            }}
          />
        }
      >
        <TextInputField<AdminLogin>
          name="identifier"
          label={t('login.identifier')}
          placeholder={t('login.identifierPlaceholder')}
          hint={firstSignIn ? t('login.identifierFirstTime') : undefined}
          autoComplete="username webauthn"
        />
        <PasswordInputField<AdminLogin>
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
        />
      </SignInCard>
    </section>
  );
}
