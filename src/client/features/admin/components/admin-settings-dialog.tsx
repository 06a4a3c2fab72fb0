import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdminProfileUpdate,
  adminProfileUpdateSchema,
} from '../../../../shared/schemas/auth.js';
import { errorStatus } from '../../../api/api-request.js';
import { serverMessage } from '../../../api/server-message.js';
import { PasswordInputField, TextInputField } from '../../../components/form/bound-fields.js';
import { FormActions, FormDialog } from '../../../components/form/form-dialog.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { setServerFieldError } from '../../../components/form/server-field-errors.js';
import { FormRootError, SubmitForm } from '../../../components/form/submit-form.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { AdminPasskeysCard } from '../../security/components/admin-passkeys-card.js';
import { SecondFactorCard } from '../../security/components/second-factor-card.js';
import { SignedInDevices } from '../../security/components/signed-in-devices.js';
import { useAdminProfile } from '../api/get-admin-profile.js';
import { useUpdateAdminProfile } from '../api/update-admin-profile.js';

type Values = z.input<typeof adminProfileUpdateSchema>;

/**
 * Admin Settings: the admin's own e-mail, phone and password (blank fields stay as they are),
 * then two-step sign-in and the signed-in devices (decision 049).
 */
export function AdminSettingsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { open, onOpenChange } = props;
  const t = useT('admin');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.title')}
      description={t('profile.description')}
    >
      <ProfileForm onDone={() => onOpenChange(false)} />
      <SecondFactorCard />
      <AdminPasskeysCard />
      <SignedInDevices />
    </FormDialog>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const t = useT('admin');
  const sharedT = useT('account');
  const toasts = useFormToasts('admin');
  const profile = useAdminProfile().data;
  const save = useUpdateAdminProfile();
  const form = useForm<Values, unknown, AdminProfileUpdate>({
    resolver: zodResolver(adminProfileUpdateSchema),
    defaultValues: { email: '', phone: '', password: '', currentPassword: '' },
  });
  const current = (value: string | null | undefined) =>
    t('profile.current', { value: value || t('profile.notSet') });

  return (
    <SubmitForm
      form={form}
      className="flex flex-col gap-4"
      // The schema's "at least one field" rule has no field to sit on (spec §5).
      formRule={({ email, phone, password }) =>
        [email, phone, password].some((value) => String(value ?? '').trim() !== '')
          ? undefined
          : sharedT('validation.atLeastOneField')
      }
      onValid={async (values) => {
        await save.mutateAsync(values);
        toasts.saved(t('profile.saved'));
        onDone();
      }}
      onFailure={(error, placed) => {
        // A wrong current password is the one failure the admin fixes in the form itself.
        const message = serverMessage(error);
        if (!placed && errorStatus(error) === 400 && message) {
          setServerFieldError(form, 'currentPassword', apiErrorText(sharedT, error) ?? message);
        }
        toasts.failed(t('profile.failed'));
      }}
    >
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
      <FormRootError />
      <FormActions
        cancelLabel={t('profile.cancel')}
        onCancel={onDone}
        submitLabel={t('profile.save')}
        pending={save.isPending}
      />
    </SubmitForm>
  );
}
