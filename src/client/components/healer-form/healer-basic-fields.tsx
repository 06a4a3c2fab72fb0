import { Controller, useFormContext } from 'react-hook-form';
import { TITLES } from '../../../shared/constants/titles.js';
import { useFormat, useT } from '../../i18n/i18n-context.js';
import { TextInputField, useFieldError } from '../form/bound-fields.js';
import { CheckboxGroup } from '../form/checkbox-group.js';
import type { HealerFieldValues } from './healer-form-values.js';

/**
 * The titles in the interface language; two that read the same there (Mrs and Ms are both
 * ശ്രീമതി) keep the stored title beside them, so the healer can tell which box is which.
 */
function titleOptions(named: (title: string) => string) {
  const labels = TITLES.map(named);
  return TITLES.map((title, index) => {
    const label = labels[index]!;
    const shared = labels.indexOf(label) !== labels.lastIndexOf(label);
    return { value: title, label: shared ? `${label} (${title})` : label };
  });
}

/** Titles, name, specialty and experience. */
export function HealerBasicFields({ titlesRequired }: { titlesRequired?: boolean }) {
  const t = useT('account');
  const format = useFormat();
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
            options={titleOptions(format.title)}
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
