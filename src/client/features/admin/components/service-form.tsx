import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Service,
  type ServiceInput,
  serviceInputSchema,
} from '../../../../shared/schemas/service.js';
import { TextInputField } from '../../../components/form/bound-fields.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useCreateService, useUpdateService } from '../api/service-mutations.js';

type Values = z.input<typeof serviceInputSchema>;

/** Adds a service, or, with `service`, edits it (Update Service and Cancel Edit). */
export function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const t = useT('admin');
  const toasts = useFormToasts('admin');
  const create = useCreateService();
  const update = useUpdateService();
  const pending = create.isPending || update.isPending;
  const form = useForm<Values, unknown, ServiceInput>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      nameMl: service?.nameMl ?? '',
      descriptionMl: service?.descriptionMl ?? '',
    },
  });

  return (
    <SubmitForm
      form={form}
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
      onValid={async (values) => {
        if (service) {
          await update.mutateAsync({ id: service.id, patch: values });
          toasts.saved(t('services.updated'));
          onDone();
        } else {
          await create.mutateAsync(values);
          toasts.saved(t('services.created'));
          form.reset({ name: '', description: '', nameMl: '', descriptionMl: '' });
        }
      }}
      onFailure={() =>
        toasts.failed(service ? t('services.updateFailed') : t('services.createFailed'))
      }
    >
      <TextInputField<Values> name="name" label={t('services.name')} required />
      <TextInputField<Values> name="description" label={t('services.descriptionField')} />
      <TextInputField<Values> name="nameMl" label={t('services.nameMl')} lang="ml" />
      <TextInputField<Values> name="descriptionMl" label={t('services.descriptionMl')} lang="ml" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : service ? (
            <Save aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {service ? t('services.update') : t('services.add')}
        </Button>
        {service ? (
          <Button variant="outline" onClick={onDone} disabled={pending}>
            {t('services.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </SubmitForm>
  );
}
