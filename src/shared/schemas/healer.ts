import { z } from 'zod';
import { DISTRICTS } from '../constants/districts.js';
import {
  type HealerField,
  isNotSaidField,
  type NotSaidField,
  YES_NO_FIELDS,
  type YesNoField,
} from '../constants/healer-fields.js';
import { LIMITS, TEXT_MAX } from '../constants/limits.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { FEE_MAX, HEALER_GENDERS, LANDMARK_MAX } from '../constants/visit-details.js';
import { TYPED_PHONE, typedPhoneNumber } from '../domain/phone-number.js';
import { clinicTimingSchema, clinicTimingsSchema } from './clinic-timing.js';
import { leavePeriodReplySchema, leaveSchema, verificationSchema } from './trust.js';

const text = (max: number = TEXT_MAX.short) => z.string().trim().max(max);
/** Optional text: absent, null or blank all mean "not set". */
const optionalText = (max: number = TEXT_MAX.short) => text(max).nullish();
/** A fee in whole rupees; null clears it. */
const feeField = z
  .number({ error: MESSAGE_KEY.feeWhole })
  .int(MESSAGE_KEY.feeWhole)
  .min(0, MESSAGE_KEY.feeWhole)
  .max(FEE_MAX, MESSAGE_KEY.feeWhole)
  .nullish();

type YesNoShape<Said extends z.ZodType, NotSaid extends z.ZodType> = {
  [F in YesNoField]: F extends NotSaidField ? NotSaid : Said;
};

/** The yes/no fields of the field table as `schema` (or `notSaid` for those that may be unsaid). */
function yesNoFields<Said extends z.ZodType, NotSaid extends z.ZodType>(
  said: Said,
  notSaid: NotSaid,
): YesNoShape<Said, NotSaid> {
  return Object.fromEntries(
    YES_NO_FIELDS.map((field) => [field, isNotSaidField(field) ? notSaid : said]),
  ) as YesNoShape<Said, NotSaid>;
}

/** A healer as every API reply shows it (never a password or hash). */
export const healerSchema = z.object({
  id: z.string(),
  titles: z.array(z.string()),
  name: z.string(),
  specialty: z.string().nullable(),
  phone: z.string(),
  location: z.string().nullable(),
  building: z.string().nullable(),
  addressField2: z.string().nullable(),
  addressField3: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string(),
  languages: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  mapUrl: z.string().nullable(),
  googleReviewsUrl: z.string().nullable(),
  bio: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
  isActive: z.enum(['true', 'false']),
  photoUrl: z.string().nullable(),
  bookingWhatsApp: z.string().nullable(),
  services: z.array(z.string()),
  availability: z.string().nullable(),
  experience: z.string().nullable(),
  qualifications: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number(),
  clinicTimings: z.array(clinicTimingSchema),
  holidays: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** What decides a visit (DESIGN §10.2); null is "not said". */
  feeFrom: z.number().nullable(),
  feeTo: z.number().nullable(),
  gender: z.enum(HEALER_GENDERS).nullable(),
  ...yesNoFields(z.boolean(), z.boolean().nullable()),
  landmark: z.string().nullable(),
  /** What the federation checked and when (DESIGN §10.1); null when it never did. */
  verification: verificationSchema.nullable(),
  /** The day the details were last confirmed as right; null when never. */
  confirmedOn: z.string().nullable(),
  /** Current and upcoming periods of leave, soonest first. */
  leave: z.array(leavePeriodReplySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Healer = z.infer<typeof healerSchema>;

/** The field table (constants/healer-fields.ts) has a row for every field of the reply, and no other. */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _everyFieldInTable: SameKeys<keyof Healer, HealerField> = true;

/**
 * A healer as the admin's replies show it: the public shape plus the federation's private note
 * on its verification (DESIGN §10.1), which no public reply carries.
 */
export const adminHealerSchema = healerSchema.extend({
  verificationNote: z.string().nullable(),
});
export type AdminHealer = z.infer<typeof adminHealerSchema>;

export const TITLES_REQUIRED = MESSAGE_KEY.titlesRequired;

/**
 * Titles are required (spec §5): a list sent must hold at least one non-blank title; a healer
 * created without the field gets the default title (decision 013).
 */
const titlesField = z
  .array(text(20))
  .max(6)
  .refine((titles) => titles.some((title) => title !== ''), TITLES_REQUIRED)
  .optional();

/**
 * A healer in a search reply; a near-me search adds the distance in km and whether it is
 * measured from the district's centre because the healer has no pin of their own.
 */
export const healerSearchResultSchema = healerSchema.extend({
  distanceKm: z.number().optional(),
  distanceApproximate: z.boolean().optional(),
});
export type HealerSearchResult = z.infer<typeof healerSearchResultSchema>;

/** Fields a healer may change on their own profile (not phone, isActive, rating, reviewCount). */
export const healerProfileFields = {
  titles: titlesField,
  name: z
    .string({ error: MESSAGE_KEY.nameRequired })
    .trim()
    .max(TEXT_MAX.short)
    .min(1, MESSAGE_KEY.nameRequired),
  specialty: optionalText(),
  location: optionalText(TEXT_MAX.medium),
  building: optionalText(),
  addressField2: optionalText(),
  addressField3: optionalText(),
  city: optionalText(),
  district: z.enum(DISTRICTS, { error: MESSAGE_KEY.districtRequired }),
  state: optionalText(),
  country: optionalText(),
  /** An Indian PIN: 6 digits ('682 001' is taken as typed, stored as '682001'). */
  pincode: z
    .string({ error: MESSAGE_KEY.pincodeRequired })
    .trim()
    .max(12, MESSAGE_KEY.pincodeDigits)
    .min(1, MESSAGE_KEY.pincodeRequired)
    .transform((typed) => typed.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, MESSAGE_KEY.pincodeDigits)),
  languages: optionalText(TEXT_MAX.medium),
  email: z.email().max(TEXT_MAX.short).or(z.literal('')).nullish(),
  website: optionalText(TEXT_MAX.url),
  mapUrl: optionalText(TEXT_MAX.url),
  googleReviewsUrl: optionalText(TEXT_MAX.url),
  bio: optionalText(TEXT_MAX.long),
  facebook: optionalText(TEXT_MAX.url),
  instagram: optionalText(TEXT_MAX.url),
  twitter: optionalText(TEXT_MAX.url),
  linkedin: optionalText(TEXT_MAX.url),
  youtube: optionalText(TEXT_MAX.url),
  photoUrl: optionalText(TEXT_MAX.url),
  bookingWhatsApp: optionalText(20),
  services: z.array(text()).max(50).optional(),
  availability: optionalText(TEXT_MAX.medium),
  experience: optionalText(),
  qualifications: z.array(text(TEXT_MAX.medium)).max(30).optional(),
  clinicTimings: clinicTimingsSchema.optional(),
  holidays: optionalText(TEXT_MAX.medium),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  feeFrom: feeField,
  feeTo: feeField,
  gender: z.enum(HEALER_GENDERS, { error: MESSAGE_KEY.genderChoice }).nullish(),
  /** A yes/no field is yes or no; one that may be unsaid also takes null ("not said"). */
  ...yesNoFields(
    z.boolean({ error: MESSAGE_KEY.yesNoChoice }).optional(),
    z.boolean({ error: MESSAGE_KEY.yesNoChoice }).nullish(),
  ),
  landmark: z.string().trim().max(LANDMARK_MAX, MESSAGE_KEY.landmarkMax).nullish(),
  /** Replaces every period of leave when sent (DESIGN §10.1). */
  leave: leaveSchema.optional(),
};

/**
 * `feeFrom ≤ feeTo` when a body gives both (DESIGN §10.2); the message sits under feeTo. A
 * partial edit that sends one is checked against the stored other by the server.
 */
function feeOrder(
  value: { feeFrom?: number | null; feeTo?: number | null },
  context: z.RefinementCtx,
): void {
  if (typeof value.feeFrom === 'number' && typeof value.feeTo === 'number') {
    if (value.feeFrom > value.feeTo) {
      context.addIssue({ code: 'custom', message: MESSAGE_KEY.feeOrder, path: ['feeTo'] });
    }
  }
}

/** A healer's own profile edit. */
export const healerProfileUpdateSchema = z.object(healerProfileFields).superRefine(feeOrder);
export type HealerProfileUpdate = z.infer<typeof healerProfileUpdateSchema>;

/** The admin's healer form: every field, with the record rules of spec §5. */
const healerInputObject = z.object({
  ...healerProfileFields,
  /** Taken as typed (spaces, dashes, +91), stored as the 10 digits it signs in with (decision 041). */
  phone: z
    .string({ error: MESSAGE_KEY.phoneRequired })
    .trim()
    .max(20, MESSAGE_KEY.validPhone)
    .min(1, MESSAGE_KEY.phoneRequired)
    .regex(TYPED_PHONE, MESSAGE_KEY.phoneDigits)
    .transform((typed) => typedPhoneNumber(typed))
    .pipe(z.string().max(LIMITS.healerLoginPhoneMaxLength, MESSAGE_KEY.phoneMax10)),
  isActive: z.enum(['true', 'false']).default('true'),
  rating: z.coerce
    .number()
    .min(LIMITS.ratingMin, MESSAGE_KEY.ratingRange)
    .max(LIMITS.ratingMax, MESSAGE_KEY.ratingRange)
    .default(0),
  reviewCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /**
   * Adding a healer only, never stored (DESIGN §5): false says the phone takes no WhatsApp
   * bookings, so a blank bookingWhatsApp is not filled with it.
   */
  takesWhatsAppBookings: z.boolean().optional(),
});
export const healerInputSchema = healerInputObject.superRefine(feeOrder);
export type HealerInput = z.infer<typeof healerInputSchema>;

/**
 * PATCH /api/admin/healers/{id}: any subset of the admin form. Defined field by field for the
 * defaulted ones, because `.partial()` keeps defaults and would reset isActive and rating.
 */
export const healerPatchSchema = healerInputObject
  .omit({ takesWhatsAppBookings: true })
  .partial()
  .extend({
    isActive: z.enum(['true', 'false']).optional(),
    rating: z.coerce
      .number()
      .min(LIMITS.ratingMin, MESSAGE_KEY.ratingRange)
      .max(LIMITS.ratingMax, MESSAGE_KEY.ratingRange)
      .optional(),
    reviewCount: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .superRefine(feeOrder);
export type HealerPatch = z.infer<typeof healerPatchSchema>;
