import { Controller, useFormContext } from 'react-hook-form';
import {
  isAskedField,
  isNotSaidField,
  YES_NO_FIELDS,
  type YesNoField,
} from '../../../shared/constants/healer-fields.js';
import { useT } from '../../i18n/i18n-context.js';
import { TextInputField, useFieldError } from '../form/bound-fields.js';
import { ControlledField } from '../form/controlled-field.js';
import { FormField } from '../form/form-field.js';
import { Input, NativeSelect } from '../ui/input.js';
import { healerFieldLabel } from './field-label.js';
import type { HealerFieldValues } from './healer-form-values.js';

type Fee = 'feeFrom' | 'feeTo';

/** The form's words for a yes/no field: its own question when it asks one, else its label. */
function useYesNoText() {
  const t = useT('account');
  return (field: YesNoField): string =>
    isAskedField(field) ? t(`visit.${field}`) : healerFieldLabel(t, field);
}

/** Yes, no or not said as radio buttons; always yes or no as a checkbox (the field table's). */
const RADIOS = YES_NO_FIELDS.filter(isNotSaidField);
const CHECKBOXES = YES_NO_FIELDS.filter((field) => !isNotSaidField(field));

/**
 * What decides a visit (DESIGN §10.2): fee from and up to, gender ("Prefer not to say" is null),
 * the yes/no fields (yes, no or not said; or a checkbox when always yes or no) and a landmark.
 * Blank and "not said" are sent as null, which the public pages never show.
 */
export function VisitDetailsFields({ disabled }: { disabled?: boolean }) {
  const t = useT('account');
  const words = useYesNoText();
  const { register } = useFormContext<HealerFieldValues>();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FeeField name="feeFrom" label={t('fields.feeFrom')} hint={t('visit.feeHint')} />
        <FeeField name="feeTo" label={t('fields.feeTo')} />
        <GenderField />
        <TextInputField<HealerFieldValues>
          name="landmark"
          label={t('fields.landmark')}
          hint={t('visit.landmarkHint')}
          maxLength={120}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {RADIOS.map((name) => (
          <YesNoRadios key={name} name={name} legend={words(name)} disabled={disabled} />
        ))}
      </div>
      <div className="flex flex-col gap-1">
        {CHECKBOXES.map((name) => (
          <label key={name} className="flex min-h-11 items-center gap-2.5 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              disabled={disabled}
              {...register(name)}
            />
            {words(name)}
          </label>
        ))}
      </div>
    </div>
  );
}

/** Whole rupees; a blank input is null ("not said"). */
function FeeField({ name, label, hint }: { name: Fee; label: string; hint?: string }) {
  return (
    <ControlledField<HealerFieldValues>
      name={name}
      label={label}
      hint={hint}
      input={(field, a11y) => (
        <Input
          {...a11y}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as number | null | undefined) ?? ''}
          onChange={(event) => {
            const typed = event.target.value.trim();
            field.onChange(typed === '' ? null : Number(typed));
          }}
        />
      )}
    />
  );
}

function GenderField() {
  const t = useT('account');
  const { control } = useFormContext<HealerFieldValues>();
  const error = useFieldError('gender');
  return (
    <Controller
      control={control}
      name="gender"
      render={({ field }) => (
        <FormField label={t('fields.gender')} error={error}>
          {(props) => (
            <NativeSelect
              {...props}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
            >
              <option value="">{t('visit.genderNotSaid')}</option>
              <option value="woman">{t('visit.genderWoman')}</option>
              <option value="man">{t('visit.genderMan')}</option>
              <option value="other">{t('visit.genderOther')}</option>
            </NativeSelect>
          )}
        </FormField>
      )}
    />
  );
}

const ANSWERS = [
  ['yes', true],
  ['no', false],
  ['notSaid', null],
] as const;

/** Yes, no or not said, as radio buttons under the question. */
function YesNoRadios({
  name,
  legend,
  disabled,
}: {
  name: YesNoField;
  legend: string;
  disabled?: boolean;
}) {
  const t = useT('account');
  const { control } = useFormContext<HealerFieldValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="flex flex-col gap-1.5" data-testid={`visit-${name}`}>
          <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
          <div className="flex flex-wrap gap-x-5">
            {ANSWERS.map(([answer, value]) => (
              <label
                key={answer}
                className="flex min-h-11 items-center gap-2 text-sm text-slate-800"
              >
                <input
                  type="radio"
                  className="size-5 accent-primary"
                  name={field.name}
                  disabled={disabled}
                  checked={(field.value ?? null) === value}
                  onChange={() => field.onChange(value)}
                />
                {t(`visit.${answer}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
