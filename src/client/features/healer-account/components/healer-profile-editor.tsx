import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import {
  type Healer,
  type HealerProfileUpdate,
  healerProfileUpdateSchema,
} from '../../../../shared/schemas/healer.js';
import { FormField } from '../../../components/form/form-field.js';
import { HealerAddressFields } from '../../../components/healer-form/healer-address-fields.js';
import { HealerBasicFields } from '../../../components/healer-form/healer-basic-fields.js';
import { HealerContactFields } from '../../../components/healer-form/healer-contact-fields.js';
import {
  cleanHealerFields,
  type HealerFieldValues,
  healerToFieldValues,
} from '../../../components/healer-form/healer-form-values.js';
import { HealerLanguagesField } from '../../../components/healer-form/healer-languages-field.js';
import {
  HealerAboutFields,
  HealerAvailabilityFields,
  HealerSocialFields,
} from '../../../components/healer-form/healer-text-fields.js';
import { HealerTimingsField } from '../../../components/healer-form/healer-timings-field.js';
import { PhotoUploadField } from '../../../components/healer-form/photo-upload-field.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useUpdateHealerProfile } from '../api/update-healer-profile.js';
import { uploadHealerPhoto } from '../api/upload-healer-photo.js';
import { HealerServicesField } from './healer-services-field.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Every field a healer may change on their own profile; the phone is shown read-only. While
 * `locked` (first sign-in), the whole form is disabled.
 */
export function HealerProfileEditor({ healer, locked }: { healer: Healer; locked: boolean }) {
  const t = useT('account');
  const update = useUpdateHealerProfile();
  const form = useForm<HealerFieldValues, unknown, HealerProfileUpdate>({
    resolver: zodResolver(healerProfileUpdateSchema),
    defaultValues: healerToFieldValues(healer),
  });
  const photoChanged = form.formState.dirtyFields.photoUrl === true;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await update.mutateAsync(cleanHealerFields(values));
      form.reset(healerToFieldValues(reply.healer));
      toast({
        title: t('toast.successTitle'),
        description: t('profile.saved'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('profile.saveFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.title')}>
        <fieldset disabled={locked} className="flex min-w-0 flex-col gap-5">
          {locked ? (
            <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
              {t('profile.lockedNotice')}
            </p>
          ) : null}
          <Section title={t('profile.sections.photo')}>
            <Controller
              control={form.control}
              name="photoUrl"
              render={({ field }) => (
                <PhotoUploadField
                  photoUrl={field.value}
                  name={healer.name}
                  onChange={field.onChange}
                  upload={uploadHealerPhoto}
                  flow="healer"
                  disabled={locked}
                  note={photoChanged ? t('profile.unsavedPhoto') : undefined}
                />
              )}
            />
          </Section>
          <Section title={t('profile.sections.basic')}>
            <HealerBasicFields titlesRequired />
          </Section>
          <Section title={t('profile.sections.contact')}>
            <HealerContactFields
              phoneField={
                <FormField label={t('fields.phone')} hint={t('fields.phoneReadOnly')}>
                  {(control) => (
                    <Input {...control} value={healer.phone} readOnly className="bg-slate-100" />
                  )}
                </FormField>
              }
            />
          </Section>
          <Section title={t('profile.sections.address')}>
            <HealerAddressFields />
          </Section>
          <Section title={t('profile.sections.languages')}>
            <HealerLanguagesField disabled={locked} />
          </Section>
          <Section title={t('profile.sections.timings')}>
            <HealerTimingsField disabled={locked} />
          </Section>
          <Section title={t('profile.sections.availability')}>
            <HealerAvailabilityFields />
          </Section>
          <Section title={t('profile.sections.about')}>
            <div className="grid gap-4">
              <HealerAboutFields />
              <HealerServicesField disabled={locked} />
            </div>
          </Section>
          <Section title={t('profile.sections.social')}>
            <HealerSocialFields />
          </Section>
          <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            <Button
              type="submit"
              size="lg"
              disabled={locked || update.isPending}
              className="w-full sm:w-auto"
            >
              {update.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
