import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { useT } from '../../../i18n/i18n-context.js';
import type { AdminHealerValues } from '../admin-healer-values.js';

/**
 * Under the phone of a healer being added (DESIGN §5): ticked, a mobile phone becomes the
 * booking WhatsApp when that field is left blank; unticked, the healer has none until set.
 */
export function TakesWhatsAppField() {
  const t = useT('admin');
  const { control } = useFormContext<AdminHealerValues>();
  return (
    <Controller
      control={control}
      name="takesWhatsAppBookings"
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id="healer-takes-whatsapp"
            className="mt-0.5"
            checked={field.value !== false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby="healer-takes-whatsapp-hint"
          />
          <div className="flex flex-col gap-0.5">
            <label htmlFor="healer-takes-whatsapp" className="text-sm font-medium text-slate-800">
              {t('healerDialog.takesWhatsAppBookings')}
            </label>
            <p id="healer-takes-whatsapp-hint" className="text-xs text-slate-600">
              {t('healerDialog.takesWhatsAppBookingsHint')}
            </p>
          </div>
        </div>
      )}
    />
  );
}
