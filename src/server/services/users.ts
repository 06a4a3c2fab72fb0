import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { healers } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import type { User } from '../../shared/schemas/user.js';
import type { FirstPasswordMode } from '../env.js';
import { fieldRefusal, HttpError } from '../errors.js';
import { adminSearchCondition } from './admin-healers.js';
import { samePhoneAs } from './healer-phone.js';
import { paged, pageOfNumbered } from './paging.js';
import { deleteSessionsOf } from './session.js';
import {
  firstSignIn,
  type IssuedSignInCode,
  type SignInCodeKey,
  signInStateOf,
} from './sign-in-code.js';

const userColumns = {
  id: healers.id,
  name: healers.name,
  phone: healers.phone,
  district: healers.district,
  isActive: healers.isActive,
  mustChangePassword: healers.mustChangePassword,
  signInCodeExpiresAt: healers.signInCodeExpiresAt,
  signInCodeFailures: healers.signInCodeFailures,
};

type UserRow = {
  id: string;
  name: string;
  phone: string;
  district: string;
  isActive: string;
  mustChangePassword: boolean;
  signInCodeExpiresAt: Date | null;
  signInCodeFailures: number;
};

const asUser = (row: UserRow, mode: FirstPasswordMode): User => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  district: row.district,
  isActive: row.isActive === 'true' ? 'true' : 'false',
  signInState: signInStateOf(row, mode),
  codeExpiresAt:
    row.mustChangePassword && row.signInCodeExpiresAt
      ? row.signInCodeExpiresAt.toISOString()
      : null,
});

/** An account with the one-time code just issued for it (code mode), shown to the admin once. */
export interface UserWithCode {
  user: User;
  signInCode?: IssuedSignInCode;
}

/** Every healer's login account, by name (GET /api/admin/users). */
export async function listUsers(db: Db, mode: FirstPasswordMode): Promise<User[]> {
  const rows = await db
    .select(userColumns)
    .from(healers)
    .orderBy(asc(healers.name), asc(healers.id));
  return rows.map((row) => asUser(row, mode));
}

export interface UserPage {
  users: User[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the accounts by name, matching `q` as the admin's healer search does. */
export async function pageUsers(
  db: Db,
  query: { q?: string | undefined; page: number; pageSize: number },
  mode: FirstPasswordMode,
): Promise<UserPage> {
  const where = adminSearchCondition(query.q);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(healers).where(where);
  const rows = await paged(
    db
      .select(userColumns)
      .from(healers)
      .where(where)
      .orderBy(asc(healers.name), asc(healers.id))
      .$dynamic(),
    pageOfNumbered(query),
  );
  return {
    users: rows.map((row) => asUser(row, mode)),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const USER_NOT_FOUND = VALIDATION_MESSAGES.userNotFound;
export const PHONE_TAKEN = VALIDATION_MESSAGES.phoneUsedByAnother;

/**
 * Gives a healer a new phone (their sign-in identity) and a new first sign-in with it (a one-time
 * code, or in `phone` mode the new phone as password), which brings back the first-sign-in rule
 * and ends their sessions. 404 unknown id, 409 phone taken.
 */
export async function changeUserPhone(
  db: Db,
  userId: string,
  newPhone: string,
  countryCode: string,
  mode: FirstPasswordMode,
  key: SignInCodeKey,
): Promise<UserWithCode> {
  const [taken] = await db
    .select({ id: healers.id })
    .from(healers)
    .where(and(samePhoneAs(newPhone, countryCode), ne(healers.id, userId)))
    .limit(1);
  if (taken) throw fieldRefusal(409, PHONE_TAKEN, 'newPhone');
  const { columns, issued } = await firstSignIn(mode, newPhone, key);
  let rows: UserRow[];
  try {
    rows = await db
      .update(healers)
      .set({ phone: newPhone, ...columns })
      .where(eq(healers.id, userId))
      .returning(userColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefusal(409, PHONE_TAKEN, 'newPhone');
    throw error;
  }
  const [row] = rows;
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  await deleteSessionsOf(db, 'healer', userId);
  return { user: asUser(row, mode), ...(issued ? { signInCode: issued } : {}) };
}

/**
 * Gives a healer a new first sign-in: a new one-time code that cancels the previous one and the
 * password (`code` mode), or the phone number as password (`phone` mode). Ends their sessions.
 * 404 unknown id.
 */
export async function resetUserPassword(
  db: Db,
  userId: string,
  mode: FirstPasswordMode,
  key: SignInCodeKey,
): Promise<UserWithCode> {
  // The phone is read, hashed outside any transaction (PGlite would stall meanwhile), and only
  // written if it is still the phone: a concurrent phone change makes this try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [current] = await db
      .select({ phone: healers.phone })
      .from(healers)
      .where(eq(healers.id, userId));
    if (!current) throw new HttpError(404, USER_NOT_FOUND);
    const { columns, issued } = await firstSignIn(mode, current.phone, key);
    const [row] = await db
      .update(healers)
      .set(columns)
      .where(and(eq(healers.id, userId), eq(healers.phone, current.phone)))
      .returning(userColumns);
    if (row) {
      await deleteSessionsOf(db, 'healer', userId);
      return { user: asUser(row, mode), ...(issued ? { signInCode: issued } : {}) };
    }
  }
  throw new HttpError(409, VALIDATION_MESSAGES.userChanged);
}

/**
 * Gives the first demo healer (by name) a fresh one-time code, for the start-up log of a new
 * demo directory; undefined when there is no healer.
 */
export async function issueDemoSignInCode(
  db: Db,
  key: SignInCodeKey,
): Promise<{ name: string; phone: string; signInCode: IssuedSignInCode } | undefined> {
  const [first] = await db
    .select({ id: healers.id, name: healers.name, phone: healers.phone })
    .from(healers)
    .orderBy(asc(healers.name), asc(healers.id))
    .limit(1);
  if (!first) return undefined;
  const { signInCode } = await resetUserPassword(db, first.id, 'code', key);
  return signInCode && { name: first.name, phone: first.phone, signInCode };
}

/** The start-up line that lets a newcomer sign in as a demo healer. */
export function demoSignInNotice(demo: {
  name: string;
  phone: string;
  signInCode: IssuedSignInCode;
}): string {
  return `Demo healer sign-in (/healer-login): ${demo.name}, phone ${demo.phone}, one-time code ${demo.signInCode.code} (until ${demo.signInCode.expiresAt.slice(0, 10)})\n`;
}
