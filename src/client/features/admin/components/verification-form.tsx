import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, ShieldCheck, ShieldOff } from 'lucide-react';
import { Controller, useForm, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGE_KEY } from '../../../../shared/constants/validation-messages.js';
import { VERIFICATION_CHECKS } from '../../../../shared/constants/verification.js';
import {
  type Verification,
  type VerificationInput,
  verificationInputSchema,
} from '../../../../shared/schemas/verification.js';
import { TextareaField, useFieldError } from '../../../components/form/bound-fields.js';
import { CheckboxGroup } from '../../../components/form/checkbox-group.js';
import { FormField } from '../../../components/form/form-field.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useHealerTrust } from '../api/healer-trust.js';
import { useCheckName } from './check-names.js';

type VerificationValues = z.input<typeof verificationInputSchema>;

/** The route's rule, checked here first: a check cannot have happened after today. */
function verificationFormSchema(today: string) {
  return verificationInputSchema.refine((values) => values.checkedOn <= today, {
    message: MESSAGE_KEY.checkedOnFuture,
    path: ['checkedOn'],
  });
}

export type VerificationFormProps = {
  healerId: string;
  verification: Verification | null;
  /** The admin's private note, as the admin replies carry it. */
  note: string | null | undefined;
  /** Today in the clinics' time zone, `YYYY-MM-DD`. */
  today: string;
  onChange: (verification: Verification | null) => void;
};

/**
 * What the federation checked and when (PUT), with a private note; Clear removes it (DELETE).
 * Its own form, beside the healer form, because it saves on its own.
 */
export function VerificationForm(props: VerificationFormProps) {
  const { healerId, verification, note, today, onChange } = props;
  const t = useT('admin');
  const toasts = useFormToasts('admin');
  const trust = useHealerTrust();
  const blank = { checkedOn: today, checks: [], note: '' };
  const form = useForm<VerificationValues, unknown, VerificationInput>({
    resolver: zodResolver(verificationFormSchema(today)),
    defaultValues: verification ? { ...verification, note: note ?? '' } : blank,
  });
  const save = async (values: VerificationInput) => {
    await trust.save.mutateAsync({
      id: healerId,
      verification: { ...values, note: values.note || null },
    });
    onChange({ checkedOn: values.checkedOn, checks: values.checks });
    toasts.saved(t('trust.saved'));
  };
  const clear = () =>
    trust.clear.mutate(healerId, {
      onSuccess: () => {
        form.reset(blank);
        onChange(null);
        toasts.saved(t('trust.cleared'));
      },
      onError: () => toasts.failed(t('trust.clearFailed')),
    });
  const pending = trust.save.isPending || trust.clear.isPending;
  return (
    <SubmitForm
      form={form}
      aria-label={t('trust.title')}
      className="flex flex-col gap-4"
      onValid={save}
      onFailure={() => toasts.failed(t('trust.saveFailed'))}
    >
      <CheckedOnField today={today} />
      <ChecksField />
      <TextareaField<VerificationValues>
        name="note"
        label={t('trust.note')}
        hint={t('trust.noteHint')}
        rows={2}
      />
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button type="submit" disabled={pending}>
          {trust.save.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          {trust.save.isPending ? t('trust.saving') : t('trust.save')}
        </Button>
        <Button variant="outline" disabled={pending || !verification} onClick={clear}>
          <ShieldOff aria-hidden="true" />
          {t('trust.clear')}
        </Button>
      </div>
    </SubmitForm>
  );
}

function CheckedOnField({ today }: { today: string }) {
  const t = useT('admin');
  const { register } = useFormContext<VerificationValues>();
  const error = useFieldError('checkedOn');
  return (
    <FormField label={t('trust.checkedOn')} required error={error} className="sm:max-w-56">
      {(control) => <Input {...control} type="date" max={today} {...register('checkedOn')} />}
    </FormField>
  );
}

function ChecksField() {
  const t = useT('admin');
  const checkName = useCheckName();
  const { control } = useFormContext<VerificationValues>();
  const error = useFieldError('checks');
  return (
    <Controller
      control={control}
      name="checks"
      render={({ field }) => (
        <CheckboxGroup
          legend={t('trust.checks')}
          required
          options={VERIFICATION_CHECKS.map((check) => ({ value: check, label: checkName(check) }))}
          value={field.value}
          onChange={field.onChange}
          error={error}
          columnsClassName="sm:grid-cols-2"
        />
      )}
    />
  );
}
