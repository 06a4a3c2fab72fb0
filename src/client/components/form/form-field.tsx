import { type ReactNode, useId } from 'react';
import { cn } from '../ui/cn.js';
import { Label } from '../ui/label.js';

/** What the control inside a field needs to be named, described and marked invalid. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FormFieldProps = {
  label: string;
  /** Marks the label with an asterisk; the control gets aria-required. */
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control, an optional hint and the validation message, wired for screen readers. */
export function FormField({ label, required, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* The asterisk sits beside the label, so the label's text is exactly the field's name. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
