import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LEAVE_LIMITS } from '../../../shared/constants/leave.js';
import { MESSAGE_KEY } from '../../../shared/constants/validation-messages.js';
import { DATE_BOUNDS } from '../../../shared/domain/dates.js';
import { useT } from '../../i18n/i18n-context.js';
import { TextInputField, useFieldError } from '../form/bound-fields.js';
import { FormField } from '../form/form-field.js';
import { Button } from '../ui/button.js';
import { Input } from '../ui/input.js';
import type { HealerFieldValues } from './healer-form-values.js';

/** A period as the form holds it: blank dates until chosen, a blank note for none. */
export const NEW_LEAVE_PERIOD = { from: '', to: '', note: '' } as const;

/**
 * The healer's periods of leave (DESIGN §10.1), bound to the surrounding form's `leave`: a first
 * and a last day (native date inputs) and a note each, added and removed, at most 12. The
 * schema's and the server's errors (`leave.0.to`) stand under their fields; one about the whole
 * list (too many) under the list. Used by the healer's editor and the admin's healer dialog
 * (which gives its own `hint`, about the healer rather than to them).
 */
export function LeaveField({ disabled, hint }: { disabled?: boolean; hint?: string }) {
  const t = useT('account');
  const { control } = useFormContext<HealerFieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'leave' });
  // The resolver puts a rule of the whole list on `leave.root` once rows exist, else on `leave`.
  const rootError = useFieldError('leave.root');
  const arrayError = useFieldError('leave');
  const listError = rootError ?? arrayError;
  const full = fields.length >= LEAVE_LIMITS.maxPeriods;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{hint ?? t('leave.hint')}</p>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-700">{t('leave.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id}>
              <LeaveRow index={index} disabled={disabled} onRemove={() => remove(index)} />
            </li>
          ))}
        </ol>
      )}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          disabled={disabled || full}
          onClick={() => append({ ...NEW_LEAVE_PERIOD })}
        >
          <Plus aria-hidden="true" />
          {t('leave.add')}
        </Button>
        {full ? <p className="text-sm text-slate-600">{t('leave.limit')}</p> : null}
      </div>
    </div>
  );
}

function LeaveRow(props: { index: number; disabled?: boolean; onRemove: () => void }) {
  const { index, disabled, onRemove } = props;
  const t = useT('account');
  const number = String(index + 1);
  const from = useWatch<HealerFieldValues>({ name: `leave.${index}.from` }) as string | undefined;
  return (
    <fieldset
      disabled={disabled}
      // One date a row on a phone: two side by side cut '20/12/2026' short (decision 068).
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-2 md:grid-cols-[10rem_10rem_1fr_auto] md:items-start"
    >
      <legend className="sr-only">{t('leave.period', { number })}</legend>
      <LeaveDateField index={index} part="from" label={t('leave.from')} />
      <LeaveDateField index={index} part="to" label={t('leave.to')} min={from || undefined} />
      <TextInputField<HealerFieldValues>
        name={`leave.${index}.note`}
        label={t('leave.note')}
        placeholder={t('leave.notePlaceholder')}
        maxLength={LEAVE_LIMITS.noteMax}
        className="sm:col-span-2 md:col-span-1"
      />
      <Button
        variant="ghost"
        className="justify-self-end sm:col-span-2 md:col-span-1 md:mt-6"
        aria-label={t('leave.removeLabel', { number })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
        {t('leave.remove')}
      </Button>
    </fieldset>
  );
}

/** A native date input bound to `leave.{index}.{part}`; a blank date asks for one. */
function LeaveDateField(props: {
  index: number;
  part: 'from' | 'to';
  label: string;
  min?: string;
}) {
  const { index, part, label, min } = props;
  const t = useT('account');
  const name = `leave.${index}.${part}` as const;
  const { register } = useFormContext<HealerFieldValues>();
  const value = useWatch<HealerFieldValues>({ name }) as string | undefined;
  const error = useFieldError(name);
  // The date input gives a blank or a real date; "must be YYYY-MM-DD" would puzzle for a blank.
  const blankError =
    error && !value && error === t(`validation.${MESSAGE_KEY.dateFormat}`)
      ? t('leave.dateRequired')
      : error;
  return (
    <FormField label={label} required error={blankError}>
      {(control) => (
        <Input
          {...control}
          type="date"
          min={min ?? DATE_BOUNDS.first}
          max={DATE_BOUNDS.last}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
