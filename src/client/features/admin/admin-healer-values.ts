import type { z } from 'zod';
import { DEFAULT_TITLE } from '../../../shared/constants/titles.js';
import type {
  Healer,
  HealerInput,
  HealerPatch,
  healerInputSchema,
} from '../../../shared/schemas/healer.js';
import {
  cleanHealerFields,
  healerToFieldValues,
} from '../../components/healer-form/healer-form-values.js';

/** The admin's healer form: every healer field (the schema's input). */
export type AdminHealerValues = z.input<typeof healerInputSchema>;

/** Form values for a healer being edited, or a new one (default title, active, unrated). */
export function adminHealerValues(healer: Healer | null): AdminHealerValues {
  return {
    ...healerToFieldValues(healer),
    titles: healer ? [...healer.titles] : [DEFAULT_TITLE],
    phone: healer?.phone ?? '',
    isActive: healer?.isActive ?? 'true',
    rating: healer?.rating ?? 0,
    reviewCount: healer?.reviewCount ?? 0,
    ...(healer ? {} : { takesWhatsAppBookings: true }),
  };
}

/**
 * The PATCH for an edited healer: every field, but the phone only when it changed, because a new
 * phone also resets the healer's password.
 */
export function healerPatch(before: Healer, values: HealerInput): HealerPatch {
  // Whether the phone takes bookings is asked when adding a healer only.
  const { phone, takesWhatsAppBookings: _adding, ...rest } = cleanHealerFields(values);
  return phone.trim() === before.phone ? rest : { ...rest, phone };
}
