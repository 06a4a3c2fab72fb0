import { inArray, type SQL, sql } from 'drizzle-orm';
import { healers } from '../../db/schema.js';
import { phoneDigitForms } from '../../shared/domain/phone-number.js';

/** The digits of the stored phone (an admin may have typed spaces, dashes or +91). */
const storedDigits = sql<string>`regexp_replace(${healers.phone}, '[^0-9]', '', 'g')`;

/**
 * Healers whose phone is the number `phone` denotes, however either was written
 * ('98470 12345', '+91 98470 12345', '098470 12345'): the phone is the sign-in identity, so
 * these are one healer's. Matches nothing for a phone without digits.
 */
export function samePhoneAs(phone: string, countryCode: string): SQL {
  const forms = phoneDigitForms(phone, countryCode);
  if (forms.length === 0) return sql`${healers.phone} = ${phone.trim()}`;
  return inArray(storedDigits, forms);
}
