import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type NewPhone, newPhoneSchema } from '../../../../shared/schemas/auth.js';
import type { User } from '../../../../shared/schemas/user.js';
import { serverMessage } from '../../../api/server-message.js';
import { TextInputField } from '../../../components/form/bound-fields.js';
import { FormActions, FormDialog } from '../../../components/form/form-dialog.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { setServerFieldError } from '../../../components/form/server-field-errors.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
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
  const toasts = useFormToasts('admin');
  const update = useUpdateUserPhone();
  const form = useForm<Values, unknown, NewPhone>({
    resolver: zodResolver(newPhoneSchema),
    defaultValues: { newPhone: user.phone },
  });
  const value = useWatch({ control: form.control, name: 'newPhone' }).trim();
  const unchanged = value === '' || value === user.phone;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={t('users.editTitle')}
      description={
        runtimeConfig.firstPassword() === 'code'
          ? t('codeMode.editDescription', { name: user.name })
          : t('users.editDescription', { name: user.name })
      }
    >
      <SubmitForm
        form={form}
        className="flex flex-col gap-4"
        onValid={async ({ newPhone }) => {
          const reply = await update.mutateAsync({ id: user.id, newPhone });
          toasts.saved(reply.signInCode ? t('codeMode.phoneUpdated') : t('users.phoneUpdated'));
          if (reply.signInCode) {
            showSignInCode({
              name: user.name,
              phone: reply.user.phone,
              signInCode: reply.signInCode,
            });
          }
          onOpenChange(false);
        }}
        onFailure={(error, placed) => {
          // The form has one field, so whatever the server refused is said under it.
          const message = serverMessage(error);
          if (!placed && message)
            setServerFieldError(form, 'newPhone', apiErrorText(sharedT, error) ?? message);
          toasts.failed(t('users.phoneFailed'));
        }}
      >
        <p className="text-sm text-slate-700">{t('users.currentPhone', { phone: user.phone })}</p>
        <TextInputField<Values>
          name="newPhone"
          label={t('users.newPhone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <FormActions
          cancelLabel={t('users.cancel')}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('users.save')}
          pending={update.isPending}
          disabled={unchanged}
        />
      </SubmitForm>
    </FormDialog>
  );
}
