import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { CURRENT_PASSWORD_REQUIRED, PASSWORD_MAX_LENGTH } from './auth.js';

const code = z
  .string({ error: MESSAGE_KEY.otpRequired })
  .trim()
  .min(1, MESSAGE_KEY.otpRequired)
  .max(64, MESSAGE_KEY.invalidOtp);

/** POST /api/admin/2fa/enable: the authenticator's current code for the secret just set up. */
export const secondFactorEnableSchema = z.object({ code });
export type SecondFactorEnable = z.infer<typeof secondFactorEnableSchema>;

/** DELETE /api/admin/2fa: the password and a code (or a recovery code). */
export const secondFactorDisableSchema = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH),
  otp: code,
});
export type SecondFactorDisable = z.infer<typeof secondFactorDisableSchema>;

/** GET /api/admin/2fa. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** One signed-in device of the admin (GET /api/admin/sessions). */
export const adminSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
