import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type NewPhone, newPhoneSchema } from '../../../../shared/schemas/auth.js';
import type { User } from '../../../../shared/schemas/user.js';
import { serverMessage } from '../../../api/server-message.js';
import { TextInputField } from '../../../components/form/bound-fields.js';
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
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { useUpdateUserPhone } from '../api/user-mutations.js';
import { showSignInCode } from '../hooks/sign-in-code-store.js';

type Values = z.input<typeof newPhoneSchema>;

/** Edit User Phone Number: Save stays disabled while the field is empty or still the current phone. */
export function EditPhoneDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
}) {
  const { open, onOpenChange, user } = props;
  const t = useT('admin');
  const sharedT = useT('account');
  const update = useUpdateUserPhone();
  const form = useForm<Values, unknown, NewPhone>({
    resolver: zodResolver(newPhoneSchema),
    defaultValues: { newPhone: user.phone },
  });
  const value = useWatch({ control: form.control, name: 'newPhone' }).trim();
  const unchanged = value === '' || value === user.phone;

  const onSubmit = form.handleSubmit(async ({ newPhone }) => {
    try {
      const reply = await update.mutateAsync({ id: user.id, newPhone });
      toast({
        title: t('toast.successTitle'),
        description: reply.signInCode ? t('codeMode.phoneUpdated') : t('users.phoneUpdated'),
        variant: 'success',
      });
      if (reply.signInCode) {
        showSignInCode({
          name: user.name,
          phone: reply.user.phone,
          signInCode: reply.signInCode,
        });
      }
      onOpenChange(false);
    } catch (error) {
      const message = serverMessage(error);
      if (message) form.setError('newPhone', { message: apiErrorText(sharedT, error) ?? message });
      toast({
        title: t('toast.errorTitle'),
        description: t('users.phoneFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('users.editTitle')}</DialogTitle>
          <DialogDescription>
            {runtimeConfig.firstPassword() === 'code'
              ? t('codeMode.editDescription', { name: user.name })
              : t('users.editDescription', { name: user.name })}
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              {t('users.currentPhone', { phone: user.phone })}
            </p>
            <TextInputField<Values>
              name="newPhone"
              label={t('users.newPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={update.isPending}
              >
                {t('users.cancel')}
              </Button>
              <Button type="submit" disabled={unchanged || update.isPending}>
                {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {t('users.save')}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
