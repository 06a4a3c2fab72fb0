import { Controller, useFormContext } from 'react-hook-form';
import type { HealerFieldValues } from '../../../components/healer-form/healer-form-values.js';
import { ServicesChecklist } from '../../../components/healer-form/services-checklist.js';
import { useLocale, useT } from '../../../i18n/i18n-context.js';
import { useHealerServices } from '../api/get-healer-services.js';

/** The healer's own services, chosen from the federation's active services. */
export function HealerServicesField({ disabled }: { disabled?: boolean }) {
  const t = useT('account');
  const { control } = useFormContext<HealerFieldValues>();
  const services = useHealerServices(!disabled);
  const available = (services.data ?? []).map((service) => service.name);
  const malayalam = useLocale() === 'ml';
  // Stored and saved by the English name; shown by the Malayalam one where the admins gave it.
  const labelOf = (name: string) =>
    (malayalam && services.data?.find((service) => service.name === name)?.nameMl) || name;
  return (
    <div className="grid gap-1.5">
      <Controller
        control={control}
        name="services"
        render={({ field }) => (
          <ServicesChecklist
            legend={t('fields.services')}
            available={available}
            labelOf={labelOf}
            value={field.value ?? []}
            onChange={field.onChange}
            emptyText={
              services.isPending && !disabled ? t('fields.servicesLoading') : t('fields.noServices')
            }
            disabled={disabled}
          />
        )}
      />
      <p className="text-xs text-slate-600">
        {services.isError ? t('fields.servicesFailed') : t('fields.servicesHint')}
      </p>
    </div>
  );
}
