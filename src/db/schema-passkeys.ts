import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// A cycle with schema.ts, which re-exports this file: safe, the foreign keys read the tables lazily.
import { admins, healers } from './schema.js';

/** Whose passkey: the admin's or a healer's (decision 063). */
export const PASSKEY_OWNER_KINDS = ['admin', 'healer'] as const;
export type PasskeyOwnerKind = (typeof PASSKEY_OWNER_KINDS)[number];

/**
 * The passkeys (WebAuthn credentials) of the admin and of healers (decision 063): the public key
 * only, never anything that signs. Exactly one of `admin_id` and `healer_id` is set; the
 * passkey goes with its account. `user_handle` is the account's WebAuthn user id (the same for
 * all its passkeys), which the authenticator returns on sign-in and which must match.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id (base64url), as the authenticator gave it. */
    id: text('id').primaryKey(),
    ownerKind: text('owner_kind').$type<PasskeyOwnerKind>().notNull(),
    adminId: text('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    healerId: text('healer_id').references(() => healers.id, { onDelete: 'cascade' }),
    userHandle: text('user_handle').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter at the last use; 0 for authenticators without one. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the list shows: the device it was added on, as its browser named itself. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('passkeys_admin_idx').on(t.adminId),
    index('passkeys_healer_idx').on(t.healerId),
    check(
      'passkeys_one_owner',
      sql`(${t.ownerKind} = 'admin' and ${t.adminId} is not null and ${t.healerId} is null) or (${t.ownerKind} = 'healer' and ${t.healerId} is not null and ${t.adminId} is null)`,
    ),
  ],
);

/**
 * Outstanding WebAuthn challenges (decision 063): each is taken once (deleted as it is checked)
 * and lives a few minutes. `bound_to` is the session id of a registration, or the hash of the
 * short-lived ceremony cookie of a sign-in; `purpose` says which ceremony and for whom.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    boundTo: text('bound_to').notNull(),
    /** A registration's WebAuthn user id, kept until the new passkey is stored with it. */
    userHandle: text('user_handle'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
