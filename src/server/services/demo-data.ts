import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers, sessions, settings, teamMembers } from '../../db/schema.js';
import type { DemoData } from '../../shared/schemas/healer-import.js';
import { releasePhotos } from './photo-lifecycle.js';

/** How much of the demo seed is still in the directory (the admin panel's banner). */
export async function demoDataLeft(db: Db): Promise<DemoData> {
  const [healerCount] = await db
    .select({ n: count() })
    .from(healers)
    .where(eq(healers.isDemo, true));
  const [teamCount] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.isDemo, true));
  const [demoSettings] = await db
    .select({ id: settings.id })
    .from(settings)
    .where(eq(settings.isDemo, true));
  return {
    healers: Number(healerCount?.n ?? 0),
    teamMembers: Number(teamCount?.n ?? 0),
    settings: demoSettings !== undefined,
  };
}

/**
 * Removes every demo record in one transaction: the demo healers (and their sessions), the demo
 * team members and the demo contact settings (the row comes back with its defaults on the next
 * read). Returns how many records went.
 */
export async function removeDemoData(
  db: Db,
  /** Called inside the removal's transaction with the healers removed (the audit entries). */
  onRemoved?: (
    tx: Db,
    removed: { healers: { id: string; name: string }[]; count: number },
  ) => Promise<void>,
): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(healers)
      .where(eq(healers.isDemo, true))
      .returning({ id: healers.id, name: healers.name, photoUrl: healers.photoUrl });
    const ids = gone.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.kind, 'healer'), inArray(sessions.subjectId, ids)));
    }
    const team = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.isDemo, true))
      .returning({ photoUrl: teamMembers.photoUrl });
    const contact = await tx
      .delete(settings)
      .where(eq(settings.isDemo, true))
      .returning({ id: settings.id });
    const count = gone.length + team.length + contact.length;
    if (count > 0) await onRemoved?.(tx as unknown as Db, { healers: gone, count });
    return { photos: [...gone, ...team].map((row) => row.photoUrl), count };
  });
  await releasePhotos(db, removed.photos);
  return removed.count;
}
