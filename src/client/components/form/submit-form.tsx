import type { FormEvent, ReactNode } from 'react';
import {
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { ApiError } from '../../api/api-request.js';
import { useT } from '../../i18n/i18n-context.js';
import { apiErrorText } from '../../i18n/validation-message.js';
import { toast } from '../ui/toast-store.js';
import { setServerFieldErrors } from './server-field-errors.js';

export type SubmitFormProps<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  /** Saves the checked values; a throw is a failed submit. */
  onValid: (values: O) => Promise<void>;
  /**
   * After a failed submit, once the server's field errors stand under their fields (`placed`
   * says whether any did).
   */
  onFailure: (error: unknown, placed: boolean) => void;
  /**
   * A rule of the whole form with no field to sit on, checked before the schema: its message
   * becomes the form's root error (shown by FormRootError) and nothing is sent.
   */
  formRule?: (values: V) => string | undefined;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * Every form that saves to the server: the schema checks first, then `onValid`; when the server
 * refuses, each of its field errors is shown under its field in the visitor's language. A 503
 * for an unavailable database is said as such, in place of the form's own failure toast.
 */
export function SubmitForm<V extends FieldValues, O>({
  form,
  onValid,
  onFailure,
  formRule,
  className,
  children,
  ...rest
}: SubmitFormProps<V, O>) {
  const t = useT('account');
  const submit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      // The database is away for a moment (decision 051): say so, not that the save was wrong.
      if (error instanceof ApiError && error.key === 'databaseUnavailable') {
        const description = apiErrorText(t, error);
        toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });
        return;
      }
      onFailure(error, setServerFieldErrors(form, error));
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const broken = formRule?.(form.getValues());
    if (broken) {
      event.preventDefault();
      form.clearErrors();
      form.setError('root', { message: broken });
      return;
    }
    return submit(event);
  };
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className={className} aria-label={rest['aria-label']}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of a broken whole-form rule (SubmitForm's formRule), where the form puts it. */
export function FormRootError() {
  const message = useFormContext().formState.errors.root?.message;
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
