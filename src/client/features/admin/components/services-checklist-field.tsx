import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxGroup } from '../../healer-account/components/checkbox-group.js';
import type { AdminHealerValues } from '../admin-healer-values.js';
import { useServices } from '../api/get-services.js';
import { useAdminT } from '../i18n/use-admin-t.js';

/** The healer's services, chosen from the active services; names already on the healer stay listed. */
export function ServicesChecklistField() {
  const t = useAdminT();
  const { control } = useFormContext<AdminHealerValues>();
  const services = useServices();
  const active = (services.data ?? [])
    .filter((service) => service.isActive)
    .map((service) => service.name);
  return (
    <Controller
      control={control}
      name="services"
      render={({ field }) => {
        const value = field.value ?? [];
        const names = [...active, ...value.filter((name) => !active.includes(name))];
        if (names.length === 0)
          return <p className="text-sm text-slate-600">{t('healerDialog.noServices')}</p>;
        return (
          <CheckboxGroup
            legend={t('healerDialog.servicesLegend')}
            options={names.map((name) => ({ value: name, label: name }))}
            value={value}
            onChange={field.onChange}
            columnsClassName="sm:grid-cols-2"
          />
        );
      }}
    />
  );
}
