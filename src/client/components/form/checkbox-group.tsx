import { useId } from 'react';
import { Checkbox } from '../ui/checkbox.js';
import { cn } from '../ui/cn.js';

export type CheckboxOption = { value: string; label: string };

export type CheckboxGroupProps = {
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  className?: string;
  /** Grid columns from the small breakpoint up. */
  columnsClassName?: string;
};

/** A set of checkboxes under one legend; the value keeps the options' order. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { legend, options, value, onChange, disabled, required, error, className } = props;
  const id = useId();
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    const known = options.map((item) => item.value).filter((item) => chosen.has(item));
    const others = value.filter((item) => !options.some((option) => option.value === item));
    onChange([...known, ...others.filter((item) => chosen.has(item))]);
  };
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      <div
        className={cn(
          'grid grid-cols-2 gap-x-4 gap-y-2.5',
          props.columnsClassName ?? 'sm:grid-cols-3',
        )}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value.replace(/\W+/g, '-')}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox
                id={optionId}
                checked={value.includes(option.value)}
                disabled={disabled}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
              <label htmlFor={optionId} className="text-sm text-slate-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
