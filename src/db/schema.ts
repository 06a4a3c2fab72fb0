import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_DISTRICT } from '../shared/constants/districts.js';
import { KERALA_TOWNS } from '../shared/constants/kerala-towns.js';
import { DEFAULT_COLORS, ORGANIZATION_NAME } from '../shared/constants/limits.js';
import { DEFAULT_TEAM_ROLE, type TeamRole } from '../shared/constants/people.js';
import type { VerificationCheck } from '../shared/constants/verification.js';
import type { HealerGender } from '../shared/constants/visit-details.js';
import { SEARCHED_FIELDS, searchedColumnName } from '../shared/domain/searched-fields.js';
import type { ClinicTiming } from '../shared/schemas/clinic-timing.js';
import type { LeavePeriod } from '../shared/schemas/leave.js';
import { newId } from './ids.js';

/** PGlite hands bytea back as Uint8Array, node-postgres as Buffer; the app always sees a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

/** `district`'s centre (its headquarters town) as a SQL CASE over the facts table; ours, not input. */
function districtCentreSql(axis: 'lat' | 'lng') {
  const cases = KERALA_TOWNS.filter((town) => town.headquarters)
    .map((town) => `when '${town.district}' then ${town[axis].toFixed(6)}`)
    .join(' ');
  return `case "district" ${cases} end`;
}

/** The columns of `search_text`, from the one list the offline search also reads. */
const SEARCHED_COLUMNS = SEARCHED_FIELDS.map((field) => `"${searchedColumnName(field)}"`).join(
  ', ',
);

const hasOwnPin = '"latitude" is not null and "longitude" is not null';

/**
 * Healers. The phone is the login identity, hence unique. `search_text` is a stored generated
 * column (lower-cased name, specialty, services and address words) built by the IMMUTABLE SQL
 * function `healer_search_text` of migration 0000, so every writer keeps it right without
 * thinking about it; the in-memory directory reads it for the typo-tolerant `query` search.
 */
export const healers = pgTable(
  'healers',
  {
    id: id(),
    titles: text('titles').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    specialty: text('specialty'),
    phone: text('phone').notNull(),
    /** argon2id hash; never a plain password. */
    passwordHash: text('password_hash').notNull(),
    /** True while the password is still the first-sign-in one (the phone number). */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** argon2id hash of the pending one-time sign-in code (DESIGN §5); null when none. */
    signInCodeHash: text('sign_in_code_hash'),
    /** When the pending sign-in code stops working; null when none. */
    signInCodeExpiresAt: timestamp('sign_in_code_expires_at', { withTimezone: true }),
    /** Wrong sign-ins while the code was pending; at SIGN_IN_CODE_MAX_FAILURES it is void. */
    signInCodeFailures: integer('sign_in_code_failures').notNull().default(0),
    /** When the code first signed in; it then no longer signs in (it still changes the password). */
    signInCodeUsedAt: timestamp('sign_in_code_used_at', { withTimezone: true }),
    location: text('location'),
    building: text('building'),
    addressField2: text('address_field2'),
    addressField3: text('address_field3'),
    city: text('city'),
    district: text('district').notNull().default(DEFAULT_DISTRICT),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode').notNull(),
    languages: text('languages'),
    email: text('email'),
    website: text('website'),
    mapUrl: text('map_url'),
    googleReviewsUrl: text('google_reviews_url'),
    bio: text('bio'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    youtube: text('youtube'),
    /** Text 'true' or 'false' as the spec has it; anything but 'true' means inactive. */
    isActive: text('is_active').notNull().default('true'),
    photoUrl: text('photo_url'),
    bookingWhatsApp: text('booking_whatsapp'),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    availability: text('availability'),
    experience: text('experience'),
    qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    clinicTimings: jsonb('clinic_timings')
      .$type<ClinicTiming[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    holidays: text('holidays'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Created by the demo seed; one admin action removes every demo record (decision 019). */
    isDemo: boolean('is_demo').notNull().default(false),
    /** What the first visit costs, whole rupees (DESIGN §10.2); null when not said. */
    feeFrom: integer('fee_from'),
    feeTo: integer('fee_to'),
    /** The healer's gender (HEALER_GENDERS); null when not said. */
    gender: text('gender').$type<HealerGender>(),
    homeVisits: boolean('home_visits').notNull().default(false),
    acceptingNewPatients: boolean('accepting_new_patients').notNull().default(true),
    /** Whether the clinic is reached without steps; null when not said. */
    stepFree: boolean('step_free'),
    parking: boolean('parking'),
    /** How to find the clinic ("Opposite the Town Hall bus stop"). */
    landmark: text('landmark'),
    /** When the federation last checked the healer (DESIGN §10.1); null when never. */
    verificationCheckedOn: date('verification_checked_on', { mode: 'string' }),
    /** What it checked then (VERIFICATION_CHECKS). */
    verificationChecks: text('verification_checks')
      .array()
      .$type<VerificationCheck[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The admin's private note on the verification; never in a public reply. */
    verificationNote: text('verification_note'),
    /** The day the healer (or an admin with them) last said the details are right. */
    confirmedOn: date('confirmed_on', { mode: 'string' }),
    /** Periods of leave, both days included; public replies carry current and upcoming ones. */
    leave: jsonb('leave').$type<LeavePeriod[]>().notNull().default(sql`'[]'::jsonb`),
    /** The healer's last successful sign-in; null when they never signed in. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** When an admin last sent a reminder from "Needs attention"; the list's "sent" tick. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * Where near-me search places the healer: their own pin, else their district's centre
     * (then `geo_approximate`). Generated, so every writer keeps them right (decision 014).
     */
    geoLat: doublePrecision('geo_lat').generatedAlwaysAs(
      sql.raw(`case when ${hasOwnPin} then "latitude" else ${districtCentreSql('lat')} end`),
    ),
    geoLng: doublePrecision('geo_lng').generatedAlwaysAs(
      sql.raw(`case when ${hasOwnPin} then "longitude" else ${districtCentreSql('lng')} end`),
    ),
    geoApproximate: boolean('geo_approximate').generatedAlwaysAs(sql.raw(`not (${hasOwnPin})`)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`healer_search_text(${SEARCHED_COLUMNS})`),
    ),
    /**
     * What the admin's search reads (decision 025): the public search text, the phone and the
     * titles, space-separated, so one trigram index serves it. A generated column cannot read
     * another, hence the function call again; `healer_titles_text` is migration 0008's.
     */
    adminSearchText: text('admin_search_text').generatedAlwaysAs(
      sql.raw(
        `healer_search_text(${SEARCHED_COLUMNS}) || ' ' || "phone" || ' ' || healer_titles_text("titles")`,
      ),
    ),
  },
  (t) => [
    uniqueIndex('healers_phone_unique').on(t.phone),
    // No index on is_active: about 19 in 20 healers are active, so it cannot narrow a public
    // read. The public search runs in memory (decision 026), so no trigram index serves it any
    // more; migration 0010 dropped them (decision 030). The admin's search still reads this one.
    index('healers_admin_search_trgm_idx').using('gin', t.adminSearchText.op('gin_trgm_ops')),
    // A radius search reads only the band of latitudes it can reach (decision 014).
    index('healers_geo_idx').on(t.geoLat, t.geoLng),
    // The admin list's order (newest first, id for ties): its pages and the export's keyset
    // batches read an index range instead of sorting every healer (decision 025).
    index('healers_admin_order_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const services = pgTable('services', {
  id: id(),
  name: text('name').notNull(),
  description: text('description'),
  /** The name and description in Malayalam (decision 020), shown in the Malayalam interface. */
  nameMl: text('name_ml'),
  descriptionMl: text('description_ml'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const teamMembers = pgTable('team_members', {
  id: id(),
  name: text('name').notNull(),
  role: text('role').$type<TeamRole>().notNull().default(DEFAULT_TEAM_ROLE),
  email: text('email'),
  phone: text('phone'),
  photoUrl: text('photo_url'),
  summary: text('summary'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** Created by the demo seed (decision 019). */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The organisation settings: exactly one row, id 1 (enforced by a check constraint). */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    organizationName: text('organization_name').notNull().default(ORGANIZATION_NAME),
    description: text('description'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    website: text('website'),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull().default(DEFAULT_COLORS.primary),
    secondaryColor: text('secondary_color').notNull().default(DEFAULT_COLORS.secondary),
    googleReviewsLink: text('google_reviews_link'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    linkedinUrl: text('linkedin_url'),
    xUrl: text('x_url'),
    youtubeUrl: text('youtube_url'),
    /** The demo seed's contact details; removing demo data resets them (decision 019). */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

/** The admin authentication record (spec §3); isAuthenticated is kept for fidelity only. */
export const admins = pgTable('admin', {
  id: id(),
  email: text('email'),
  phone: text('phone'),
  /** argon2id hash; never a plain password. */
  passwordHash: text('password_hash').notNull(),
  isAuthenticated: boolean('is_authenticated').notNull().default(false),
  hasCustomCredentials: boolean('has_custom_credentials').notNull().default(false),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  /** The sign-in before `lastLogin`: wrong second-factor codes since then are shown (decision 055). */
  previousLogin: timestamp('previous_login', { withTimezone: true }),
  /** The TOTP secret once two-step sign-in is on, encrypted (second-factor-crypto.ts, decision 049). */
  totpSecret: text('totp_secret'),
  /** A secret set up but not yet confirmed by a code (encrypted too). */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step whose code was accepted: a code of that step or before is refused. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The admin's one-time recovery codes (argon2id hashes), made when two-step sign-in is turned on. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * One wrong second-factor code of the admin's sign-in (decision 055): counted for the daily
 * ceiling and shown to the admin; rows older than the retention go as new ones come. The SQL
 * name stays admin_second_step_failures (decision 070): no migration, and the old and new
 * instances of a rolling restart share the table.
 */
export const adminSecondFactorFailures = pgTable(
  'admin_second_step_failures',
  {
    id: id(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_second_step_failures_admin_at_idx').on(t.adminId, t.failedAt)],
);

/** The federation's clinic hours record of spec §3 (a schema exists; no screen uses it). */
export const clinicHours = pgTable(
  'clinic_hours',
  {
    id: id(),
    dayOfWeek: integer('day_of_week').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    openTime: text('open_time'),
    closeTime: text('close_time'),
    breakStartTime: text('break_start_time'),
    breakEndTime: text('break_end_time'),
  },
  (t) => [
    uniqueIndex('clinic_hours_day_unique').on(t.dayOfWeek),
    check('clinic_hours_day_range', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

export const holidays = pgTable('holidays', {
  id: id(),
  name: text('name').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  isRecurring: boolean('is_recurring').notNull().default(false),
  description: text('description'),
  createdAt: createdAt(),
});

export const SESSION_KINDS = ['admin', 'healer'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * Server-side sessions, so that any instance can check any cookie. The id is a hash of the
 * cookie's random token: a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<SessionKind>().notNull(),
    /** The admin's or the healer's id. */
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /**
     * The id the admin's device list shows and ends a session by: random, unrelated to the
     * token, because `id` (the token's hash) would let whoever reads it look the session up.
     */
    publicId: text('public_id').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The client address at sign-in (admin sessions only; DESIGN §10.3 keeps no other). */
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_public_id_unique').on(t.publicId),
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Uploaded photos, re-encoded, kept in the database so every instance can serve them. */
export const photos = pgTable(
  'photos',
  {
    id: id(),
    /** The 512 px WebP shown on cards and profiles. */
    bytes: bytea('bytes').notNull(),
    /** A 1200x630 JPEG for OpenGraph previews. */
    ogBytes: bytea('og_bytes'),
    contentType: text('content_type').notNull().default('image/webp'),
    /** Who uploaded it ('healer' or 'team-member' and that record's id), to clean up old ones. */
    ownerKind: text('owner_kind'),
    ownerId: text('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_owner_idx').on(t.ownerKind, t.ownerId)],
);

export type HealerRow = typeof healers.$inferSelect;
export type NewHealerRow = typeof healers.$inferInsert;
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type NewTeamMemberRow = typeof teamMembers.$inferInsert;
export type SettingsRow = typeof settings.$inferSelect;
export type NewSettingsRow = typeof settings.$inferInsert;
export type AdminRow = typeof admins.$inferSelect;
export type NewAdminRow = typeof admins.$inferInsert;
export type ClinicHoursRow = typeof clinicHours.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type PhotoRow = typeof photos.$inferSelect;
export type NewPhotoRow = typeof photos.$inferInsert;

export * from './schema-audit.js';
export * from './schema-insights.js';
export * from './schema-passkeys.js';
export * from './schema-reports.js';
