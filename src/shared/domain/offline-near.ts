import type { Healer, HealerSearchResult } from '../schemas/healer.js';
import { APPROXIMATE_PENALTY_KM, haversineKm, healerPlace, parseLatLng } from './geo.js';

/**
 * Near me without the server, as the server orders it (directory-search.ts): nearest first by
 * healerPlace (an approximate place, the healer's town, as if APPROXIMATE_PENALTY_KM further),
 * ties by id, healers with no place last with a null distance (never inside a radius); each
 * with its distance, whether it is approximate and the town it is measured from. The healers
 * as given when `near` is absent or not a point.
 */
export function nearestKept(
  healers: readonly Healer[],
  params: URLSearchParams,
): HealerSearchResult[] {
  const point = parseLatLng(params.get('near') ?? '');
  if (!point) return [...healers];
  const radius = Number(params.get('radiusKm') ?? '');
  const radiusKm = params.has('radiusKm') && radius > 0 ? radius : undefined;
  const measured: { result: HealerSearchResult; order: number }[] = [];
  for (const healer of healers) {
    const place = healerPlace(healer);
    if (!place) {
      if (radiusKm === undefined) {
        measured.push({ result: { ...healer, distanceKm: null }, order: Infinity });
      }
      continue;
    }
    const km = haversineKm(point, place.point);
    if (radiusKm !== undefined && !(km <= radiusKm)) continue;
    const result: HealerSearchResult = {
      ...healer,
      distanceKm: Math.round(km * 100) / 100,
      distanceApproximate: place.approximate,
    };
    if (place.approximate) result.distanceFrom = place.town;
    measured.push({ result, order: km + (place.approximate ? APPROXIMATE_PENALTY_KM : 0) });
  }
  return measured
    .sort(
      (a, b) =>
        a.order - b.order || (a.result.id < b.result.id ? -1 : a.result.id > b.result.id ? 1 : 0),
    )
    .map((entry) => entry.result);
}
