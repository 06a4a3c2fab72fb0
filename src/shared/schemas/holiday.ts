import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { isoDateSchema } from './dates.js';

const NAME_REQUIRED = MESSAGE_KEY.holidayNameRequired;

/*
 * Spec §3's holiday record (a table kept by the backup). No route serves it: a healer's holidays
 * are leave periods (constants/leave.ts says how the two words differ). The schema stays because
 * records.test.ts pins the spec's message for a missing name; it goes with that record.
 */

/** A holiday as an admin enters it. */
export const holidayInputSchema = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(TEXT_MAX.short),
  date: isoDateSchema,
  isRecurring: z.boolean().default(false),
  description: z.string().trim().max(TEXT_MAX.medium).nullish(),
});

/** A holiday as the API returns it. */
export const holidaySchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  isRecurring: z.boolean(),
  description: z.string().nullable(),
});
