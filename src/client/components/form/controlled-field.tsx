import type { ReactNode } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  useFormContext,
} from 'react-hook-form';
import { useFieldError } from './bound-fields.js';
import { type FieldControlProps, FormField } from './form-field.js';

/**
 * A labelled field whose input holds a value other than the typed text (a list, a number), kept
 * by react-hook-form's Controller: `input` draws the input from the field and its label's links.
 */
export function ControlledField<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  hint?: string;
  input: (field: ControllerRenderProps<T, Path<T>>, a11y: FieldControlProps) => ReactNode;
}) {
  const { name, label, hint, input } = props;
  const { control } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error}>
          {(a11y) => input(field, a11y)}
        </FormField>
      )}
    />
  );
}
