import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, ShieldCheck } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { type AdminLogin, adminLoginSchema } from '../../../../shared/schemas/auth.js';
import { errorStatus } from '../../../api/api-request.js';
import { serverMessage } from '../../../api/server-message.js';
import { PasswordInputField, TextInputField } from '../../../components/form/bound-fields.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { useAdminLogin } from '../api/admin-login.js';

/** The admin sign-in: identifier and password; Login is enabled only when both are filled. */
export function AdminLoginForm() {
  const t = useT('admin');
  const sharedT = useT('account');
  const login = useAdminLogin();
  const form = useForm<AdminLogin>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const [identifier, password] = useWatch({
    control: form.control,
    name: ['identifier', 'password'],
  });
  const filled = identifier.trim() !== '' && password !== '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast({
        title: t('toast.successTitle'),
        description: t('login.success'),
        variant: 'success',
      });
    } catch (error) {
      const status = errorStatus(error);
      const message = serverMessage(error);
      let description = t('login.failed');
      if (status === 401) description = t('login.invalid');
      else if (status === 429 && message) description = apiErrorText(sharedT, error) ?? message;
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });
    }
  });

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{t('login.title')}</h1>
          <p className="text-sm text-slate-600">{t('login.subtitle')}</p>
        </CardHeader>
        <CardContent>
          <FormProvider {...form}>
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              <TextInputField<AdminLogin>
                name="identifier"
                label={t('login.identifier')}
                placeholder={t('login.identifierPlaceholder')}
                autoComplete="username"
              />
              <PasswordInputField<AdminLogin>
                name="password"
                label={t('login.password')}
                autoComplete="current-password"
              />
              <Button type="submit" size="lg" disabled={!filled || login.isPending}>
                {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {login.isPending ? t('login.submitting') : t('login.submit')}
              </Button>
            </form>
          </FormProvider>
        </CardContent>
      </Card>
    </section>
  );
}
