import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AdminRow, admins } from '../../db/schema.js';
import type { AdminProfileUpdate } from '../../shared/schemas/auth.js';
import { identifierKey } from '../plugins/rate-limit.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { deleteSessionsOf } from './session.js';

/** The sign-in name the admin always has, besides their e-mail and phone once set. */
export const DEFAULT_ADMIN_IDENTIFIER = 'admin';

/** What GET /api/admin/profile shows. */
export interface AdminProfile {
  email: string | null;
  phone: string | null;
  hasCustomCredentials: boolean;
}

/** A random initial password: 18 URL-safe characters (108 bits). */
export function generateAdminPassword(): string {
  return randomBytes(14).toString('base64url').slice(0, 18);
}

/**
 * Whether the admin has replaced the initial password. The signed-out sign-in page reads it to
 * say that 'admin' is the identifier until then (decision 041); it names no account detail.
 */
export async function adminHasCustomCredentials(db: Db): Promise<boolean> {
  return (await theAdmin(db))?.hasCustomCredentials ?? false;
}

/** The one admin (the oldest row, should a race ever have made two). */
async function theAdmin(db: Db): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).orderBy(asc(admins.createdAt)).limit(1);
  return row;
}

/**
 * Creates the admin when none exists, with `adminPassword` or a generated one. Returns the
 * password only when it was generated here, so the caller can show it exactly once.
 * Instances starting together on one PostgreSQL serialise on an advisory lock.
 */
export async function ensureAdminAccount(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await theAdmin(db)) return { created: false };
  const password = adminPassword ?? generateAdminPassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [existing] = await tx.select({ id: admins.id }).from(admins).limit(1);
    if (existing) return false;
    await tx.insert(admins).values({ passwordHash, hasCustomCredentials: false });
    return true;
  });
  if (!created) return { created: false };
  return adminPassword ? { created: true } : { created: true, generatedPassword: password };
}

/** The line printed once on stdout when the admin's password was generated. */
export function adminPasswordNotice(password: string): string {
  return `Admin sign-in: identifier "${DEFAULT_ADMIN_IDENTIFIER}", password "${password}" (shown once)\n`;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Whether the sign-in identifier names this admin: 'admin', their e-mail or their phone. */
export function identifierMatches(admin: AdminRow, identifier: string): boolean {
  const given = identifier.trim().toLowerCase();
  if (given === DEFAULT_ADMIN_IDENTIFIER) return true;
  if (admin.email && admin.email.trim().toLowerCase() === given) return true;
  const givenDigits = digits(given);
  return Boolean(
    admin.phone &&
      givenDigits.length >= 6 &&
      /^[\d\s+()-]+$/.test(given) &&
      digits(admin.phone) === givenDigits,
  );
}

/**
 * What a failed admin sign-in is counted against: the admin when the identifier names them
 * (any spelling of their phone included), else the identifier's own key (decision 012).
 */
export async function adminThrottleKey(
  db: Db,
  identifier: string,
  countryCode: string,
): Promise<string> {
  const admin = await theAdmin(db);
  const key = identifierKey(identifier, countryCode);
  if (!admin) return key;
  const samePhone =
    admin.phone !== null && key === identifierKey(admin.phone, countryCode) && key !== 'phone:';
  return identifierMatches(admin, identifier) || samePhone ? `admin:${admin.id}` : key;
}

/** Whether `password` is the admin's current password (argon2 work either way). */
export async function isAdminPassword(db: Db, adminId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!row) return burnPasswordCheck(password);
  return verifyPassword(row.passwordHash, password);
}

/**
 * The admin for a correct identifier and password, else null (same work either way). Nothing is
 * recorded yet: with two-step sign-in on, the password alone does not sign in.
 */
export async function authenticateAdmin(
  db: Db,
  identifier: string,
  password: string,
): Promise<AdminRow | null> {
  const admin = await theAdmin(db);
  if (!admin || !identifierMatches(admin, identifier))
    return burnPasswordCheck(password).then(() => null);
  if (!(await verifyPassword(admin.passwordHash, password))) return null;
  return admin;
}

/**
 * Records a completed sign-in (the spec's lastLogin and isAuthenticated); the one before becomes
 * previousLogin, after which wrong second-factor codes are shown to the admin (decision 055).
 */
export async function markAdminSignedIn(db: Db, adminId: string): Promise<void> {
  await db
    .update(admins)
    .set({ previousLogin: sql`${admins.lastLogin}`, lastLogin: new Date(), isAuthenticated: true })
    .where(eq(admins.id, adminId));
}

/** The admin's e-mail, phone and whether they have replaced the initial password. */
export async function getAdminProfile(db: Db, adminId: string): Promise<AdminProfile | null> {
  const [row] = await db
    .select({
      email: admins.email,
      phone: admins.phone,
      hasCustomCredentials: admins.hasCustomCredentials,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row ?? null;
}

/**
 * Applies the fields given (blank ones were dropped by the schema). A new password marks the
 * credentials as the admin's own and ends the admin's other sessions.
 */
export async function updateAdminProfile(
  db: Db,
  adminId: string,
  update: AdminProfileUpdate,
  currentSessionId: string,
): Promise<AdminProfile | null> {
  const changes: Partial<typeof admins.$inferInsert> = {};
  if (update.email !== undefined) changes.email = update.email;
  if (update.phone !== undefined) changes.phone = update.phone;
  if (update.password !== undefined) {
    changes.passwordHash = await hashPassword(update.password);
    changes.hasCustomCredentials = true;
  }
  const updated = await db.update(admins).set(changes).where(eq(admins.id, adminId)).returning({
    id: admins.id,
  });
  if (updated.length === 0) return null;
  if (update.password !== undefined) {
    await deleteSessionsOf(db, 'admin', adminId, currentSessionId);
  }
  return getAdminProfile(db, adminId);
}

/** Ends the admin's session state flag on logout (kept only for the spec's record shape). */
export async function markAdminSignedOut(db: Db, adminId: string): Promise<void> {
  await db.update(admins).set({ isAuthenticated: false }).where(eq(admins.id, adminId));
}
