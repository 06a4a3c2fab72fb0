import { z } from 'zod';
import { REPORT_LIMITS, REPORT_REASONS, REPORT_STATUSES } from '../constants/reports.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';

/** POST /api/healers/{id}/reports: `website` is the honeypot a person never fills. */
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGE_KEY.reportReason }),
  note: z.string().trim().max(REPORT_LIMITS.noteMax, MESSAGE_KEY.reportNoteMax).nullish(),
  website: z.string().max(2_000).nullish(),
});

export const reportSchema = z.object({
  id: z.string(),
  healerId: z.string(),
  healerName: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(REPORT_STATUSES),
});
export type Report = z.infer<typeof reportSchema>;

export const reportStatusSchema = z.object({
  status: z.enum(REPORT_STATUSES, MESSAGE_KEY.reportStatusChoice),
});
