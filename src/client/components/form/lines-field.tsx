import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { Textarea } from '../ui/input.js';
import { useFieldError } from './bound-fields.js';
import { FormField } from './form-field.js';

/** A list of texts edited one per line (qualifications); blank lines are dropped on save. */
export function LinesField<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const { name, label, hint, rows = 4 } = props;
  const { control } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error}>
          {(a11y) => (
            <Textarea
              {...a11y}
              ref={field.ref}
              name={field.name}
              rows={rows}
              value={((field.value as string[] | undefined) ?? []).join('\n')}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value.split('\n'))}
            />
          )}
        </FormField>
      )}
    />
  );
}
