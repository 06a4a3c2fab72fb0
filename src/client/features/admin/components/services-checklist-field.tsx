import { Controller, useFormContext } from 'react-hook-form';
import { ServicesChecklist } from '../../../components/healer-form/services-checklist.js';
import { useT } from '../../../i18n/i18n-context.js';
import type { AdminHealerValues } from '../admin-healer-values.js';
import { useServices } from '../api/get-services.js';

/** The healer's services, chosen from the active services; names already on the healer stay listed. */
export function ServicesChecklistField() {
  const t = useT('admin');
  const { control } = useFormContext<AdminHealerValues>();
  const services = useServices();
  const active = (services.data ?? [])
    .filter((service) => service.isActive)
    .map((service) => service.name);
  return (
    <Controller
      control={control}
      name="services"
      render={({ field }) => (
        <ServicesChecklist
          legend={t('healerDialog.servicesLegend')}
          available={active}
          value={field.value ?? []}
          onChange={field.onChange}
          emptyText={t('healerDialog.noServices')}
        />
      )}
    />
  );
}
