import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ContactSettingsUpdate,
  contactSettingsUpdateSchema,
  type Settings,
} from '../../../../shared/schemas/settings.js';
import { TextareaField, TextInputField } from '../../../components/form/bound-fields.js';
import { FormActions, FormDialog } from '../../../components/form/form-dialog.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useAdminSettings, useUpdateContactSettings } from '../api/settings.js';

type Values = z.input<typeof contactSettingsUpdateSchema>;

/** Contact Settings: the e-mail, phone, address and website the public Contact page shows. */
export function ContactSettingsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { open, onOpenChange } = props;
  const t = useT('admin');
  const appT = useT();
  const settings = useAdminSettings(open);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('contact.title')}
      description={t('contact.description')}
    >
      {settings.data ? (
        <ContactForm settings={settings.data} onDone={() => onOpenChange(false)} />
      ) : (
        <p role="status" className="text-slate-600">
          {appT('common.loading')}
        </p>
      )}
    </FormDialog>
  );
}

function ContactForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const t = useT('admin');
  const toasts = useFormToasts('admin');
  const save = useUpdateContactSettings();
  const form = useForm<Values, unknown, ContactSettingsUpdate>({
    resolver: zodResolver(contactSettingsUpdateSchema),
    defaultValues: {
      contactEmail: settings.contactEmail ?? '',
      contactPhone: settings.contactPhone ?? '',
      address: settings.address ?? '',
      website: settings.website ?? '',
    },
  });
  return (
    <SubmitForm
      form={form}
      className="flex flex-col gap-4"
      onValid={async (values) => {
        await save.mutateAsync(values);
        toasts.saved(t('contact.saved'));
        onDone();
      }}
      onFailure={() => toasts.failed(t('contact.failed'))}
    >
      <TextInputField<Values>
        name="contactEmail"
        label={t('contact.email')}
        type="email"
        autoComplete="email"
      />
      <TextInputField<Values>
        name="contactPhone"
        label={t('contact.phone')}
        type="tel"
        autoComplete="tel"
      />
      <TextareaField<Values> name="address" label={t('contact.address')} rows={3} />
      <TextInputField<Values>
        name="website"
        label={t('contact.website')}
        type="url"
        placeholder="https://"
      />
      <FormActions
        cancelLabel={t('contact.cancel')}
        onCancel={onDone}
        submitLabel={t('contact.save')}
        pending={save.isPending}
      />
    </SubmitForm>
  );
}
