import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus, Save } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Service,
  type ServiceInput,
  serviceInputSchema,
} from '../../../../shared/schemas/service.js';
import { TextInputField } from '../../../components/form/bound-fields.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useCreateService, useUpdateService } from '../api/service-mutations.js';

type Values = z.input<typeof serviceInputSchema>;

/** Adds a service, or, with `service`, edits it (Update Service and Cancel Edit). */
export function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const t = useT('admin');
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (service) {
        await update.mutateAsync({ id: service.id, patch: values });
        toast({
          title: t('toast.successTitle'),
          description: t('services.updated'),
          variant: 'success',
        });
        onDone();
      } else {
        await create.mutateAsync(values);
        toast({
          title: t('toast.successTitle'),
          description: t('services.created'),
          variant: 'success',
        });
        form.reset({ name: '', description: '', nameMl: '', descriptionMl: '' });
      }
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: service ? t('services.updateFailed') : t('services.createFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
      >
        <TextInputField<Values> name="name" label={t('services.name')} required />
        <TextInputField<Values> name="description" label={t('services.descriptionField')} />
        <TextInputField<Values> name="nameMl" label={t('services.nameMl')} lang="ml" />
        <TextInputField<Values>
          name="descriptionMl"
          label={t('services.descriptionMl')}
          lang="ml"
        />
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
      </form>
    </FormProvider>
  );
}
