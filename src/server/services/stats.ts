import { count, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers } from '../../db/schema.js';
import type { PublicStats } from '../../shared/schemas/stats.js';

/** The home page's counts: active healers and the districts that have one. */
export async function publicStats(db: Db): Promise<PublicStats> {
  const [row] = await db
    .select({ totalHealers: count(), totalLocations: countDistinct(healers.district) })
    .from(healers)
    .where(eq(healers.isActive, 'true'));
  return {
    totalHealers: Number(row?.totalHealers ?? 0),
    totalLocations: Number(row?.totalLocations ?? 0),
  };
}
