import { z } from 'zod';
import { BOOKING_LANGUAGES, DEFAULT_BOOKING_LANGUAGE } from '../constants/languages.js';
import { TEXT_MAX } from '../constants/limits.js';
import { SEX_OPTIONS } from '../constants/people.js';
import { VALIDATION_MESSAGES } from '../constants/validation-messages.js';

/**
 * The booking form's date message (spec §8), which the schema itself gives; the dialog's other
 * notices are the catalogue's alone (`booking.*` in src/client/i18n/en/site.ts).
 */
export const BOOKING_MESSAGES = {
  dateInPast: 'Preferred date cannot be in the past',
} as const;

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const isoDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Date must be YYYY-MM-DD');

/** A time of day as HH:MM (24-hour). */
export const hhmmSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, VALIDATION_MESSAGES.timeFormat);

const required = (message: string, max: number = TEXT_MAX.short) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** The booking dialog; nothing is stored, the values become a WhatsApp message. */
export const bookingFormSchema = z.object({
  patientName: required('Patient name is required'),
  age: required('Age is required', 20),
  sex: z.enum(SEX_OPTIONS, { error: 'Sex is required' }),
  phone: required(VALIDATION_MESSAGES.phoneRequired, 20),
  preferredDate: isoDateSchema,
  preferredTime: hhmmSchema,
  preferredLanguage: z.enum(BOOKING_LANGUAGES).default(DEFAULT_BOOKING_LANGUAGE),
  healthConcerns: z.string().trim().max(TEXT_MAX.medium).optional(),
});
export type BookingForm = z.infer<typeof bookingFormSchema>;
export type BookingFormValues = z.input<typeof bookingFormSchema>;

/** The booking form with "preferredDate cannot be before today"; today is YYYY-MM-DD in the clinics' zone. */
export function bookingFormSchemaFrom(today: string) {
  return bookingFormSchema.refine((form) => form.preferredDate >= today, {
    message: BOOKING_MESSAGES.dateInPast,
    path: ['preferredDate'],
  });
}
