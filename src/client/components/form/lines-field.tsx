import type { FieldValues, Path } from 'react-hook-form';
import { Textarea } from '../ui/input.js';
import { ControlledField } from './controlled-field.js';

/** A list of texts edited one per line (qualifications); blank lines are dropped on save. */
export function LinesField<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const { name, label, hint, rows = 4 } = props;
  return (
    <ControlledField<T>
      name={name}
      label={label}
      hint={hint}
      input={(field, a11y) => (
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
    />
  );
}
