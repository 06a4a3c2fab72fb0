import { createHmac } from 'node:crypto';

/** One key the audit chain's hashes are made with (decision 056). */
export interface AuditKey {
  /** What an entry stores to name its key: a fingerprint, never the key. */
  id: string;
  key: Buffer;
}

/**
 * The keys this server holds: `current` makes new hashes; every key verifies the entries it made.
 * Empty when the server's secret lasts one process (PostgreSQL without SESSION_SECRET): entries
 * hashed with it could not be checked after a restart, so they are hashed without a key.
 */
export interface AuditKeyRing {
  current: AuditKey | null;
  byId: ReadonlyMap<string, AuditKey>;
}

/** The audit key of a stable secret: an HMAC with its own label, as the TOTP key is. */
export function auditKey(secret: string): AuditKey {
  const key = createHmac('sha256', secret).update('healers-directory audit chain v1').digest();
  const id = createHmac('sha256', key).update('audit key id').digest('hex').slice(0, 16);
  return { id, key };
}

/** The ring of `secret` (null: none lasts) and the previous secrets still trusted for reading. */
export function auditKeyRing(
  secret: string | null,
  previous: readonly string[] = [],
): AuditKeyRing {
  const current = secret ? auditKey(secret) : null;
  const keys = [...(current ? [current] : []), ...previous.map(auditKey)];
  return { current, byId: new Map(keys.map((key) => [key.id, key])) };
}

/** A ring without keys: the chain is hashed with sha-256 alone. */
export const NO_AUDIT_KEYS: AuditKeyRing = auditKeyRing(null);

/** The comma-separated previous secrets of SESSION_SECRET_PREVIOUS. */
export function previousSecrets(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret.length > 0);
}

/**
 * The ring a process with this resolved secret holds: none for a per-process secret (see
 * `AuditKeyRing`), else the secret's key and those of SESSION_SECRET_PREVIOUS. The server and
 * the operator's commands that write audit entries read it from here.
 */
export function auditKeysOfSecret(
  resolved: { secret: string; source: string },
  previousSecretsValue: string | undefined,
): AuditKeyRing {
  return resolved.source === 'per-process'
    ? NO_AUDIT_KEYS
    : auditKeyRing(resolved.secret, previousSecrets(previousSecretsValue));
}
