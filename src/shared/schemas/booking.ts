import { z } from 'zod';
import { BOOKING_LANGUAGES, DEFAULT_BOOKING_LANGUAGE } from '../constants/languages.js';
import { TEXT_MAX } from '../constants/limits.js';
import { SEX_OPTIONS } from '../constants/people.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { isoDateSchema } from './dates.js';

/** A time of day as HH:MM (24-hour). */
export const hhmmSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGE_KEY.timeFormat);

const required = (message: string, max: number = TEXT_MAX.short) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** The booking dialog; nothing is stored, the values become a WhatsApp message. */
export const bookingFormSchema = z.object({
  patientName: required(MESSAGE_KEY.patientNameRequired),
  age: required(MESSAGE_KEY.ageRequired, 20),
  sex: z.enum(SEX_OPTIONS, { error: MESSAGE_KEY.sexRequired }),
  phone: required(MESSAGE_KEY.phoneRequired, 20),
  preferredDate: isoDateSchema,
  preferredTime: hhmmSchema,
  preferredLanguage: z.enum(BOOKING_LANGUAGES).default(DEFAULT_BOOKING_LANGUAGE),
  healthConcerns: z.string().trim().max(TEXT_MAX.medium).optional(),
});

/** The booking form with "preferredDate cannot be before today"; today is YYYY-MM-DD in the clinics' zone. */
export function bookingFormSchemaFrom(today: string) {
  return bookingFormSchema.refine((form) => form.preferredDate >= today, {
    message: MESSAGE_KEY.dateInPast,
    path: ['preferredDate'],
  });
}
