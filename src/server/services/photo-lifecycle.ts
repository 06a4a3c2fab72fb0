import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { photos } from '../../db/schema.js';

/** An uploaded photo's id inside a stored photo URL (`/photos/{id}.webp`, or absolute). */
const PHOTO_URL_ID = '/photos/([A-Za-z0-9_-]{1,64})\\.webp$';

/** How long an upload may wait for the form that shows it to be saved. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** The id of the uploaded photo a stored URL shows, or undefined for none or a foreign URL. */
export function photoIdOfUrl(url: string | null | undefined): string | undefined {
  return url?.trim().match(new RegExp(PHOTO_URL_ID))?.[1];
}

/**
 * Deletes the photos `which` selects that no healer, team member or the settings' logo shows any
 * more, and returns how many. The check and the delete are one statement, so a record saved with
 * the URL before it keeps the photo.
 */
async function deleteUnshownPhotos(db: Db, which: SQL): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    with shown as (
      select substring(photo_url from ${PHOTO_URL_ID}) as id from healers
        where photo_url like '%/photos/%'
      union
      select substring(photo_url from ${PHOTO_URL_ID}) from team_members
        where photo_url like '%/photos/%'
      union
      select substring(logo_url from ${PHOTO_URL_ID}) from settings
        where logo_url like '%/photos/%'
    )
    delete from photos
    where ${which} and not exists (select 1 from shown where shown.id = photos.id)
    returning photos.id`);
  return result.rows.length;
}

/**
 * After a record stopped showing these photo URLs (a new photo, a removed one, a deleted healer
 * or team member): deletes the uploaded photos among them that nothing else shows, so a
 * replaced or deleted picture is no longer served. Returns how many were deleted.
 */
export async function releasePhotos(
  db: Db,
  urls: readonly (string | null | undefined)[],
): Promise<number> {
  const ids = [...new Set(urls.map(photoIdOfUrl).filter((id) => id !== undefined))];
  if (ids.length === 0) return 0;
  return deleteUnshownPhotos(db, inArray(photos.id, ids));
}

/**
 * Deletes uploads that were never saved on a record (a dialog cancelled after choosing a photo)
 * once they are older than `olderThanMs`. Returns how many were deleted.
 */
export async function sweepAbandonedPhotos(
  db: Db,
  now: Date = new Date(),
  olderThanMs: number = ABANDONED_UPLOAD_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  return deleteUnshownPhotos(db, sql`photos.created_at < ${cutoff.toISOString()}`);
}

/** How many uploads an owner may have waiting for a form to be saved; older ones are dropped. */
export const MAX_UNSAVED_UPLOADS = 10;

/**
 * Keeps an owner's unsaved uploads to the newest `keep`: the older ones that nothing shows are
 * deleted, so repeated uploads cannot fill the database. Returns how many were deleted.
 */
export async function capUnsavedPhotos(
  db: Db,
  owner: { kind: string; id: string },
  keep: number = MAX_UNSAVED_UPLOADS,
): Promise<number> {
  return deleteUnshownPhotos(
    db,
    sql`photos.owner_kind = ${owner.kind} and photos.owner_id = ${owner.id}
      and photos.id not in (
        select p.id from photos p
        where p.owner_kind = ${owner.kind} and p.owner_id = ${owner.id}
          and not exists (select 1 from shown where shown.id = p.id)
        order by p.created_at desc, p.id desc
        limit ${keep}
      )`,
  );
}
