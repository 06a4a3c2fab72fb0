/**
 * Whether a database error carries one of these SQLSTATE codes. Drizzle wraps the driver's
 * error, so the code is looked up along the `cause` chain.
 */
export function hasSqlState(error: unknown, states: ReadonlySet<string>): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && states.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNIQUE_VIOLATION = new Set(['23505']);

/** PostgreSQL's unique_violation (e.g. two writers racing for one phone). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION);
}
