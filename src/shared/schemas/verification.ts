import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { VERIFICATION_CHECKS, VERIFICATION_LIMITS } from '../constants/verification.js';
import { isoDateSchema } from './dates.js';

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
    .max(VERIFICATION_LIMITS.noteMax, MESSAGE_KEY.verificationNoteMax)
    .nullish(),
});
export type VerificationInput = z.infer<typeof verificationInputSchema>;
