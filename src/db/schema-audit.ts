import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AuditActorKind, AuditChange } from '../shared/schemas/audit.js';

/**
 * The audit trail (DESIGN §10.4, decision 050): one row per write, append-only (migration 0013's
 * trigger refuses UPDATE, DELETE and TRUNCATE). `seq` is given under the chain's advisory lock, one
 * more than the last, so it has no gaps (a serial would skip numbers on rollback) and the
 * unfiltered total is the last one. `hash` is an HMAC over the entry's content and `prev_hash`
 * with the key `hash_key` names (decision 056), or sha-256 alone where `hash_key` is null (entries
 * from before keyed hashes, or from a server without a lasting secret).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    /** Never earlier than the entry before it (the chain's lock orders them), to the millisecond. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default(sql`'[]'::jsonb`),
    /** The client address of a signed-in actor; null for system entries (DESIGN §10.3). */
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    /** The id of the key `hash` was made with; null: sha-256 without a key (migration 0019). */
    hashKey: text('hash_key'),
  },
  (t) => [
    index('audit_entries_target_idx').on(t.targetId, t.seq),
    index('audit_entries_actor_idx').on(t.actorKind, t.seq),
    index('audit_entries_action_idx').on(t.action, t.seq),
    index('audit_entries_at_idx').on(t.at, t.seq),
  ],
);

/**
 * The chain's head (one row): the last entry's number and hash, written with each append, so a
 * deleted last entry is noticed too (the chain alone cannot see its own end cut off). `mac`, with
 * the key `hash_key` names, makes the pair unforgeable without the key (decision 056); while
 * `hash_key` is set, migration 0019's trigger refuses entries without a key.
 */
export const auditHead = pgTable(
  'audit_head',
  {
    id: integer('id').primaryKey().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    hashKey: text('hash_key'),
    mac: text('mac'),
  },
  (t) => [check('audit_head_one_row', sql`${t.id} = 1`)],
);

/**
 * How many entries each actor kind (`actor:admin`) and each action (`action:healer.update`) has,
 * kept by every append under the chain's lock: the total of one such filter without a time range.
 */
export const auditCounts = pgTable('audit_counts', {
  key: text('key').primaryKey(),
  entries: bigint('entries', { mode: 'number' }).notNull(),
});

export type AuditEntryRow = typeof auditEntries.$inferSelect;
