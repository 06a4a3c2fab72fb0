import { z } from 'zod';
import { LIMITS } from '../constants/limits.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { TYPED_PHONE, typedPhoneNumber } from '../domain/phone-number.js';

/** The change-password form's message when either field is empty (checked before the schema). */
export const FILL_ALL_FIELDS_MESSAGE = MESSAGE_KEY.fillAllFields;

/** Long enough for any password manager, short enough to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
export const CURRENT_PASSWORD_REQUIRED = MESSAGE_KEY.currentPasswordRequired;

const PASSWORD_REQUIRED = MESSAGE_KEY.passwordRequired;
const PHONE_REQUIRED = MESSAGE_KEY.phoneRequired;

const requiredPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(PASSWORD_MAX_LENGTH);

/** POST /api/admin/login. */
export const adminLoginSchema = z.object({
  identifier: z
    .string({ error: MESSAGE_KEY.emailOrPhoneRequired })
    .trim()
    .min(1, MESSAGE_KEY.emailOrPhoneRequired)
    .max(200),
  password: requiredPassword(PASSWORD_REQUIRED),
  /**
   * With two-step sign-in on (DESIGN §10.4): the authenticator's 6-digit code or an unused
   * recovery code. Blank counts as absent.
   */
  otp: z.string().trim().max(64).optional(),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/**
 * POST /api/healer/login. The phone is taken as typed ('94471 11222', '+91 94471-11222') and the
 * spec's 10-digit rule applies to its digits (decision 041): the server gets the 10 digits.
 */
export const healerLoginSchema = z.object({
  phone: z
    .string({ error: PHONE_REQUIRED })
    .trim()
    .min(1, PHONE_REQUIRED)
    .max(30, MESSAGE_KEY.phoneMax10)
    .regex(TYPED_PHONE, MESSAGE_KEY.phoneDigits)
    .transform((typed) => typedPhoneNumber(typed))
    .pipe(z.string().max(LIMITS.healerLoginPhoneMaxLength, MESSAGE_KEY.phoneMax10)),
  password: requiredPassword(PASSWORD_REQUIRED),
});
export type HealerLogin = z.infer<typeof healerLoginSchema>;

const NEW_PASSWORD_TOO_SHORT = MESSAGE_KEY.newPasswordMin;

/**
 * POST /api/healer/change-password. The current password may be left out only by a first-sign-in
 * session: it signed in with the code (or phone) just now, so asking for it again proves nothing
 * (decision 068).
 */
export const changePasswordSchema = z.object({
  currentPassword: requiredPassword(CURRENT_PASSWORD_REQUIRED).optional(),
  newPassword: z
    .string({ error: NEW_PASSWORD_TOO_SHORT })
    .min(LIMITS.passwordMinLength, NEW_PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The change-password form: the new password typed twice, so a typo cannot lock a healer out. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: MESSAGE_KEY.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The first-sign-in form: only the new password, twice (the code it signed in with is known). */
export const firstPasswordFormSchema = changePasswordSchema
  .omit({ currentPassword: true })
  .extend({ confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: MESSAGE_KEY.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type FirstPasswordForm = z.infer<typeof firstPasswordFormSchema>;

/** Blank form fields mean "leave unchanged", so they are dropped before validation. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const AT_LEAST_ONE_FIELD = MESSAGE_KEY.atLeastOneField;
const VALID_PHONE = MESSAGE_KEY.validPhone;
const PASSWORD_TOO_SHORT = MESSAGE_KEY.passwordMin;

/** PUT /api/admin/profile: any of e-mail, phone, password; at least one. */
export const adminProfileUpdateSchema = z
  .object({
    email: z.preprocess(
      blankToUndefined,
      z
        .string({ error: MESSAGE_KEY.validEmail })
        .trim()
        .max(200)
        .pipe(z.email(MESSAGE_KEY.validEmail))
        .optional(),
    ),
    phone: z.preprocess(
      blankToUndefined,
      z
        .string({ error: VALID_PHONE })
        .trim()
        .min(10, VALID_PHONE)
        .max(20, VALID_PHONE)
        .regex(/^\+?[\d\s-]+$/, VALID_PHONE)
        .transform((typed) => typedPhoneNumber(typed))
        .optional(),
    ),
    password: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PASSWORD_TOO_SHORT })
        .min(LIMITS.passwordMinLength, PASSWORD_TOO_SHORT)
        .max(PASSWORD_MAX_LENGTH)
        .optional(),
    ),
    /** Needed with a new password (DESIGN §6, wave 2): a stolen session cannot lock the admin out. */
    currentPassword: z.preprocess(
      blankToUndefined,
      z.string({ error: CURRENT_PASSWORD_REQUIRED }).max(PASSWORD_MAX_LENGTH).optional(),
    ),
  })
  .refine(
    (value) =>
      value.email !== undefined || value.phone !== undefined || value.password !== undefined,
    AT_LEAST_ONE_FIELD,
  )
  .refine((value) => value.password === undefined || value.currentPassword !== undefined, {
    message: CURRENT_PASSWORD_REQUIRED,
    path: ['currentPassword'],
  });
export type AdminProfileUpdate = z.infer<typeof adminProfileUpdateSchema>;

const NEW_PHONE_TOO_SHORT = MESSAGE_KEY.newPhoneMin;

/**
 * PATCH /api/admin/users/{id}/phone: taken as typed (spaces, dashes, +91 or a trunk 0), only the
 * digits of the number are kept.
 */
export const newPhoneSchema = z.object({
  newPhone: z
    .string({ error: NEW_PHONE_TOO_SHORT })
    .trim()
    .max(30)
    .transform((value) => typedPhoneNumber(value))
    .pipe(
      z
        .string()
        .regex(/^\d*$/, MESSAGE_KEY.phoneDigits)
        .min(LIMITS.adminNewPhoneMinDigits, NEW_PHONE_TOO_SHORT)
        .max(15, MESSAGE_KEY.newPhoneMax),
    ),
});
export type NewPhone = z.infer<typeof newPhoneSchema>;
