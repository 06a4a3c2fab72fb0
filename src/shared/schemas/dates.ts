import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { ISO_DAY, isRealDay, isWithinDateBounds } from '../domain/dates.js';

/** A calendar day, `YYYY-MM-DD`, that exists and lies within DATE_BOUNDS: the one date schema. */
export const isoDateSchema = z
  .string({ error: MESSAGE_KEY.dateFormat })
  .trim()
  // The pattern also tells the OpenAPI document the form; the refinement that the day exists.
  .regex(ISO_DAY, { message: MESSAGE_KEY.dateFormat, abort: true })
  .refine(isRealDay, { message: MESSAGE_KEY.dateFormat, abort: true })
  .refine(isWithinDateBounds, MESSAGE_KEY.dateRange);
