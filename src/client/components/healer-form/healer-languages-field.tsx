import { Controller, useFormContext } from 'react-hook-form';
import { LANGUAGES } from '../../../shared/constants/languages.js';
import { parseLanguages } from '../../../shared/domain/languages.js';
import { useT } from '../../i18n/i18n-context.js';
import { CheckboxGroup } from '../form/checkbox-group.js';
import type { HealerFieldValues } from './healer-form-values.js';

/** The 13 languages as checkboxes; stored as comma text in the languages' order. */
export function HealerLanguagesField({ disabled }: { disabled?: boolean }) {
  const t = useT('account');
  const appT = useT();
  const { control } = useFormContext<HealerFieldValues>();
  const options = LANGUAGES.map((language) => ({
    value: language,
    label: appT(`languages.${language}`),
  }));
  return (
    <Controller
      control={control}
      name="languages"
      render={({ field }) => (
        <CheckboxGroup
          legend={t('fields.languages')}
          options={options}
          value={parseLanguages(field.value)}
          onChange={(next) => field.onChange(next.join(', '))}
          disabled={disabled}
        />
      )}
    />
  );
}
