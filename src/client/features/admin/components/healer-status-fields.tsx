import { Controller, useFormContext } from 'react-hook-form';
import { TextInputField } from '../../../components/form/bound-fields.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { useT } from '../../../i18n/i18n-context.js';
import type { AdminHealerValues } from '../admin-healer-values.js';

/** Whether the healer is listed publicly, and their rating and review count. */
export function HealerStatusFields() {
  const t = useT('admin');
  const { control } = useFormContext<AdminHealerValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id="healer-is-active"
              checked={field.value !== 'false'}
              onCheckedChange={(checked) => field.onChange(checked === true ? 'true' : 'false')}
            />
            <label htmlFor="healer-is-active" className="text-sm font-medium text-slate-800">
              {t('healerDialog.active')}
            </label>
          </div>
        )}
      />
      <TextInputField<AdminHealerValues>
        name="rating"
        label={t('healerDialog.rating')}
        type="number"
        inputMode="decimal"
      />
      <TextInputField<AdminHealerValues>
        name="reviewCount"
        label={t('healerDialog.reviewCount')}
        type="number"
        inputMode="numeric"
      />
    </div>
  );
}
