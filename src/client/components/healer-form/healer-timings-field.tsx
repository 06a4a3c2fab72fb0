import { Controller, useFormContext } from 'react-hook-form';
import { ClinicTimingsEditor } from './clinic-timings-editor.js';
import type { HealerFieldValues } from './healer-form-values.js';

/** The clinic timings editor bound to the surrounding form's clinicTimings. */
export function HealerTimingsField({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<HealerFieldValues>();
  return (
    <Controller
      control={control}
      name="clinicTimings"
      render={({ field }) => (
        <ClinicTimingsEditor value={field.value} onChange={field.onChange} disabled={disabled} />
      )}
    />
  );
}
