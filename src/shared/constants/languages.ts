import type { UiLanguage } from './ui-languages.js';

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

/**
 * The booking language the form starts with: the interface's own (wave 3), so a visitor reading
 * Malayalam is not asked to talk in English unless they choose it.
 */
export const BOOKING_LANGUAGE_OF_UI = {
  en: 'English',
  ml: 'Malayalam',
} as const satisfies Record<UiLanguage, BookingLanguage>;
