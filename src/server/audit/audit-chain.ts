import { createHash } from 'node:crypto';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { type AuditEntryRow, auditCounts, auditEntries, auditHead } from '../../db/schema.js';
import type { AuditActorKind, AuditChange, AuditVerify } from '../../shared/schemas/audit.js';

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

/** sha-256 (hex) over the entry's content and the previous hash, as one JSON array. */
export function entryHash(entry: HashedFields): string {
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
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
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
    prevHash = entryHash(content);
    return { ...content, hash: prevHash };
  });
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    await tx.insert(auditEntries).values(values.slice(start, start + INSERT_CHUNK));
  }
  await tx
    .insert(auditHead)
    .values({ id: 1, seq, hash: prevHash })
    .onConflictDoUpdate({ target: auditHead.id, set: { seq, hash: prevHash } });
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
 * Walks the chain in order and recomputes every hash. The first entry whose number, link or hash
 * does not match (an edited row, or the one after a deleted row) is reported; so is a chain whose
 * end no longer matches the head (its last entries deleted).
 */
export async function verifyAudit(db: Db): Promise<AuditVerify> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let entries = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.seq, after))
      .orderBy(asc(auditEntries.seq))
      .limit(VERIFY_BATCH);
    for (const row of batch) {
      const intact =
        row.seq === expectedSeq && row.prevHash === prevHash && entryHash(row) === row.hash;
      if (!intact) return { ok: false, entries, brokenId: row.id, brokenSeq: row.seq };
      entries += 1;
      expectedSeq += 1;
      prevHash = row.hash;
    }
    if (batch.length < VERIFY_BATCH) break;
    after = batch[batch.length - 1]!.seq;
  }
  const [head] = await db.select().from(auditHead).limit(1);
  const headSeq = head?.seq ?? 0;
  if (headSeq !== entries || (head && head.hash !== prevHash)) {
    return { ok: false, entries, brokenId: null, brokenSeq: entries + 1 };
  }
  return { ok: true, entries };
}
