import { Controller, useFormContext } from 'react-hook-form';
import { TITLES } from '../../../shared/constants/titles.js';
import { useT } from '../../i18n/i18n-context.js';
import { TextInputField, useFieldError } from '../form/bound-fields.js';
import { CheckboxGroup } from '../form/checkbox-group.js';
import type { HealerFieldValues } from './healer-form-values.js';

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));

/** Titles, name, specialty and experience. */
export function HealerBasicFields({ titlesRequired }: { titlesRequired?: boolean }) {
  const t = useT('account');
  const { control } = useFormContext<HealerFieldValues>();
  const titlesError = useFieldError('titles');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="titles"
        render={({ field }) => (
          <CheckboxGroup
            className="sm:col-span-2"
            legend={t('fields.titles')}
            required={titlesRequired}
            options={TITLE_OPTIONS}
            value={field.value ?? []}
            onChange={field.onChange}
            error={titlesError}
            columnsClassName="grid-cols-3 sm:grid-cols-6"
          />
        )}
      />
      <TextInputField<HealerFieldValues>
        name="name"
        label={t('fields.name')}
        required
        autoComplete="name"
      />
      <TextInputField<HealerFieldValues>
        name="specialty"
        label={t('fields.specialty')}
        placeholder={t('fields.specialtyPlaceholder')}
      />
      <TextInputField<HealerFieldValues>
        name="experience"
        label={t('fields.experience')}
        placeholder={t('fields.experiencePlaceholder')}
      />
    </div>
  );
}
