import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type Healer,
  type HealerProfileUpdate,
  healerProfileUpdateSchema,
} from '../../../../shared/schemas/healer.js';
import { FormField } from '../../../components/form/form-field.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
import {
  HealerFormSections,
  type HealerSection,
  PhotoField,
} from '../../../components/healer-form/healer-form-sections.js';
import {
  cleanHealerFields,
  type HealerFieldValues,
  healerToFieldValues,
} from '../../../components/healer-form/healer-form-values.js';
import { HealerAboutFields } from '../../../components/healer-form/healer-text-fields.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useUpdateHealerProfile } from '../api/update-healer-profile.js';
import { uploadHealerPhoto } from '../api/upload-healer-photo.js';
import { HealerServicesField } from './healer-services-field.js';

/** The healer's own sections: no status, and the services sit with About. */
const SECTIONS: readonly HealerSection[] = [
  'photo',
  'basic',
  'contact',
  'address',
  'languages',
  'timings',
  'availability',
  'visit',
  'leave',
  'about',
  'social',
];

/**
 * Every field a healer may change on their own profile; the phone is shown read-only. While
 * `locked` (first sign-in), the whole form is disabled.
 */
export function HealerProfileEditor({ healer, locked }: { healer: Healer; locked: boolean }) {
  const t = useT('account');
  const toasts = useFormToasts('account');
  const update = useUpdateHealerProfile();
  const form = useForm<HealerFieldValues, unknown, HealerProfileUpdate>({
    resolver: zodResolver(healerProfileUpdateSchema),
    defaultValues: healerToFieldValues(healer),
  });
  const photoChanged = form.formState.dirtyFields.photoUrl === true;

  return (
    <SubmitForm
      form={form}
      aria-label={t('profile.title')}
      onValid={async (values) => {
        const reply = await update.mutateAsync(cleanHealerFields(values));
        form.reset(healerToFieldValues(reply.healer));
        toasts.saved(t('profile.saved'));
      }}
      onFailure={() => toasts.failed(t('profile.saveFailed'))}
    >
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-5">
        {locked ? (
          <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
            {t('profile.lockedNotice')}
          </p>
        ) : null}
        <HealerFormSections
          sections={SECTIONS}
          title={(section) =>
            t(`profile.sections.${section as Exclude<HealerSection, 'services' | 'status'>}`)
          }
          frame="card"
          disabled={locked}
          phoneField={
            <FormField label={t('fields.phone')} hint={t('fields.phoneReadOnly')}>
              {(control) => (
                <Input {...control} value={healer.phone} readOnly className="bg-slate-100" />
              )}
            </FormField>
          }
          own={{
            photo: (
              <PhotoField
                name={healer.name}
                upload={uploadHealerPhoto}
                flow="healer"
                disabled={locked}
                note={photoChanged ? t('profile.unsavedPhoto') : undefined}
              />
            ),
            about: (
              <div className="grid gap-4">
                <HealerAboutFields />
                <HealerServicesField disabled={locked} />
              </div>
            ),
          }}
        />
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
    </SubmitForm>
  );
}
