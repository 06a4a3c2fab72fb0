import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Info, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { normaliseWhatsAppNumber } from '../../../../shared/domain/whatsapp.js';
import { type HealerLogin, healerLoginSchema } from '../../../../shared/schemas/auth.js';
import { useSettings } from '../../../api/get-settings.js';
import { serverMessage } from '../../../api/server-message.js';
import { PasswordInputField, TextInputField } from '../../../components/form/bound-fields.js';
import { SignInCard } from '../../../components/form/sign-in-card.js';
import { PasskeySignIn } from '../../../components/passkeys/passkey-sign-in.js';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { type HealerStatus, healerStatusQueryKey } from '../api/get-healer-status.js';
import { type HealerLoginReply, useHealerLogin } from '../api/healer-login.js';

export type HealerLoginFormProps = {
  /** /healer-login shows the two hints; /login does not. */
  showHints: boolean;
  /** The failure text when the server gives none (it differs between the two pages). */
  fallbackError: 'invalidPhoneOrPassword' | 'invalidPhone';
};

// As typed: '94471 11222' or '+91 94471 11222'; the schema sends the 10 digits (decision 041).
type Values = { phone: string; password: string };

/** Phone and password sign-in for healers; success opens the profile editor. */
export function HealerLoginForm({ showHints, fallbackError }: HealerLoginFormProps) {
  const t = useT('account');
  const [, navigate] = useLocation();
  const login = useHealerLogin();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, HealerLogin>({
    resolver: zodResolver(healerLoginSchema),
    defaultValues: { phone: '', password: '' },
  });

  const messageOf = (error: unknown) => {
    const message = serverMessage(error);
    return message ? (apiErrorText(t, error) ?? message) : undefined;
  };

  // "Contact admin" opens a WhatsApp chat with the federation's number from the settings
  // (decision 068); without one it stays a plain line.
  const site = useT();
  const { data: settings } = useSettings();
  const federation = normaliseWhatsAppNumber(settings?.contactPhone, runtimeConfig.countryCode());
  const contact = federation ? (
    <a
      href={`https://wa.me/${federation}`}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary-strong underline"
    >
      {t('login.hintContact')}
      <span className="sr-only"> {site('common.opensInNewTab')}</span>
    </a>
  ) : (
    t('login.hintContact')
  );
  const hints = showHints ? (
    <ul className="mt-5 flex flex-col gap-2 rounded-lg bg-primary-soft p-3 text-sm text-slate-800">
      {[
        [
          'first',
          runtimeConfig.firstPassword() === 'code' ? t('login.hintCode') : t('login.hintPassword'),
        ] as const,
        ['contact', contact] as const,
      ].map(([key, hint]) => (
        <li key={key} className="flex gap-2">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{hint}</span>
        </li>
      ))}
    </ul>
  ) : null;

  const signedIn = (reply: HealerLoginReply) => {
    queryClient.setQueryData<HealerStatus>(healerStatusQueryKey, {
      isAuthenticated: true,
      healer: reply.healer,
      mustChangePassword: reply.mustChangePassword,
    });
    toast({ title: t('toast.successTitle'), description: t('login.success'), variant: 'success' });
    navigate('/healer-profile');
  };

  return (
    <SignInCard
      icon={LogIn}
      lead={
        <PasskeySignIn<HealerLoginReply>
          kind="healer"
          otherWay={t('passkeys.orPhone')}
          phone={() => form.getValues('phone')}
          onSignedIn={signedIn}
        />
      }
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      form={form}
      onValid={async (values) => signedIn(await login.mutateAsync(values))}
      onFailure={(error) =>
        toast({
          title: t('login.failedTitle'),
          description: messageOf(error) ?? t(`login.${fallbackError}`),
          variant: 'destructive',
        })
      }
      submitLabel={t('login.submit')}
      pendingLabel={t('login.submitting')}
      pending={login.isPending}
      footer={hints}
    >
      <TextInputField<Values>
        name="phone"
        label={t('login.phone')}
        placeholder={t('login.phonePlaceholder')}
        type="tel"
        inputMode="tel"
        autoComplete="username webauthn"
      />
      <PasswordInputField<Values>
        name="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
      />
    </SignInCard>
  );
}
