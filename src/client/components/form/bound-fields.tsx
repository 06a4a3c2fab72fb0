import type { InputHTMLAttributes } from 'react';
import { type FieldValues, get, type Path, useFormContext } from 'react-hook-form';
import { useT } from '../../i18n/i18n-context.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { Input, NativeSelect, Textarea } from '../ui/input.js';
import { FormField } from './form-field.js';
import { PasswordInput } from './password-input.js';

type BoundFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

/**
 * The message under one field of the surrounding form, in the visitor's language: the schema's
 * by its key; the server's translated when the catalogue knows it, else as the server sent it.
 */
export function useFieldError(name: string): string | undefined {
  const t = useT('account');
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string; type?: string } | undefined;
  return validationMessage(t, error);
}

/** A text input registered with the surrounding react-hook-form form. */
export function TextInputField<T extends FieldValues>(
  props: BoundFieldProps<T> &
    Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'readOnly' | 'maxLength' | 'lang'
    >,
) {
  const { name, label, required, hint, className, ...inputProps } = props;
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...inputProps} {...register(name)} />}
    </FormField>
  );
}

/** A multi-line text registered with the surrounding form. */
export function TextareaField<T extends FieldValues>(
  props: BoundFieldProps<T> & { placeholder?: string; rows?: number },
) {
  const { name, label, required, hint, className, placeholder, rows } = props;
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <Textarea {...control} placeholder={placeholder} rows={rows} {...register(name)} />
      )}
    </FormField>
  );
}

/** A password input with show/hide, registered with the surrounding form. */
export function PasswordInputField<T extends FieldValues>(
  props: BoundFieldProps<T> & { placeholder?: string; autoComplete?: string },
) {
  const { name, label, required, hint, className, placeholder, autoComplete } = props;
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <PasswordInput
          {...control}
          placeholder={placeholder}
          autoComplete={autoComplete}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

/** A native select registered with the surrounding form. */
export function SelectField<T extends FieldValues>(
  props: BoundFieldProps<T> & { options: readonly { value: string; label: string }[] },
) {
  const { name, label, required, hint, className, options } = props;
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <NativeSelect {...control} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
