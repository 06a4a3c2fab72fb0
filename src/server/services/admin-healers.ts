import { and, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type HealerDtoSource, healerDtoColumns, toHealerDto } from '../../db/mappers.js';
import { healers } from '../../db/schema.js';
import { DEFAULT_TITLE } from '../../shared/constants/titles.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { newHealerBookingWhatsApp } from '../../shared/domain/booking-whatsapp.js';
import { nationalNumber } from '../../shared/domain/phone-number.js';
import type { AdminHealer, Healer, HealerInput, HealerPatch } from '../../shared/schemas/healer.js';
import type { FirstPasswordMode } from '../env.js';
import { fieldRefusal, HttpError } from '../errors.js';
import { adminColumns, assertFeeOrder } from './healer-columns.js';
import { samePhoneAs } from './healer-phone.js';
import { paged, pageOfNumbered } from './paging.js';
import { assertPhotoIssued, type PhotoOwner } from './photo.js';
import { releasePhotos } from './photo-lifecycle.js';
import { deleteSessionsOf } from './session.js';
import { firstSignIn, type IssuedSignInCode, type SignInCodeKey } from './sign-in-code.js';

export const HEALER_PHONE_TAKEN = VALIDATION_MESSAGES.healerPhoneExists;

/** What an admin reply reads of a healer: the public columns and the private verification note. */
export const adminHealerColumns = {
  ...healerDtoColumns,
  verificationNote: healers.verificationNote,
};

/**
 * A healer as the admin's replies show it (adminHealerSchema); never sent to the public. Leave
 * as of `today`, the clinics' day (`YYYY-MM-DD`): every function here that answers healers
 * takes it from its caller, who reads the env's TIME_ZONE (decision 070).
 */
export function toAdminHealerDto(
  row: HealerDtoSource & { verificationNote: string | null },
  today: string,
): AdminHealer {
  return { ...toHealerDto(row, today), verificationNote: row.verificationNote ?? null };
}

/** Every healer, active or not, newest first (the admin list and its live updates). */
export async function listHealersForAdmin(db: Db, today: string): Promise<AdminHealer[]> {
  const rows = await db
    .select(adminHealerColumns)
    .from(healers)
    .orderBy(desc(healers.createdAt), desc(healers.id));
  return rows.map((row) => toAdminHealerDto(row, today));
}

/**
 * The admin list when the directory has at most `max` healers; otherwise `{ total }` alone,
 * without reading the rows (the live event's payload at scale, decision 025).
 */
export async function adminListOrTotal(
  db: Db,
  max: number,
  today: string,
): Promise<AdminHealer[] | { total: number }> {
  const rows = await db
    .select(adminHealerColumns)
    .from(healers)
    .orderBy(desc(healers.createdAt), desc(healers.id))
    .limit(max + 1);
  if (rows.length <= max) return rows.map((row) => toAdminHealerDto(row, today));
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(healers);
  return { total: Number(counted?.total ?? 0) };
}

/** Healers the CSV export reads at a time: its memory holds one batch, whatever the total. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every healer in the admin list's order (newest first), one batch at a time, for the streamed
 * CSV export. Each batch starts after the last row of the one before (its exact created_at as
 * the database writes it, and its id), so no row is read twice or skipped when many share a
 * timestamp, and every batch is an index range, not an ever longer OFFSET.
 */
export async function* healerBatchesForExport(
  db: Db,
  today: string,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<Healer[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...healerDtoColumns, cursorCreatedAt: sql<string>`${healers.createdAt}::text` })
      .from(healers)
      .where(
        after
          ? sql`(${healers.createdAt}, ${healers.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      )
      .orderBy(desc(healers.createdAt), desc(healers.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => toHealerDto(row, today));
    const last = rows[rows.length - 1]!;
    if (rows.length < batchSize) return;
    after = { createdAt: last.cursorCreatedAt, id: last.id };
  }
}

/** One healer, active or not (an admin's preview of the public page), or undefined. */
export async function findHealerForAdmin(
  db: Db,
  id: string,
  today: string,
): Promise<AdminHealer | undefined> {
  const [row] = await db
    .select(adminHealerColumns)
    .from(healers)
    .where(eq(healers.id, id))
    .limit(1);
  return row ? toAdminHealerDto(row, today) : undefined;
}

export interface AdminHealerQuery {
  /** Text matched against name, phone, specialty, city and district. */
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface AdminHealerPage {
  healers: AdminHealer[];
  total: number;
  page: number;
  pageSize: number;
}

/** `%` and `_` in the admin's text are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** At most this many words of the admin's search are used (each one is a condition). */
const MAX_SEARCH_WORDS = 8;

/**
 * Every word of `q` must appear, in any letter case, in the healer's searchable text (name,
 * specialty, services, address, city, district, pincode), phone or titles: "anil kochi" finds
 * Anil in Kochi. All of it is the `admin_search_text` column, with its own trigram index
 * (decision 025); a word has no spaces, so it cannot match across the parts' separators.
 */
export function adminSearchCondition(q: string | undefined): SQL | undefined {
  // PostgreSQL text cannot hold NUL; dropping it keeps a stray %00 from failing the query.
  const words = (q?.replaceAll('\0', '') ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words
      .slice(0, MAX_SEARCH_WORDS)
      .map((word) => ilike(healers.adminSearchText, likePattern(word))),
  );
}

/** The number of healers, per database, as of a directory version (migration 0009). */
const healerCounts = new WeakMap<Db, { version: string; total: number }>();

/**
 * How many healers match `where`. Unfiltered, the count is kept until the directory's version
 * moves (every write to healers moves it), so paging the whole list does not count 100,000 rows
 * for every page (decision 026).
 */
async function countHealers(db: Db, where: SQL | undefined): Promise<number> {
  const count = async () => {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(healers).where(where);
    return Number(row?.total ?? 0);
  };
  if (where) return count();
  const { rows } = await db.execute<{ version: string }>(
    sql`select version::text as version from directory_version`,
  );
  const version = rows[0]?.version ?? '';
  const known = healerCounts.get(db);
  if (known && known.version === version) return known.total;
  const total = await count();
  healerCounts.set(db, { version, total });
  return total;
}

/**
 * One page of the admin list (newest first), optionally filtered by `q`. The page's ids are
 * found first on the (created_at, id) index, then only those rows are read: skipping thousands
 * of index entries is cheap, skipping thousands of whole rows is not (decision 026).
 */
export async function pageHealersForAdmin(
  db: Db,
  query: AdminHealerQuery & { page: number; pageSize: number },
  today: string,
): Promise<AdminHealerPage> {
  const where = adminSearchCondition(query.q);
  const total = await countHealers(db, where);
  const order = [desc(healers.createdAt), desc(healers.id)];
  const ids = paged(
    db
      .select({ id: healers.id })
      .from(healers)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    pageOfNumbered(query),
  );
  const rows = await db
    .select(adminHealerColumns)
    .from(healers)
    .where(inArray(healers.id, ids))
    .orderBy(...order);
  return {
    healers: rows.map((row) => toAdminHealerDto(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every healer matching `q` (all of them when blank), newest first. */
export async function searchHealersForAdmin(
  db: Db,
  q: string | undefined,
  today: string,
): Promise<AdminHealer[]> {
  const where = adminSearchCondition(q);
  if (!where) return listHealersForAdmin(db, today);
  const rows = await db
    .select(adminHealerColumns)
    .from(healers)
    .where(where)
    .orderBy(desc(healers.createdAt), desc(healers.id));
  return rows.map((row) => toAdminHealerDto(row, today));
}

/** 409 when another healer has this phone, however either is written (it signs them in). */
async function assertPhoneFree(
  db: Db,
  phone: string,
  countryCode: string,
  exceptId?: string,
): Promise<void> {
  const samePhone = samePhoneAs(phone, countryCode);
  const [taken] = await db
    .select({ id: healers.id })
    .from(healers)
    .where(exceptId === undefined ? samePhone : and(samePhone, ne(healers.id, exceptId)))
    .limit(1);
  if (taken) throw fieldRefusal(409, HEALER_PHONE_TAKEN, 'phone');
}

/**
 * Adds a healer from the admin form with a first sign-in (DESIGN §5): a one-time code, returned
 * once, or in `phone` mode the phone as password; 409 when the phone is already a healer's. A
 * mobile phone is their booking WhatsApp unless another was given or the admin said no.
 */
export async function createHealer(
  db: Db,
  input: HealerInput,
  countryCode: string,
  mode: FirstPasswordMode,
  uploader: PhotoOwner,
  key: SignInCodeKey,
  today: string,
): Promise<AdminHealer & { signInCode?: IssuedSignInCode }> {
  const columns = adminColumns(input);
  if (columns.photoUrl) await assertPhotoIssued(db, columns.photoUrl, uploader);
  const phone = input.phone.trim();
  await assertPhoneFree(db, phone, countryCode);
  const first = await firstSignIn(mode, phone, key);
  try {
    const [row] = await db
      .insert(healers)
      .values({
        ...columns,
        titles: input.titles === undefined ? [DEFAULT_TITLE] : (columns.titles ?? []),
        name: input.name.trim(),
        phone,
        bookingWhatsApp: newHealerBookingWhatsApp(input),
        district: input.district,
        pincode: input.pincode.trim(),
        ...first.columns,
      })
      .returning(adminHealerColumns);
    if (!row) throw new Error('The healer was not stored');
    return {
      ...toAdminHealerDto(row, today),
      ...(first.issued ? { signInCode: first.issued } : {}),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefusal(409, HEALER_PHONE_TAKEN, 'phone');
    throw error;
  }
}

/**
 * Changes the fields sent. A new phone is a new sign-in identity, so, as with an admin's phone
 * change on the user, it comes with a new first sign-in (code or phone) and the healer's
 * sessions end.
 */
export async function updateHealer(
  db: Db,
  id: string,
  patch: HealerPatch,
  countryCode: string,
  mode: FirstPasswordMode,
  uploader: PhotoOwner,
  key: SignInCodeKey,
  today: string,
): Promise<AdminHealer & { signInCode?: IssuedSignInCode }> {
  const [existing] = await db
    .select({
      phone: healers.phone,
      photoUrl: healers.photoUrl,
      feeFrom: healers.feeFrom,
      feeTo: healers.feeTo,
    })
    .from(healers)
    .where(eq(healers.id, id))
    .limit(1);
  if (!existing) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
  const columns = adminColumns(patch);
  assertFeeOrder(columns, existing);
  // Only a photo this admin uploaded, the one already shown, or none.
  if (columns.photoUrl && columns.photoUrl !== existing.photoUrl) {
    await assertPhotoIssued(db, columns.photoUrl, uploader);
  }
  // The same number written another way ('+91 98470 12345' stored before decision 041) is stored
  // as its 10 digits, but it is not a new sign-in identity.
  const phoneChanged =
    columns.phone !== undefined &&
    nationalNumber(columns.phone, countryCode) !== nationalNumber(existing.phone, countryCode);
  let issued: IssuedSignInCode | undefined;
  if (phoneChanged && columns.phone) {
    await assertPhoneFree(db, columns.phone, countryCode, id);
    const first = await firstSignIn(mode, columns.phone, key);
    Object.assign(columns, first.columns);
    issued = first.issued;
  }
  let row: (HealerDtoSource & { verificationNote: string | null }) | undefined;
  try {
    [row] = await db
      .update(healers)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(healers.id, id))
      .returning(adminHealerColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefusal(409, HEALER_PHONE_TAKEN, 'phone');
    throw error;
  }
  if (!row) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
  if (phoneChanged) await deleteSessionsOf(db, 'healer', id);
  if (columns.photoUrl !== undefined && columns.photoUrl !== existing.photoUrl) {
    await releasePhotos(db, [existing.photoUrl]);
  }
  return { ...toAdminHealerDto(row, today), ...(issued ? { signInCode: issued } : {}) };
}

/** Removes a healer, ends their sessions and deletes their photo; 404 when missing. */
export async function deleteHealer(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(healers)
    .where(eq(healers.id, id))
    .returning({ id: healers.id, photoUrl: healers.photoUrl });
  if (deleted.length === 0) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
  await deleteSessionsOf(db, 'healer', id);
  await releasePhotos(
    db,
    deleted.map((row) => row.photoUrl),
  );
}
