import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';

/** The organisation settings as the admin API returns them (spec §3). */
export const settingsSchema = z.object({
  organizationName: z.string(),
  description: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  googleReviewsLink: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable().optional(),
  xUrl: z.string().nullable().optional(),
  youtubeUrl: z.string().nullable().optional(),
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** GET /api/settings: everything a visitor may see (contact details, branding, social links). */
export const publicSettingsSchema = settingsSchema.omit({ updatedAt: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** PATCH /api/admin/settings: the Contact Settings dialog edits only these four. */
export const contactSettingsUpdateSchema = z.object({
  contactEmail: z
    .string()
    .trim()
    .max(TEXT_MAX.short)
    .refine((value) => value === '' || z.email().safeParse(value).success, MESSAGE_KEY.validEmail)
    .nullish(),
  contactPhone: optionalText(20),
  address: optionalText(TEXT_MAX.medium),
  website: optionalText(TEXT_MAX.url),
});
export type ContactSettingsUpdate = z.infer<typeof contactSettingsUpdateSchema>;
