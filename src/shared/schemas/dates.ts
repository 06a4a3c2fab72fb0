import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { isRealDay, isWithinDateBounds } from '../domain/day-bounds.js';

/** A calendar day, `YYYY-MM-DD`, that exists and lies within DATE_BOUNDS: the one date schema. */
export const isoDateSchema = z
  .string({ error: MESSAGE_KEY.dateFormat })
  .trim()
  // The pattern also tells the OpenAPI document the form; the refinement that the day exists.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MESSAGE_KEY.dateFormat, abort: true })
  .refine(isRealDay, { message: MESSAGE_KEY.dateFormat, abort: true })
  .refine(isWithinDateBounds, MESSAGE_KEY.dateRange);
