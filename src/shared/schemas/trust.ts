import { z } from 'zod';
import {
  ATTENTION_REASONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  TRUST_LIMITS,
  VERIFICATION_CHECKS,
} from '../constants/trust.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { isoDateSchema } from './dates.js';

/** Whole days from `from` to `to`, both `YYYY-MM-DD` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What the public sees of the federation's verification; the admin's note stays private. */
export const verificationSchema = z.object({
  checkedOn: z.string(),
  checks: z.array(z.enum(VERIFICATION_CHECKS)),
});
export type Verification = z.infer<typeof verificationSchema>;

/**
 * PUT /api/admin/healers/{id}/verification. The date must not be in the future: the route
 * checks that against today in the clinics' time zone.
 */
export const verificationInputSchema = z.object({
  checkedOn: isoDateSchema,
  checks: z
    .array(z.enum(VERIFICATION_CHECKS, { error: MESSAGE_KEY.unknownCheck }))
    .min(1, MESSAGE_KEY.checksRequired)
    .max(VERIFICATION_CHECKS.length)
    .refine((checks) => new Set(checks).size === checks.length, MESSAGE_KEY.unknownCheck),
  note: z
    .string()
    .trim()
    .max(TRUST_LIMITS.verificationNoteMax, MESSAGE_KEY.verificationNoteMax)
    .nullish(),
});
export type VerificationInput = z.infer<typeof verificationInputSchema>;

/** One period of leave: both days included. */
export const leavePeriodSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    note: z.string().trim().max(TRUST_LIMITS.leaveNoteMax, MESSAGE_KEY.leaveNoteMax).nullish(),
  })
  .refine((period) => period.from <= period.to, {
    message: MESSAGE_KEY.leaveOrder,
    path: ['to'],
  })
  .refine((period) => daysBetween(period.from, period.to) < TRUST_LIMITS.leaveMaxDays, {
    message: MESSAGE_KEY.leaveTooLong,
    path: ['to'],
  })
  .transform((period) => ({ from: period.from, to: period.to, note: period.note || null }));
export type LeavePeriod = z.infer<typeof leavePeriodSchema>;

export const leaveSchema = z
  .array(leavePeriodSchema)
  .max(TRUST_LIMITS.leaveMaxPeriods, MESSAGE_KEY.leaveTooMany);

/** A leave period as replies carry it. */
export const leavePeriodReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  note: z.string().nullable(),
});

/** POST /api/healers/{id}/reports: `website` is the honeypot a person never fills. */
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGE_KEY.reportReason }),
  note: z.string().trim().max(TRUST_LIMITS.reportNoteMax, MESSAGE_KEY.reportNoteMax).nullish(),
  website: z.string().max(2_000).nullish(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

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

export const attentionItemSchema = z.object({
  healerId: z.string(),
  name: z.string(),
  reasons: z.array(z.enum(ATTENTION_REASONS)),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;
