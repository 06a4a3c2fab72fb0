import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, healers, type SessionKind, sessions } from '../../db/schema.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long a session lives: `idleMs` after its last use, and never more than `absoluteMs`
 * after sign-in. Admin sessions are shorter because they can change every account.
 */
export const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  admin: { idleMs: 12 * HOUR, absoluteMs: 7 * DAY },
  healer: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
};

/** Writing last_seen_at on every request would double the database work; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** What a request knows about its signed-in caller. */
export interface Session {
  /** The session row's id (the token's SHA-256), never the token itself. */
  id: string;
  kind: SessionKind;
  /** The admin's or the healer's id. */
  subjectId: string;
  /** True while a healer still signs in with the first-sign-in password (DESIGN §5). */
  mustChangePassword: boolean;
}

/** The database id of a cookie token: its SHA-256, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new 32-byte random token for the cookie (base64url, 43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Cookie tokens are exactly 43 base64url characters; anything else is not worth a query. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Starts a session and returns the cookie token (shown only to the client). */
export async function createSession(
  db: Db,
  input: {
    kind: SessionKind;
    subjectId: string;
    userAgent?: string | undefined;
    /** The client address (admin sessions only, for their device list). */
    ip?: string | undefined;
  },
  now: Date = new Date(),
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newToken();
  const id = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIMES[input.kind].absoluteMs);
  await db.insert(sessions).values({
    id,
    kind: input.kind,
    subjectId: input.subjectId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip?.slice(0, 100) ?? null,
  });
  return { token, id, expiresAt };
}

/**
 * The live session for a cookie token, or null when it is unknown, idle too long, past its
 * absolute end, or its admin/healer no longer exists. Expired rows are deleted on sight. Finding
 * it counts as use (idle time restarts) unless `touch` is false.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date = new Date(),
  { touch = true }: { touch?: boolean } = {},
): Promise<Session | null> {
  if (!isWellFormedToken(token)) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      subjectId: sessions.subjectId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      healerId: healers.id,
      mustChangePassword: healers.mustChangePassword,
      adminId: admins.id,
    })
    .from(sessions)
    .leftJoin(healers, and(eq(sessions.kind, 'healer'), eq(healers.id, sessions.subjectId)))
    .leftJoin(admins, and(eq(sessions.kind, 'admin'), eq(admins.id, sessions.subjectId)))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const lifetime = SESSION_LIFETIMES[row.kind];
  const subjectExists = row.kind === 'healer' ? row.healerId !== null : row.adminId !== null;
  const idleEnded = now.getTime() - row.lastSeenAt.getTime() > lifetime.idleMs;
  if (!subjectExists || idleEnded || now >= row.expiresAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (touch && now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    mustChangePassword: row.kind === 'healer' ? row.mustChangePassword === true : false,
  };
}

/** One row of the admin's device list (GET /api/admin/sessions). */
export interface SessionSummary {
  /** The session's public id (never the token's hash). */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** Whether this is the session of the request that asked. */
  current: boolean;
}

function isLive(row: { kind: SessionKind; lastSeenAt: Date; expiresAt: Date }, now: Date): boolean {
  const idleEnded = now.getTime() - row.lastSeenAt.getTime() > SESSION_LIFETIMES[row.kind].idleMs;
  return !idleEnded && now < row.expiresAt;
}

/** The live sessions of one admin or healer, most recently used first. */
export async function listSessionsOf(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  currentId: string,
  now: Date = new Date(),
): Promise<SessionSummary[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .filter((row) => isLive(row, now))
    .map((row) => ({
      id: row.publicId,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === currentId,
    }));
}

/**
 * Ends the session with this public id if it belongs to this admin or healer; returns the ended
 * row's id (for the live-update socket), or null when there was none.
 */
export async function deleteSessionByPublicId(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  publicId: string,
): Promise<string | null> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.kind, kind),
        eq(sessions.subjectId, subjectId),
        eq(sessions.publicId, publicId),
      ),
    )
    .returning({ id: sessions.id });
  return ended[0]?.id ?? null;
}

/** Ends one session (server-side logout). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of one admin or healer, except `keepId` when given. */
export async function deleteSessionsOf(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  keepId?: string,
): Promise<void> {
  const bySubject = and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId));
  await db
    .delete(sessions)
    .where(keepId === undefined ? bySubject : and(bySubject, ne(sessions.id, keepId)));
}

/** Removes sessions past their absolute end or idle limit (housekeeping; safe at any time). */
export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<void> {
  const idleBefore = (kind: SessionKind) =>
    and(
      eq(sessions.kind, kind),
      lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_LIFETIMES[kind].idleMs)),
    );
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), idleBefore('admin'), idleBefore('healer')));
}
