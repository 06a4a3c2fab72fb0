import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdminProfileUpdate,
  adminProfileUpdateSchema,
} from '../../../../shared/schemas/auth.js';
import { errorStatus } from '../../../api/api-request.js';
import { serverMessage } from '../../../api/server-message.js';
import { PasswordInputField, TextInputField } from '../../../components/form/bound-fields.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { useAdminProfile } from '../api/get-admin-profile.js';
import { useUpdateAdminProfile } from '../api/update-admin-profile.js';

type Values = z.input<typeof adminProfileUpdateSchema>;

/** Admin Settings: the admin's own e-mail, phone and password; blank fields stay as they are. */
export function AdminSettingsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { open, onOpenChange } = props;
  const t = useT('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('profile.title')}</DialogTitle>
          <DialogDescription>{t('profile.description')}</DialogDescription>
        </DialogHeader>
        <ProfileForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const t = useT('admin');
  const sharedT = useT('account');
  const profile = useAdminProfile().data;
  const save = useUpdateAdminProfile();
  const form = useForm<Values, unknown, AdminProfileUpdate>({
    resolver: zodResolver(adminProfileUpdateSchema),
    defaultValues: { email: '', phone: '', password: '', currentPassword: '' },
  });
  const rootError = form.formState.errors.root?.message;
  const current = (value: string | null | undefined) =>
    t('profile.current', { value: value || t('profile.notSet') });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({
        title: t('toast.successTitle'),
        description: t('profile.saved'),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      // A wrong current password is the one failure the admin fixes in the form itself.
      const message = serverMessage(error);
      if (errorStatus(error) === 400 && message) {
        form.setError(
          'currentPassword',
          { message: apiErrorText(sharedT, error) ?? message },
          { shouldFocus: true },
        );
      }
      toast({
        title: t('toast.errorTitle'),
        description: t('profile.failed'),
        variant: 'destructive',
      });
    }
  });
  // The schema's "at least one field" rule has no field to sit on, so it is checked here (spec §5).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { email, phone, password } = form.getValues();
    if (![email, phone, password].some((value) => String(value ?? '').trim() !== '')) {
      event.preventDefault();
      form.clearErrors();
      form.setError('root', { message: sharedT('validation.atLeastOneField') });
      return;
    }
    return submit(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextInputField<Values>
          name="email"
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          hint={current(profile?.email)}
        />
        <TextInputField<Values>
          name="phone"
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          hint={current(profile?.phone)}
        />
        <PasswordInputField<Values>
          name="password"
          label={t('profile.password')}
          autoComplete="new-password"
        />
        <PasswordInputField<Values>
          name="currentPassword"
          label={t('profile.currentPassword')}
          hint={t('profile.currentPasswordHint')}
          autoComplete="current-password"
        />
        {rootError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {rootError}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('profile.save')}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
