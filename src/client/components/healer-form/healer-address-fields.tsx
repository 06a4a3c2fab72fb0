import { DISTRICTS } from '../../../shared/constants/districts.js';
import { useFormat, useT } from '../../i18n/i18n-context.js';
import { SelectField, TextInputField } from '../form/bound-fields.js';
import type { HealerFieldValues } from './healer-form-values.js';
import { MapPinPreview } from './map-pin-preview.js';

/** The structured address, district and pincode, free-text location and map/review links. */
export function HealerAddressFields() {
  const t = useT('account');
  const format = useFormat();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInputField<HealerFieldValues> name="building" label={t('fields.building')} />
      <TextInputField<HealerFieldValues> name="addressField2" label={t('fields.addressField2')} />
      <TextInputField<HealerFieldValues> name="addressField3" label={t('fields.addressField3')} />
      <TextInputField<HealerFieldValues>
        name="city"
        label={t('fields.city')}
        autoComplete="address-level2"
      />
      <SelectField<HealerFieldValues>
        name="district"
        label={t('fields.district')}
        required
        options={DISTRICTS.map((district) => ({ value: district, label: format.place(district) }))}
      />
      <TextInputField<HealerFieldValues>
        name="pincode"
        label={t('fields.pincode')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextInputField<HealerFieldValues> name="state" label={t('fields.state')} />
      <TextInputField<HealerFieldValues>
        name="country"
        label={t('fields.country')}
        autoComplete="country-name"
      />
      <TextInputField<HealerFieldValues>
        name="location"
        label={t('fields.location')}
        hint={t('fields.locationHint')}
        className="sm:col-span-2"
      />
      <TextInputField<HealerFieldValues>
        name="mapUrl"
        label={t('fields.mapUrl')}
        hint={t('fields.mapUrlHint')}
        type="url"
        placeholder="https://"
      />
      <TextInputField<HealerFieldValues>
        name="googleReviewsUrl"
        label={t('fields.googleReviewsUrl')}
        type="url"
        placeholder="https://"
      />
      <MapPinPreview />
    </div>
  );
}
