import { z } from 'zod';

/** A one-time sign-in code as the admin is shown it once: `1234 5678` and its ISO expiry. */
export const signInCodeSchema = z.object({
  code: z.string().regex(/^\d{4} \d{4}$/),
  expiresAt: z.iso.datetime(),
});
export type SignInCode = z.infer<typeof signInCodeSchema>;

/**
 * How an account signs in now: its own password, a one-time code still pending, a code that
 * expired, a code made void by too many wrong tries, no code yet (an account from before codes, or after switching from `phone` mode), or
 * the first-sign-in password of `FIRST_PASSWORD=phone`.
 */
export const SIGN_IN_STATES = [
  'password',
  'code-pending',
  'code-expired',
  'code-void',
  'no-code',
  'phone',
] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

/** A healer's login account as GET /api/admin/users lists it (same id as the healer). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  district: z.string(),
  isActive: z.enum(['true', 'false']),
  signInState: z.enum(SIGN_IN_STATES),
  codeExpiresAt: z.iso.datetime().nullable(),
});
export type User = z.infer<typeof userSchema>;
