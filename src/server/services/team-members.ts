import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { toTeamMemberDto } from '../../db/mappers.js';
import { teamMembers } from '../../db/schema.js';
import { TEAM_ROLES } from '../../shared/constants/people.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import type {
  TeamMember,
  TeamMemberInput,
  TeamMemberPatch,
} from '../../shared/schemas/team-member.js';
import { HttpError } from '../errors.js';
import { assertPhotoIssued, type PhotoOwner } from './photo.js';
import { releasePhotos } from './photo-lifecycle.js';

export const TEAM_MEMBER_NOT_FOUND = VALIDATION_MESSAGES.teamMemberNotFound;

/** Optional text: undefined leaves it as it is, blank clears it. */
function optional(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

const roleRank = (role: string) => {
  const index = (TEAM_ROLES as readonly string[]).indexOf(role);
  return index === -1 ? TEAM_ROLES.length : index;
};

/** Every member, active or not, by role rank then displayOrder (the admin's team table). */
export async function listTeamMembersForAdmin(db: Db): Promise<TeamMember[]> {
  const rows = await db.select().from(teamMembers).orderBy(desc(teamMembers.createdAt));
  return rows
    .map(toTeamMemberDto)
    .sort(
      (a, b) =>
        roleRank(a.role) - roleRank(b.role) ||
        a.displayOrder - b.displayOrder ||
        a.name.localeCompare(b.name),
    );
}

/**
 * Adds a team member. Its photo is one `uploader` uploaded, or none: a foreign or `data:` URL
 * would put anything on the public About page (400).
 */
export async function createTeamMember(
  db: Db,
  input: TeamMemberInput,
  uploader: PhotoOwner,
): Promise<TeamMember> {
  const photoUrl = optional(input.photoUrl) ?? null;
  if (photoUrl) await assertPhotoIssued(db, photoUrl, uploader);
  const [row] = await db
    .insert(teamMembers)
    .values({
      name: input.name.trim(),
      role: input.role,
      email: optional(input.email) ?? null,
      phone: optional(input.phone) ?? null,
      photoUrl,
      summary: optional(input.summary) ?? null,
      displayOrder: input.displayOrder,
      isActive: input.isActive,
    })
    .returning();
  if (!row) throw new Error('The team member was not stored');
  return toTeamMemberDto(row);
}

/**
 * Changes the fields sent; 404 when the member does not exist. A new photo is one `uploader`
 * uploaded, or the one the member already shows (400 otherwise).
 */
export async function updateTeamMember(
  db: Db,
  id: string,
  patch: TeamMemberPatch,
  uploader: PhotoOwner,
): Promise<TeamMember> {
  const values = {
    ...(patch.name !== undefined && { name: patch.name.trim() }),
    ...(patch.role !== undefined && { role: patch.role }),
    ...(patch.email !== undefined && { email: optional(patch.email) }),
    ...(patch.phone !== undefined && { phone: optional(patch.phone) }),
    ...(patch.photoUrl !== undefined && { photoUrl: optional(patch.photoUrl) }),
    ...(patch.summary !== undefined && { summary: optional(patch.summary) }),
    ...(patch.displayOrder !== undefined && { displayOrder: patch.displayOrder }),
    ...(patch.isActive !== undefined && { isActive: patch.isActive }),
  };
  const [before] =
    values.photoUrl === undefined
      ? []
      : await db
          .select({ photoUrl: teamMembers.photoUrl })
          .from(teamMembers)
          .where(eq(teamMembers.id, id))
          .limit(1);
  if (values.photoUrl && before && values.photoUrl !== before.photoUrl) {
    await assertPhotoIssued(db, values.photoUrl, uploader);
  }
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1)
      : await db
          .update(teamMembers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(teamMembers.id, id))
          .returning();
  if (!row) throw new HttpError(404, TEAM_MEMBER_NOT_FOUND);
  if (before && before.photoUrl !== row.photoUrl) await releasePhotos(db, [before.photoUrl]);
  return toTeamMemberDto(row);
}

/** Removes a team member and deletes their photo; 404 when missing. */
export async function deleteTeamMember(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(teamMembers)
    .where(eq(teamMembers.id, id))
    .returning({ id: teamMembers.id, photoUrl: teamMembers.photoUrl });
  if (deleted.length === 0) throw new HttpError(404, TEAM_MEMBER_NOT_FOUND);
  await releasePhotos(
    db,
    deleted.map((row) => row.photoUrl),
  );
}
