import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits.js';
import { TEAM_ROLES } from '../constants/people.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';

const NAME_REQUIRED = MESSAGE_KEY.nameRequired;
const EMAIL_INVALID = MESSAGE_KEY.validEmailShort;
/** displayOrder is an integer column; bound it so no input can overflow it. */
const DISPLAY_ORDER_BOUND = 1_000_000;

const optionalText = (max: number = TEXT_MAX.short) => z.string().trim().max(max).nullish();

/** Any string or number; non-integers fall back to 0 as the spec's form does. */
const displayOrder = z.union([z.number(), z.string(), z.null()]).transform((value) => {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(parsed)) return 0;
  return Math.max(-DISPLAY_ORDER_BOUND, Math.min(DISPLAY_ORDER_BOUND, parsed));
});

const fields = {
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(TEXT_MAX.short),
  role: z.enum(TEAM_ROLES, { error: MESSAGE_KEY.roleRequired }),
  /** Blank is allowed and means "no e-mail". */
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .max(TEXT_MAX.short)
    .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_INVALID)
    .nullish(),
  phone: optionalText(20),
  photoUrl: optionalText(TEXT_MAX.url),
  summary: optionalText(TEXT_MAX.medium),
};

/** The admin's team member form (create). */
export const teamMemberInputSchema = z.object({
  ...fields,
  displayOrder: displayOrder.default(0),
  isActive: z.boolean().default(true),
});
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;
export type TeamMemberFormValues = z.input<typeof teamMemberInputSchema>;

/** PATCH /api/admin/team-members/{id}: only the fields sent change. */
export const teamMemberPatchSchema = z.object({
  name: fields.name.optional(),
  role: fields.role.optional(),
  email: fields.email,
  phone: fields.phone,
  photoUrl: fields.photoUrl,
  summary: fields.summary,
  displayOrder: displayOrder.optional(),
  isActive: z.boolean().optional(),
});
export type TeamMemberPatch = z.infer<typeof teamMemberPatchSchema>;

/** A team member as the API returns it. */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  summary: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
