import { z } from 'zod';
import { WEEK_DAYS } from '../constants/days.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';

const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGE_KEY.timeFormat)
  .or(z.literal(''));

/** One day of a healer's clinic timings; times are HH:MM in the clinics' time zone. */
export const clinicTimingSchema = z.object({
  day: z.enum(WEEK_DAYS),
  isOpen: z.boolean().default(true),
  morningStart: hhmm.optional(),
  morningEnd: hhmm.optional(),
  eveningStart: hhmm.optional(),
  eveningEnd: hhmm.optional(),
});

export type ClinicTiming = z.infer<typeof clinicTimingSchema>;

export const clinicTimingsSchema = z.array(clinicTimingSchema).max(7);
