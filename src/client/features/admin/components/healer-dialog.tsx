import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { displayName } from '../../../../shared/domain/titles.js';
import {
  type Healer,
  type HealerInput,
  healerInputSchema,
} from '../../../../shared/schemas/healer.js';
import { errorStatus } from '../../../api/api-request.js';
import { serverMessage } from '../../../api/server-message.js';
import { TextInputField } from '../../../components/form/bound-fields.js';
import { HealerAddressFields } from '../../../components/healer-form/healer-address-fields.js';
import { HealerBasicFields } from '../../../components/healer-form/healer-basic-fields.js';
import { HealerContactFields } from '../../../components/healer-form/healer-contact-fields.js';
import { cleanHealerFields } from '../../../components/healer-form/healer-form-values.js';
import { HealerLanguagesField } from '../../../components/healer-form/healer-languages-field.js';
import {
  HealerAboutFields,
  HealerAvailabilityFields,
  HealerSocialFields,
} from '../../../components/healer-form/healer-text-fields.js';
import { HealerTimingsField } from '../../../components/healer-form/healer-timings-field.js';
import { PhotoUploadField } from '../../../components/healer-form/photo-upload-field.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { type AdminHealerValues, adminHealerValues, healerPatch } from '../admin-healer-values.js';
import { useCreateHealer } from '../api/create-healer.js';
import { useUpdateHealer } from '../api/update-healer.js';
import { uploadAdminPhoto } from '../api/upload-admin-photo.js';
import { showSignInCode } from '../hooks/sign-in-code-store.js';
import { HealerStatusFields } from './healer-status-fields.js';
import { ResetPasswordDialog } from './reset-password-dialog.js';
import { ServicesChecklistField } from './services-checklist-field.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

export type HealerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The healer to edit; null to add one. */
  healer: Healer | null;
};

/** Add or edit a healer: every field, Reset Password when editing, Cancel, Create or Update. */
export function HealerDialog({ open, onOpenChange, healer }: HealerDialogProps) {
  const t = useT('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {healer ? t('healerDialog.editTitle') : t('healerDialog.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {runtimeConfig.firstPassword() === 'code'
              ? t('codeMode.healerDescription')
              : t('healerDialog.description')}
          </DialogDescription>
        </DialogHeader>
        <HealerForm healer={healer} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function HealerForm({ healer, onDone }: { healer: Healer | null; onDone: () => void }) {
  const t = useT('admin');
  const sharedT = useT('account');
  const create = useCreateHealer();
  const update = useUpdateHealer();
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm<AdminHealerValues, unknown, HealerInput>({
    resolver: zodResolver(healerInputSchema),
    defaultValues: adminHealerValues(healer),
  });
  const pending = create.isPending || update.isPending;
  const name = form.watch('name');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (healer) {
        const updated = await update.mutateAsync({
          id: healer.id,
          patch: healerPatch(healer, values),
        });
        if (updated.signInCode) {
          showSignInCode({
            name: displayName(updated.titles, updated.name),
            phone: updated.phone,
            signInCode: updated.signInCode,
          });
        }
        toast({
          title: t('toast.successTitle'),
          description: t('healers.updated'),
          variant: 'success',
        });
      } else {
        const created = await create.mutateAsync(cleanHealerFields(values));
        if (created.signInCode) {
          showSignInCode({
            name: displayName(created.titles, created.name),
            phone: created.phone,
            signInCode: created.signInCode,
          });
        }
        toast({
          title: t('toast.successTitle'),
          description: t('healers.created'),
          variant: 'success',
        });
      }
      onDone();
    } catch (error) {
      const message = serverMessage(error);
      // A taken phone is the one failure the admin can fix in the form itself.
      if (errorStatus(error) === 409 && message) {
        form.setError(
          'phone',
          { message: apiErrorText(sharedT, error) ?? message },
          { shouldFocus: true },
        );
      }
      toast({
        title: t('toast.errorTitle'),
        description: healer ? t('healers.updateFailed') : t('healers.createFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Section title={t('healerDialog.sections.photo')}>
          <Controller
            control={form.control}
            name="photoUrl"
            render={({ field }) => (
              <PhotoUploadField
                photoUrl={field.value}
                name={name || sharedT('fields.name')}
                onChange={field.onChange}
                upload={uploadAdminPhoto}
                flow="admin"
              />
            )}
          />
        </Section>
        <Section title={t('healerDialog.sections.basic')}>
          <HealerBasicFields titlesRequired />
        </Section>
        <Section title={t('healerDialog.sections.contact')}>
          <HealerContactFields
            phoneField={
              <TextInputField<AdminHealerValues>
                name="phone"
                label={sharedT('fields.phone')}
                required
                type="tel"
                inputMode="tel"
              />
            }
          />
        </Section>
        <Section title={t('healerDialog.sections.address')}>
          <HealerAddressFields />
        </Section>
        <Section title={t('healerDialog.sections.languages')}>
          <HealerLanguagesField />
        </Section>
        <Section title={t('healerDialog.sections.services')}>
          <ServicesChecklistField />
        </Section>
        <Section title={t('healerDialog.sections.timings')}>
          <HealerTimingsField />
        </Section>
        <Section title={t('healerDialog.sections.status')}>
          <HealerStatusFields />
        </Section>
        <Section title={t('healerDialog.sections.availability')}>
          <HealerAvailabilityFields />
        </Section>
        <Section title={t('healerDialog.sections.about')}>
          <HealerAboutFields />
        </Section>
        <Section title={t('healerDialog.sections.social')}>
          <HealerSocialFields />
        </Section>
        <div className="sticky -bottom-5 -mx-5 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:flex sm:justify-end sm:px-6">
          {healer ? (
            <Button
              variant="outline"
              className="col-span-2 sm:mr-auto"
              onClick={() => setResetOpen(true)}
            >
              <KeyRound aria-hidden="true" />
              {t('healerDialog.resetPassword')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={onDone} disabled={pending}>
            {t('healerDialog.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {pending
              ? t('healerDialog.saving')
              : healer
                ? t('healerDialog.update')
                : t('healerDialog.create')}
          </Button>
        </div>
      </form>
      {healer ? (
        <ResetPasswordDialog
          open={resetOpen}
          onOpenChange={setResetOpen}
          user={{
            id: healer.id,
            name: displayName(healer.titles, healer.name),
            phone: healer.phone,
          }}
        />
      ) : null}
    </FormProvider>
  );
}
