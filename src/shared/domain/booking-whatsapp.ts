import { nationalNumber } from './phone-number.js';

/** India's country code: the default is for Indian mobiles, whatever COUNTRY_CODE says. */
const INDIA = '91';

/**
 * Whether a phone is an Indian mobile: 10 digits starting 6 to 9, once a +91, 0091 or trunk 0
 * in front is taken off ('+91 98470 12345', '098470 12345'). A landline or short number is not.
 */
export function isIndianMobile(phone: string): boolean {
  return /^[6-9]\d{9}$/.test(nationalNumber(phone, INDIA));
}

/**
 * The booking WhatsApp a new healer is stored with (DESIGN §5, wave 3): the one given; else,
 * when the phone is an Indian mobile and the admin did not untick "Takes WhatsApp bookings on
 * this number", that phone as written; else none.
 */
export function newHealerBookingWhatsApp(input: {
  phone: string;
  bookingWhatsApp?: string | null | undefined;
  takesWhatsAppBookings?: boolean | undefined;
}): string | null {
  const given = input.bookingWhatsApp?.trim() ?? '';
  if (given !== '') return given;
  if (input.takesWhatsAppBookings === false) return null;
  const phone = input.phone.trim();
  return isIndianMobile(phone) ? phone : null;
}
