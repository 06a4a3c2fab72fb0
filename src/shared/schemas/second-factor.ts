import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { CURRENT_PASSWORD_REQUIRED, PASSWORD_MAX_LENGTH } from './auth.js';

const code = z
  .string({ error: MESSAGE_KEY.otpRequired })
  .trim()
  .min(1, MESSAGE_KEY.otpRequired)
  .max(64, MESSAGE_KEY.invalidOtp);

const currentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH);

/**
 * POST /api/admin/2fa/setup: the current password, so that a stolen session alone cannot turn
 * two-step sign-in on and lock the admin out (decision 055).
 */
export const secondFactorSetupSchema = z.object({ currentPassword });
export type SecondFactorSetupRequest = z.infer<typeof secondFactorSetupSchema>;

/**
 * POST /api/admin/2fa/enable: the current password again (the codes go to whoever turns it on)
 * and the authenticator's current code for the secret just set up.
 */
export const secondFactorEnableSchema = z.object({ currentPassword, code });
export type SecondFactorEnable = z.infer<typeof secondFactorEnableSchema>;

/** DELETE /api/admin/2fa: the password and a code (or a recovery code). */
export const secondFactorDisableSchema = z.object({ currentPassword, otp: code });
export type SecondFactorDisable = z.infer<typeof secondFactorDisableSchema>;

/** GET /api/admin/2fa. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** On, but this server cannot decrypt the secret (SESSION_SECRET changed): turn off and on. */
  secretUnreadable: z.boolean(),
  /** Wrong second-factor codes since the previous sign-in (`since`; null: none recorded before). */
  failedAttempts: z.object({
    count: z.number().int(),
    since: z.string().nullable(),
    lastAt: z.string().nullable(),
  }),
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

/**
 * POST /api/admin/passkeys/registration-options: adding a passkey needs the current password,
 * and the second step when two-step sign-in is on (decision 063), as turning it off does.
 */
export const passkeyAdminCheckSchema = z.object({ currentPassword, otp: code.optional() });
