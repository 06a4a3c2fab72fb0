import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AUDIT_SECRET_VALUE, type AuditChange } from '../../shared/schemas/audit.js';

/**
 * Columns that hold a secret, by the field name an entry gives them: their change reads
 * "(changed)", never a value or a hash (DESIGN §10.4).
 */
const SECRET_COLUMNS: Readonly<Record<string, string>> = {
  passwordHash: 'password',
  signInCodeHash: 'signInCode',
  password: 'password',
  signInCode: 'signInCode',
  currentPassword: 'password',
  newPassword: 'password',
  // The admin's two-step sign-in secrets (encrypted, but still never shown).
  totpSecret: 'totpSecret',
  totpPendingSecret: 'totpPendingSecret',
};

/**
 * Columns that are bookkeeping, not what anyone changed: times the server stamps, generated
 * columns, the sign-in code's counters (its issue shows as `signInCode: (changed)`) and the
 * authenticator's last step.
 */
const NOT_CHANGES = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'searchText',
  'adminSearchText',
  'geoLat',
  'geoLng',
  'geoApproximate',
  'isAuthenticated',
  'lastLogin',
  'lastSignInAt',
  'signInCodeExpiresAt',
  'signInCodeFailures',
  'signInCodeUsedAt',
  // The last accepted authenticator step: spent by every sign-in, not an edit.
  'totpLastStep',
]);

type Row = Readonly<Record<string, unknown>>;

/** A value as an entry keeps it: JSON, dates as ISO text, absent as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return '(binary)';
  return value;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/**
 * What changed from `before` to `after` (either may be missing: a record created or removed),
 * field by field in the record's own field names, secrets masked. Only fields in `after` (or in
 * `before` when removed) are compared; bookkeeping columns are left out.
 */
export function diffRecords(before: Row | undefined, after: Row | undefined): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (NOT_CHANGES.has(field)) continue;
    const from = before?.[field];
    const to = after?.[field];
    if (same(from, to)) continue;
    // A value created empty is not a change worth listing.
    if (before === undefined && isEmpty(to)) continue;
    const secret = SECRET_COLUMNS[field];
    if (secret) {
      if (!changes.some((change) => change.field === secret)) {
        changes.push({ field: secret, from: null, to: AUDIT_SECRET_VALUE });
      }
      continue;
    }
    changes.push({ field, from: plain(from) ?? null, to: plain(to) ?? null });
  }
  return changes;
}

/** A table with a text `id` column: every record the audit snapshots. */
type TableWithId = PgTable & { id: PgColumn };

/** The whole row of `table` with this id, or undefined: a write's before or after. */
export async function snapshot(
  db: Db,
  table: TableWithId,
  id: string | number,
): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row as Row | undefined;
}

/** The target of an entry about a record: its kind, id and name (as it was, if removed). */
export function targetOf(
  kind: string,
  record: Row | undefined,
  fallbackId: string,
): { kind: string; id: string; label: string } {
  const name = record?.name;
  return {
    kind,
    id: String(record?.id ?? fallbackId),
    label: typeof name === 'string' && name !== '' ? name : fallbackId,
  };
}

/** Where `recordedWrite` files its entry. */
export interface RecordedWrite<T> {
  /** The table of the record written (its `id` column names it). */
  table: TableWithId;
  /** The target's kind in the entry: 'healer', 'service', 'team-member', ... */
  kind: string;
  /** The entry's action, or a function of the changes (e.g. activate vs update). */
  action: string | ((changes: AuditChange[]) => string);
  /** The record's id; for a record being created, read from the write's result. */
  id: string | number | ((result: T) => string | number);
}

/**
 * The usual audited write of one record, inside `app.audited`: reads the record before, runs
 * `write`, reads it after, and records the difference (secrets masked) as one entry.
 */
export async function recordedWrite<T>(
  tx: Db,
  audit: {
    record(entry: {
      action: string;
      target: ReturnType<typeof targetOf>;
      changes: AuditChange[];
    }): void;
  },
  spec: RecordedWrite<T>,
  write: () => Promise<T>,
): Promise<T> {
  const knownId = typeof spec.id === 'function' ? undefined : spec.id;
  const before = knownId === undefined ? undefined : await snapshot(tx, spec.table, knownId);
  const result = await write();
  const id = typeof spec.id === 'function' ? spec.id(result) : spec.id;
  const after = await snapshot(tx, spec.table, id);
  const changes = diffRecords(before, after);
  const action = typeof spec.action === 'function' ? spec.action(changes) : spec.action;
  audit.record({ action, target: targetOf(spec.kind, after ?? before, String(id)), changes });
  return result;
}
