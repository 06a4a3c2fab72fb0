import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers, services } from '../../db/schema.js';
import type { AdminStats } from '../../shared/schemas/stats.js';

/**
 * The admin's four stat cards: every healer, the districts that have an active healer, the
 * mean rating over healers that have one (rating > 0, to one decimal), and every service.
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [healerStats] = await db
    .select({
      totalHealers: sql<number>`count(*)::int`,
      totalLocations: sql<number>`(count(distinct ${healers.district}) filter (where ${healers.isActive} = 'true'))::int`,
      averageRating: sql<
        number | null
      >`(avg(${healers.rating}) filter (where ${healers.rating} > 0))::float8`,
    })
    .from(healers);
  const [serviceStats] = await db
    .select({ totalServices: sql<number>`count(*)::int` })
    .from(services);
  const average = healerStats?.averageRating ?? 0;
  return {
    totalHealers: Number(healerStats?.totalHealers ?? 0),
    totalLocations: Number(healerStats?.totalLocations ?? 0),
    averageRating: Math.round(Number(average) * 10) / 10,
    totalServices: Number(serviceStats?.totalServices ?? 0),
  };
}
