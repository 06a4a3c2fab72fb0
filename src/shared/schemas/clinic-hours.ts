import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/validation-messages.js';

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGE_KEY.timeFormat)
  .nullish();

/** The clinic hours record of spec §3: one weekday (0 = Sunday … 6 = Saturday). */
export const clinicHoursInputSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  isOpen: z.boolean().default(true),
  openTime: time,
  closeTime: time,
  breakStartTime: time,
  breakEndTime: time,
});

/** A clinic hours record as the API returns it. */
export const clinicHoursSchema = z.object({
  id: z.string(),
  dayOfWeek: z.number().int().min(0).max(6),
  isOpen: z.boolean(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  breakStartTime: z.string().nullable(),
  breakEndTime: z.string().nullable(),
});
