import { and, asc, between, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers } from '../../db/schema.js';
import { APPROXIMATE_PENALTY_KM, EARTH_RADIUS_KM, type LatLng } from '../../shared/domain/geo.js';
import type { HealerSearchResult } from '../../shared/schemas/healer.js';
import { activeHealersFor, healerKeyColumns } from './healers.js';

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;

const float = (value: number) => sql`${value}::float8`;

/** Haversine distance in km from `point` to the healer's (exact or district-centre) place. */
export function distanceKmSql(point: LatLng): SQL<number> {
  const lat = float(point.lat);
  const lng = float(point.lng);
  return sql<number>`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${healers.geoLat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${healers.geoLat}))
      * power(sin(radians(${healers.geoLng} - ${lng}) / 2), 2)))))`;
}

/**
 * Healers at most `radiusKm` from `point`: first the box around the circle, which the
 * (geo_lat, geo_lng) index answers, then the exact distance.
 */
export function withinRadius(point: LatLng, radiusKm: number): SQL {
  const dLat = radiusKm / KM_PER_DEGREE;
  const conditions: SQL[] = [
    between(healers.geoLat, point.lat - dLat, point.lat + dLat),
    sql`${distanceKmSql(point)} <= ${float(radiusKm)}`,
  ];
  const cosLat = Math.cos(
    (Math.max(Math.abs(point.lat - dLat), Math.abs(point.lat + dLat)) * Math.PI) / 180,
  );
  // Near a pole (or a radius past it) every longitude is in reach.
  if (Math.abs(point.lat) + dLat < 89 && cosLat > 0.01) {
    const dLng = radiusKm / (KM_PER_DEGREE * cosLat);
    if (dLng < 180) conditions.push(between(healers.geoLng, point.lng - dLng, point.lng + dLng));
  }
  return and(...conditions)!;
}

/**
 * Active healers matching `where` (and `radiusKm` of `point`), nearest first, each with its
 * distance. A healer placed at their district's centre counts APPROXIMATE_PENALTY_KM further
 * for the order, so at a similar distance the exact pins come first.
 */
export async function findHealersNear(
  db: Db,
  where: SQL | undefined,
  point: LatLng,
  radiusKm: number | undefined,
): Promise<HealerSearchResult[]> {
  const distance = distanceKmSql(point);
  const keys = await db
    .select({ ...healerKeyColumns, distanceKm: distance, approximate: healers.geoApproximate })
    .from(healers)
    .where(radiusKm === undefined ? where : and(where, withinRadius(point, radiusKm)))
    .orderBy(
      asc(
        sql`${distance} + case when ${healers.geoApproximate} then ${float(APPROXIMATE_PENALTY_KM)} else 0 end`,
      ),
      asc(healers.id),
    );
  const byId = new Map(keys.map((key) => [key.id, key]));
  const list = await activeHealersFor(db, keys);
  return list.map((healer) => {
    const key = byId.get(healer.id)!;
    return {
      ...healer,
      distanceKm: Math.round(Number(key.distanceKm) * 100) / 100,
      distanceApproximate: key.approximate === true,
    };
  });
}
