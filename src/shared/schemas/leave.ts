import { z } from 'zod';
import { LEAVE_LIMITS } from '../constants/leave.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { daysFrom } from '../domain/dates.js';
import { isoDateSchema } from './dates.js';

/** One period of leave: both days included. */
export const leavePeriodSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    note: z.string().trim().max(LEAVE_LIMITS.noteMax, MESSAGE_KEY.leaveNoteMax).nullish(),
  })
  .refine((period) => period.from <= period.to, {
    message: MESSAGE_KEY.leaveOrder,
    path: ['to'],
  })
  .refine((period) => daysFrom(period.from, period.to) < LEAVE_LIMITS.maxDays, {
    message: MESSAGE_KEY.leaveTooLong,
    path: ['to'],
  })
  .transform((period) => ({ from: period.from, to: period.to, note: period.note || null }));
export type LeavePeriod = z.infer<typeof leavePeriodSchema>;

export const leaveSchema = z
  .array(leavePeriodSchema)
  .max(LEAVE_LIMITS.maxPeriods, MESSAGE_KEY.leaveTooMany);

/** A leave period as replies carry it. */
export const leavePeriodReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  note: z.string().nullable(),
});
