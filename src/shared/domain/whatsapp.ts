import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '../constants/ui-languages.js';
import { healerPagePath } from '../pages/pages.js';

/** Default country calling code (India); the server's COUNTRY_CODE may override it. */
export const DEFAULT_COUNTRY_CODE = '91';

/**
 * A phone number as WhatsApp wants it: digits only, with the country code. A leading 00
 * (international prefix) is dropped, a leading trunk 0 is replaced by the country code, and a
 * 10-digit number gets the country code in front.
 */
export function normaliseWhatsAppNumber(
  raw: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string {
  const code = countryCode.replace(/\D/g, '');
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) digits = `${code}${digits.replace(/^0+/, '')}`;
  else if (digits.length === 10) digits = `${code}${digits}`;
  return digits;
}

/** A wa.me link with a prepared message, or null when the number has no digits. */
export function whatsappLink(
  number: string | null | undefined,
  text: string,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string | null {
  const digits = normaliseWhatsAppNumber(number, countryCode);
  if (digits === '') return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A WhatsApp link that lets the user pick a chat to share a page with. */
export function shareLink(pageUrl: string, text?: string): string {
  const message = text ? `${text} ${pageUrl}` : pageUrl;
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/**
 * The public page of a healer, e.g. https://example.org/healer/abc, in a language: a Malayalam
 * page's link carries `?lang=ml`, so a friend it is shared with reads it in Malayalam too.
 */
export function healerPageUrl(
  origin: string,
  healerId: string,
  language: UiLanguage = DEFAULT_UI_LANGUAGE,
): string {
  const page = `${origin.replace(/\/+$/, '')}${healerPagePath(healerId)}`;
  return language === DEFAULT_UI_LANGUAGE ? page : `${page}?lang=${language}`;
}

/**
 * A tel: link in international form (`tel:+919876543210`), the country code put in front as
 * for WhatsApp (normaliseWhatsAppNumber), so a relative calling from abroad reaches the clinic;
 * a number too short to be a national one (a short code) is dialled as written. Null when
 * there is nothing to dial.
 */
export function telLink(
  phone: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  const international = normaliseWhatsAppNumber(phone, countryCode);
  return international.length > 10 ? `tel:+${international}` : `tel:${digits}`;
}
