import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { ISO_DAY, isWithinDateBounds } from '../domain/dates.js';
import { type PageRule, pageParams } from './paging.js';

/** Who wrote: the admin, a healer on their own profile, or the server itself (DESIGN §10.4). */
export const AUDIT_ACTOR_KINDS = ['admin', 'healer', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What a secret's change reads instead of its value (passwords, hashes, sign-in codes). */
export const AUDIT_SECRET_VALUE = '(changed)';

/**
 * The actions written today (decision 050), grouped by what they change. The client names each
 * in words; an action it does not know is shown as it is.
 */
export const AUDIT_ACTIONS = [
  'healer.create',
  'healer.update',
  'healer.activate',
  'healer.deactivate',
  'healer.delete',
  'healer.phone',
  'healer.password-reset',
  'healer.sign-in-code',
  'healer.self-update',
  'healer.password-change',
  'healer.verify',
  'healer.verification-clear',
  'healer.confirm',
  'healer.self-confirm',
  'healer.reminded',
  'report.create',
  'report.status',
  'photo.upload',
  'service.create',
  'service.update',
  'service.delete',
  'team.create',
  'team.update',
  'team.delete',
  'settings.update',
  'admin.profile',
  'admin.2fa-setup',
  'admin.2fa-on',
  'admin.2fa-off',
  'session.end',
  'passkey.add',
  'passkey.use',
  'passkey.remove',
  'import.run',
  'demo.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

const partySchema = z.object({ kind: z.string(), id: z.string().nullable(), label: z.string() });

export const auditEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  at: z.string(),
  actor: partySchema.extend({ kind: z.enum(AUDIT_ACTOR_KINDS) }),
  action: z.string(),
  target: partySchema,
  changes: z.array(auditChangeSchema),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Whether `YYYY-MM-DD` is a day of the calendar (not 2026-02-29). */
const isCalendarDay = (day: string) =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * A day (`YYYY-MM-DD`, in the clinics' time zone) or an ISO 8601 time with its offset, whose day
 * exists: JavaScript moves 2026-02-29T00:00+14:00 to 28 February, the database refuses it.
 */
export const auditTimeSchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      ISO_DAY.test(value)
        ? isCalendarDay(value)
        : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          isCalendarDay(value.slice(0, 10)) &&
          !Number.isNaN(Date.parse(value)),
    { message: MESSAGE_KEY.auditTimeFormat, abort: true },
  )
  .refine((value) => isWithinDateBounds(value.slice(0, 10)), MESSAGE_KEY.dateRange)
  .meta({ anyOf: [{ format: 'date' }, { format: 'date-time' }] });

/** A filter's text: the database cannot hold a NUL character, so none can match. */
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\0'), MESSAGE_KEY.auditFilterNul);

export const AUDIT_PAGE_MAX = 200;
/** The audit trail's pages: 50 entries when `limit` is absent, at most AUDIT_PAGE_MAX. */
const AUDIT_PAGES: PageRule = { defaultLimit: 50, maxLimit: AUDIT_PAGE_MAX };

/** GET /api/admin/audit and /api/admin/audit.csv. */
export const auditQuerySchema = z.object({
  targetId: filterText(200).optional(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  action: filterText(100).optional(),
  from: auditTimeSchema.optional(),
  to: auditTimeSchema.optional(),
  ...pageParams(AUDIT_PAGES),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Why the chain does not verify (decision 056). */
export const AUDIT_BREAKS = ['changed', 'unkeyed', 'unknownKey'] as const;

/** GET /api/admin/audit/verify. */
export const auditVerifySchema = z.object({
  ok: z.boolean(),
  /** The entries checked and found intact, from the first. */
  entries: z.number().int(),
  /** The first entry hashed with a key; null while none is (all from before keyed hashes). */
  keyedFrom: z.number().int().nullable(),
  /** The first entry that does not match the chain; null when the head does not (the end). */
  brokenId: z.string().nullable().optional(),
  brokenSeq: z.number().int().optional(),
  reason: z.enum(AUDIT_BREAKS).optional(),
});
export type AuditVerify = z.infer<typeof auditVerifySchema>;
