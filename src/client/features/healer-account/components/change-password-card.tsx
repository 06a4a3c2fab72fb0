import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  firstPasswordFormSchema,
} from '../../../../shared/schemas/auth.js';
import { serverMessage } from '../../../api/server-message.js';
import { PasswordInputField } from '../../../components/form/bound-fields.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { cn } from '../../../components/ui/cn.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { useChangePassword } from '../api/change-password.js';

/**
 * Current password, the new one and the new one again. While the first-sign-in rule holds it is
 * shown first and highlighted, with `reason` saying why the rest of the page waits for it, and
 * asks only for the new password twice: the code or phone it signed in with is known
 * (decision 068).
 */
export function ChangePasswordCard({ reason }: { reason?: string }) {
  const t = useT('account');
  const change = useChangePassword();
  const first = reason !== undefined;
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(first ? firstPasswordFormSchema : changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const rootError = form.formState.errors.root?.message;

  const save = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync(first ? { newPassword } : { currentPassword, newPassword });
      form.reset();
      toast({
        title: t('toast.successTitle'),
        description: t('changePassword.success'),
        variant: 'success',
      });
    } catch (error) {
      const message = serverMessage(error);
      if (message) form.setError('root', { message: apiErrorText(t, error) ?? message });
      toast({
        title: t('toast.errorTitle'),
        description: t('changePassword.failed'),
        variant: 'destructive',
      });
    }
  });

  // Both fields empty or either one: the form's own message comes before the schema's (spec §5).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { currentPassword, newPassword, confirmPassword } = form.getValues();
    if ((!first && !currentPassword) || !newPassword || !confirmPassword) {
      event.preventDefault();
      form.clearErrors();
      form.setError('root', { message: t('validation.fillAllFields') });
      return;
    }
    return save(event);
  };

  return (
    <Card className={cn(reason && 'border-amber-300 ring-2 ring-amber-200')}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          {t('changePassword.title')}
        </CardTitle>
        {reason ? <p className="text-sm font-medium text-amber-900">{reason}</p> : null}
        <p className="text-sm text-slate-600">{t('changePassword.description')}</p>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
            {first ? null : (
              <PasswordInputField<ChangePasswordForm>
                name="currentPassword"
                label={t('changePassword.current')}
                autoComplete="current-password"
                className="sm:col-span-2"
              />
            )}
            <PasswordInputField<ChangePasswordForm>
              name="newPassword"
              label={t('changePassword.next')}
              autoComplete="new-password"
            />
            <PasswordInputField<ChangePasswordForm>
              name="confirmPassword"
              label={t('changePassword.confirm')}
              autoComplete="new-password"
            />
            {rootError ? (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                {rootError}
              </p>
            ) : null}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {change.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
