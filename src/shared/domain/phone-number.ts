import { DEFAULT_COUNTRY_CODE } from './whatsapp.js';

/** Digits of a national (subscriber) number in India, the length healers sign in with. */
const NATIONAL_DIGITS = 10;

/**
 * The number a phone denotes, as the 10 digits a healer types to sign in: everything but digits
 * dropped, then an international prefix (00 or +) with the country code, or a trunk 0, taken
 * off a 10-digit number. Other numbers keep all their digits.
 */
export function nationalNumber(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const code = countryCode.replace(/\D/g, '');
  const digits = raw.replace(/\D/g, '');
  for (const prefix of [`00${code}`, code, '0']) {
    if (digits.length === prefix.length + NATIONAL_DIGITS && digits.startsWith(prefix)) {
      return digits.slice(prefix.length);
    }
  }
  return digits;
}

/**
 * How people write a phone: digits with spaces, dashes, dots or brackets between them and an
 * optional leading + ('94471 11222', '+91 94471-11222'). Anything else (a letter) is not a phone.
 */
export const TYPED_PHONE = /^\+?[\d\s().-]*$/;

/**
 * The phone as stored and signed in with: the 10 digits of a number typed as people write it
 * (decision 041); text that is not a typed phone is returned trimmed, for the schema to refuse.
 */
export function typedPhoneNumber(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const text = raw.trim();
  return TYPED_PHONE.test(text) ? nationalNumber(text, countryCode) : text;
}

/**
 * Every digit string a stored phone may hold and still be the number `raw` denotes ('98470 12345',
 * '+91 98470 12345', '098470 12345' and '0091 …' are one number). Empty for no digits.
 */
export function phoneDigitForms(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string[] {
  const code = countryCode.replace(/\D/g, '');
  const national = nationalNumber(raw, code);
  if (national === '') return [];
  if (national.length !== NATIONAL_DIGITS) return [national];
  return [national, `${code}${national}`, `0${national}`, `00${code}${national}`];
}
