import { createHash, createHmac } from 'node:crypto';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { type AuditEntryRow, auditCounts, auditEntries, auditHead } from '../../db/schema.js';
import type { AuditActorKind, AuditChange, AuditVerify } from '../../shared/schemas/audit.js';
import type { AuditKey, AuditKeyRing } from './audit-key.js';

/** The advisory lock every append takes for its transaction (one chain for all instances). */
export const AUDIT_CHAIN_LOCK = 727_013;

/** The `prev_hash` of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

export interface AuditParty {
  kind: string;
  id: string | null;
  label: string;
}

export interface AuditActor extends AuditParty {
  kind: AuditActorKind;
}

/** One entry as a route or service records it; the chain adds the rest. */
export interface AuditRecord {
  action: string;
  target: AuditParty;
  changes?: AuditChange[];
}

/** Who writes, and from where (null for system entries and anonymous callers). */
export interface AuditWriter {
  actor: AuditActor;
  ip: string | null;
}

/** A JSON value with every object's keys in order: jsonb keeps no key order, the hash must. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value === undefined ? null : value;
}

type HashedFields = Pick<
  AuditEntryRow,
  | 'seq'
  | 'id'
  | 'at'
  | 'actorKind'
  | 'actorId'
  | 'actorLabel'
  | 'action'
  | 'targetKind'
  | 'targetId'
  | 'targetLabel'
  | 'changes'
  | 'ip'
  | 'prevHash'
>;

/**
 * The entry's hash (hex) over its content and the previous hash, as one JSON array: an HMAC with
 * `key` (decision 056), or sha-256 alone without one (the entries from before keyed hashes).
 */
export function entryHash(entry: HashedFields, key: AuditKey | null): string {
  const content = [
    entry.seq,
    entry.id,
    entry.at.toISOString(),
    entry.actorKind,
    entry.actorId,
    entry.actorLabel,
    entry.action,
    entry.targetKind,
    entry.targetId,
    entry.targetLabel,
    canonical(entry.changes),
    entry.ip,
    entry.prevHash,
  ];
  const text = JSON.stringify(content);
  if (!key) return createHash('sha256').update(text).digest('hex');
  return createHmac('sha256', key.key).update(`entry ${text}`).digest('hex');
}

/** The head's HMAC of the last number and hash: without the key, no rewound head matches it. */
export function headMac(key: AuditKey, seq: number, hash: string): string {
  return createHmac('sha256', key.key)
    .update(`head ${JSON.stringify([seq, hash])}`)
    .digest('hex');
}

/** A stored change holds JSON: dates as ISO text, nothing undefined. */
function storable(changes: readonly AuditChange[] | undefined): AuditChange[] {
  return JSON.parse(JSON.stringify(changes ?? [], (_key, value) => value ?? null));
}

/** Rows per INSERT when an import appends thousands of entries. */
const INSERT_CHUNK = 500;

/**
 * Appends `records` to the chain inside `tx`, the transaction of the write they record: a write
 * rolled back leaves no entry. The advisory lock orders appenders across instances until commit,
 * so each entry's number is one more than the last and its `prev_hash` is the last one's hash.
 */
export async function appendAudit(
  tx: Db,
  keys: AuditKeyRing,
  writer: AuditWriter,
  records: readonly AuditRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const { rows } = await tx.execute<{ seq: string | null; hash: string | null; at_ms: string }>(
    sql`select last.seq::text as seq, last.hash,
          greatest(
            (extract(epoch from date_trunc('milliseconds', clock_timestamp())) * 1000)::bigint,
            coalesce((extract(epoch from last.at) * 1000)::bigint, 0)
          )::text as at_ms
        from (select 1) as one
        left join lateral (
          select seq, hash, at from audit_entries order by seq desc limit 1
        ) as last on true`,
  );
  const head = rows[0]!;
  let seq = Number(head.seq ?? 0);
  let prevHash = head.hash ?? GENESIS_HASH;
  // One time for every entry of one write: they happened together.
  const at = new Date(Number(head.at_ms));
  const key = keys.current;
  const values = records.map((record) => {
    seq += 1;
    const content: HashedFields = {
      seq,
      id: newId(),
      at,
      actorKind: writer.actor.kind,
      actorId: writer.actor.id,
      actorLabel: writer.actor.label,
      action: record.action,
      targetKind: record.target.kind,
      targetId: record.target.id,
      targetLabel: record.target.label,
      changes: storable(record.changes),
      ip: writer.actor.kind === 'system' ? null : writer.ip,
      prevHash,
    };
    prevHash = entryHash(content, key);
    return { ...content, hash: prevHash, hashKey: key?.id ?? null };
  });
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    await tx.insert(auditEntries).values(values.slice(start, start + INSERT_CHUNK));
  }
  const headRow = {
    seq,
    hash: prevHash,
    hashKey: key?.id ?? null,
    mac: key ? headMac(key, seq, prevHash) : null,
  };
  await tx
    .insert(auditHead)
    .values({ id: 1, ...headRow })
    .onConflictDoUpdate({ target: auditHead.id, set: headRow });
  const counts = new Map<string, number>();
  for (const value of values) {
    for (const key of [`actor:${value.actorKind}`, `action:${value.action}`]) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  await tx
    .insert(auditCounts)
    .values([...counts].map(([key, entries]) => ({ key, entries })))
    .onConflictDoUpdate({
      target: auditCounts.key,
      set: { entries: sql`${auditCounts.entries} + excluded.entries` },
    });
}

/** Entries read at a time while verifying: memory holds one batch, whatever the total. */
const VERIFY_BATCH = 5_000;

/**
 * Walks the chain in order and recomputes every hash, each with the key its entry names. The first
 * entry that does not match is reported (decision 056): `changed` (its content, number or link:
 * an edited row, or the one after a deleted row), `unkeyed` (no key after keyed entries: a hash
 * recomputed by someone without the key), `unknownKey` (a key this server does not hold: a
 * rotated SESSION_SECRET without SESSION_SECRET_PREVIOUS, or a guessed key). Then the head: it
 * must name the last entry (else its last entries were deleted), and on a server with a key its
 * HMAC must match, so that neither cutting the end off nor rewriting the whole chain without the
 * key passes.
 */
export async function verifyAudit(db: Db, keys: AuditKeyRing): Promise<AuditVerify> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let entries = 0;
  let after = 0;
  let keyedFrom: number | null = null;
  const broken = (
    reason: NonNullable<AuditVerify['reason']>,
    row: AuditEntryRow | null,
  ): AuditVerify => ({
    ok: false,
    entries,
    keyedFrom,
    brokenId: row?.id ?? null,
    brokenSeq: row?.seq ?? entries + 1,
    reason,
  });
  for (;;) {
    const batch = await db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.seq, after))
      .orderBy(asc(auditEntries.seq))
      .limit(VERIFY_BATCH);
    for (const row of batch) {
      let key: AuditKey | null = null;
      if (row.hashKey === null) {
        if (keyedFrom !== null) return broken('unkeyed', row);
      } else {
        key = keys.byId.get(row.hashKey) ?? null;
        if (!key) return broken('unknownKey', row);
        keyedFrom ??= row.seq;
      }
      const intact =
        row.seq === expectedSeq && row.prevHash === prevHash && entryHash(row, key) === row.hash;
      if (!intact) return broken('changed', row);
      entries += 1;
      expectedSeq += 1;
      prevHash = row.hash;
    }
    if (batch.length < VERIFY_BATCH) break;
    after = batch[batch.length - 1]!.seq;
  }
  const [head] = await db.select().from(auditHead).limit(1);
  const headSeq = head?.seq ?? 0;
  if (headSeq !== entries || (head && head.hash !== prevHash)) return broken('changed', null);
  if (head && entries > 0) {
    if (head.hashKey === null) {
      // A server with a key keys the head at its start (prepareAuditChain) and on every append.
      if (keys.current) return broken('unkeyed', null);
    } else {
      const key = keys.byId.get(head.hashKey);
      if (!key) return broken('unknownKey', null);
      if (head.mac !== headMac(key, head.seq, head.hash)) return broken('changed', null);
    }
  }
  return { ok: true, entries, keyedFrom };
}

/** A server that cannot extend the trail it finds (start-up refused with this message). */
export class AuditKeyError extends Error {
  override name = 'AuditKeyError';
}

interface ChainLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * At start-up (decision 056). A server with a key keys the head of a chain written before keyed
 * hashes: its HMAC then vouches for every entry before it, and the next entries are keyed. A
 * server without a lasting secret warns that its entries are not keyed, and refuses to start on
 * a chain that is: its entries could not join it.
 */
export async function prepareAuditChain(db: Db, keys: AuditKeyRing, log: ChainLog): Promise<void> {
  const key = keys.current;
  if (!key) {
    const [head] = await db.select({ hashKey: auditHead.hashKey }).from(auditHead).limit(1);
    if (head?.hashKey) {
      throw new AuditKeyError(
        'The audit trail is keyed with SESSION_SECRET, which this server does not have: set SESSION_SECRET (the same as before) to start.',
      );
    }
    log.warn(
      'SESSION_SECRET is unset, so audit entries are hashed without a key: anyone who can write to the database could rewrite them unnoticed. Set SESSION_SECRET.',
    );
    return;
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    const [head] = await tx.select().from(auditHead).limit(1);
    if (!head || head.seq === 0) return;
    const [last] = await tx
      .select({ hashKey: auditEntries.hashKey })
      .from(auditEntries)
      .orderBy(sql`${auditEntries.seq} desc`)
      .limit(1);
    // Only a tail written without a key: a head unkeyed over keyed entries is not the server's
    // doing (a rewound head), and /verify reports it rather than this blessing it.
    if (head.hashKey === null && last && last.hashKey === null) {
      await tx
        .update(auditHead)
        .set({ hashKey: key.id, mac: headMac(key, head.seq, head.hash) })
        .where(sql`${auditHead.id} = 1`);
      log.info(
        `Audit trail: the ${head.seq} entries hashed without a key are now vouched for by the keyed head; entries from ${head.seq + 1} on are keyed (decision 056).`,
      );
    } else if (head.hashKey !== null && !keys.byId.has(head.hashKey)) {
      log.warn(
        "The audit trail's last entries are keyed with a secret this server does not have: /api/admin/audit/verify reports them until SESSION_SECRET_PREVIOUS holds the previous SESSION_SECRET.",
      );
    }
  });
}
