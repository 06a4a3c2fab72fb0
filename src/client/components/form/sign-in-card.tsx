import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardHeader } from '../ui/card.js';
import { SubmitForm, type SubmitFormProps } from './submit-form.js';

export type SignInCardProps<V extends FieldValues, O> = Pick<
  SubmitFormProps<V, O>,
  'form' | 'onValid' | 'onFailure'
> & {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Keeps the button disabled, e.g. until both fields are filled. */
  disabled?: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** Shown under the form (hints). */
  footer?: ReactNode;
  /** Shown above the form (another way to sign in first, decision 063). */
  lead?: ReactNode;
};

/** The one sign-in shape, the admin's and the healer's: a card with its icon, fields and button. */
export function SignInCard<V extends FieldValues, O>({
  icon: Icon,
  title,
  subtitle,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  children,
  footer,
  lead,
  ...formProps
}: SignInCardProps<V, O>) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </CardHeader>
      <CardContent>
        {lead}
        <SubmitForm {...formProps} className="flex flex-col gap-4">
          {children}
          <Button type="submit" size="lg" disabled={disabled || pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {pending ? pendingLabel : submitLabel}
          </Button>
        </SubmitForm>
        {footer}
      </CardContent>
    </Card>
  );
}
