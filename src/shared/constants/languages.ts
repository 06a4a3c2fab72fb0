/** Languages a healer can speak (spec §9). */
export const LANGUAGES = [
  'English',
  'Malayalam',
  'Tamil',
  'Hindi',
  'Kannada',
  'Telugu',
  'Marathi',
  'Bengali',
  'Gujarati',
  'Punjabi',
  'Urdu',
  'Odia',
  'Assamese',
] as const;

export type Language = (typeof LANGUAGES)[number];

/** Languages a patient can ask for in a booking. */
export const BOOKING_LANGUAGES = [
  'English',
  'Malayalam',
  'Tamil',
  'Hindi',
  'Kannada',
  'Telugu',
  'Other',
] as const;

export type BookingLanguage = (typeof BOOKING_LANGUAGES)[number];

export const DEFAULT_BOOKING_LANGUAGE: BookingLanguage = 'English';
