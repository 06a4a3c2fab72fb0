import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.js';
import { TextInputField } from '../form/bound-fields.js';
import type { HealerFieldValues } from './healer-form-values.js';

/** Phone (supplied by the caller: read-only for the healer, editable for the admin), e-mail, website, WhatsApp. */
export function HealerContactFields({ phoneField }: { phoneField: ReactNode }) {
  const t = useT('account');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {phoneField}
      <TextInputField<HealerFieldValues>
        name="bookingWhatsApp"
        label={t('fields.bookingWhatsApp')}
        hint={t('fields.bookingWhatsAppHint')}
        type="tel"
        inputMode="tel"
      />
      <TextInputField<HealerFieldValues>
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
      />
      <TextInputField<HealerFieldValues>
        name="website"
        label={t('fields.website')}
        type="url"
        placeholder="https://"
      />
    </div>
  );
}
