import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { healers } from '../../db/schema.js';
import type { User } from '../../shared/schemas/user.js';
import { HttpError } from '../plugins/error-handler.js';
import { adminSearchCondition } from './admin-healers.js';
import { samePhoneAs } from './healer-phone.js';
import { hashPassword } from './password.js';
import { deleteSessionsOf } from './session.js';

const userColumns = {
  id: healers.id,
  name: healers.name,
  phone: healers.phone,
  district: healers.district,
  isActive: healers.isActive,
};

type UserRow = { id: string; name: string; phone: string; district: string; isActive: string };

const asUser = (row: UserRow): User => ({
  ...row,
  isActive: row.isActive === 'true' ? 'true' : 'false',
});

/** Every healer's login account, by name (GET /api/admin/users). */
export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db
    .select(userColumns)
    .from(healers)
    .orderBy(asc(healers.name), asc(healers.id));
  return rows.map(asUser);
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
): Promise<UserPage> {
  const where = adminSearchCondition(query.q);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(healers).where(where);
  const rows = await db
    .select(userColumns)
    .from(healers)
    .where(where)
    .orderBy(asc(healers.name), asc(healers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    users: rows.map(asUser),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const USER_NOT_FOUND = 'User not found';
export const PHONE_TAKEN = 'This phone number is already used by another healer';

/**
 * Gives a healer a new phone (their sign-in identity) and resets their password to it, which
 * brings back the first-sign-in rule and ends their sessions. 404 unknown id, 409 phone taken.
 */
export async function changeUserPhone(
  db: Db,
  userId: string,
  newPhone: string,
  countryCode: string,
): Promise<User> {
  const [taken] = await db
    .select({ id: healers.id })
    .from(healers)
    .where(and(samePhoneAs(newPhone, countryCode), ne(healers.id, userId)))
    .limit(1);
  if (taken) throw new HttpError(409, PHONE_TAKEN);
  const passwordHash = await hashPassword(newPhone);
  let rows: UserRow[];
  try {
    rows = await db
      .update(healers)
      .set({ phone: newPhone, passwordHash, mustChangePassword: true })
      .where(eq(healers.id, userId))
      .returning(userColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, PHONE_TAKEN);
    throw error;
  }
  const [row] = rows;
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  await deleteSessionsOf(db, 'healer', userId);
  return asUser(row);
}

/**
 * Sets a healer's password back to their phone number, with the first-sign-in rule, and ends
 * their sessions. 404 unknown id.
 */
export async function resetUserPassword(db: Db, userId: string): Promise<User> {
  // The phone is read, hashed outside any transaction (PGlite would stall meanwhile), and only
  // written if it is still the phone: a concurrent phone change makes this try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [current] = await db
      .select({ phone: healers.phone })
      .from(healers)
      .where(eq(healers.id, userId));
    if (!current) throw new HttpError(404, USER_NOT_FOUND);
    const passwordHash = await hashPassword(current.phone);
    const [row] = await db
      .update(healers)
      .set({ passwordHash, mustChangePassword: true })
      .where(and(eq(healers.id, userId), eq(healers.phone, current.phone)))
      .returning(userColumns);
    if (row) {
      await deleteSessionsOf(db, 'healer', userId);
      return asUser(row);
    }
  }
  throw new HttpError(409, 'The user changed meanwhile; please try again');
}
