import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ContactSettingsUpdate,
  contactSettingsUpdateSchema,
  type Settings,
} from '../../../../shared/schemas/settings.js';
import { TextareaField, TextInputField } from '../../../components/form/bound-fields.js';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('contact.title')}</DialogTitle>
          <DialogDescription>{t('contact.description')}</DialogDescription>
        </DialogHeader>
        {settings.data ? (
          <ContactForm settings={settings.data} onDone={() => onOpenChange(false)} />
        ) : (
          <p role="status" className="text-slate-600">
            {appT('common.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const t = useT('admin');
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
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({
        title: t('toast.successTitle'),
        description: t('contact.saved'),
        variant: 'success',
      });
      onDone();
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('contact.failed'),
        variant: 'destructive',
      });
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            {t('contact.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('contact.save')}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
