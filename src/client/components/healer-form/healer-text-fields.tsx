import { useT } from '../../i18n/i18n-context.js';
import { TextareaField, TextInputField } from '../form/bound-fields.js';
import { LinesField } from '../form/lines-field.js';
import type { HealerFieldValues } from './healer-form-values.js';

/** Availability and holidays. */
export function HealerAvailabilityFields() {
  const t = useT('account');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInputField<HealerFieldValues>
        name="availability"
        label={t('fields.availability')}
        placeholder={t('fields.availabilityPlaceholder')}
      />
      <TextInputField<HealerFieldValues>
        name="holidays"
        label={t('fields.holidays')}
        placeholder={t('fields.holidaysPlaceholder')}
      />
    </div>
  );
}

/** Bio and qualifications. */
export function HealerAboutFields() {
  const t = useT('account');
  return (
    <div className="grid gap-4">
      <TextareaField<HealerFieldValues>
        name="bio"
        label={t('fields.bio')}
        hint={t('fields.bioHint')}
        rows={6}
      />
      <LinesField<HealerFieldValues>
        name="qualifications"
        label={t('fields.qualifications')}
        hint={t('fields.onePerLine')}
      />
    </div>
  );
}

const NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;

/** Links to the healer's social profiles. */
export function HealerSocialFields() {
  const t = useT('account');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {NETWORKS.map((network) => (
        <TextInputField<HealerFieldValues>
          key={network}
          name={network}
          label={t(`fields.${network}`)}
          type="url"
          placeholder="https://"
        />
      ))}
    </div>
  );
}
