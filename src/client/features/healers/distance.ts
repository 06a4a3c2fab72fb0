import type { HealerSearchResult } from '../../../shared/schemas/healer.js';

/**
 * How far a healer is from the visitor (or the town they picked): `km` null when unknown (no
 * pin and no known town); an approximate one is measured from the healer's town, `from`.
 */
export type Distance = { km: number | null; approximate: boolean; from?: string };

/** The distance a near-me search gave this healer, if any (null km: searched, unknown). */
export function distanceOf(healer: HealerSearchResult): Distance | undefined {
  if (healer.distanceKm === null) return { km: null, approximate: false };
  if (typeof healer.distanceKm !== 'number') return undefined;
  const distance: Distance = {
    km: healer.distanceKm,
    approximate: healer.distanceApproximate === true,
  };
  if (distance.approximate && healer.distanceFrom) distance.from = healer.distanceFrom;
  return distance;
}

/**
 * The distance as shown: '2.4' km under 10 km, whole kilometres beyond; an approximate one
 * (from the healer's town) in whole kilometres only, never as an exact figure, with the town it
 * is measured from ('about 28 km, Chalakudy'); an unknown one says so (decision 067).
 */
export function distanceText(
  distance: Distance,
):
  | { key: 'card.distanceUnknown' }
  | { key: 'card.distanceAbout'; km: string }
  | { key: 'card.distanceAboutFrom'; km: string; town: string }
  | { key: 'card.distanceAway'; km: string } {
  if (distance.km === null) return { key: 'card.distanceUnknown' };
  if (distance.approximate) {
    const km = String(Math.max(1, Math.round(distance.km)));
    return distance.from
      ? { key: 'card.distanceAboutFrom', km, town: distance.from }
      : { key: 'card.distanceAbout', km };
  }
  const km = Math.max(0.1, distance.km);
  return { key: 'card.distanceAway', km: km < 10 ? km.toFixed(1) : String(Math.round(km)) };
}

/** The history state a profile link carries from a distance-sorted list. */
export type ProfileLinkState = { distance: Distance };

export function profileState(healer: HealerSearchResult): ProfileLinkState | undefined {
  const distance = distanceOf(healer);
  return distance ? { distance } : undefined;
}

/** The distance a profile page was opened with (history state), if it is one. */
export function distanceFromState(state: unknown): Distance | undefined {
  const distance = (state as Partial<ProfileLinkState> | null)?.distance;
  if (!distance) return undefined;
  if (distance.km === null) return { km: null, approximate: false };
  if (typeof distance.km !== 'number' || !Number.isFinite(distance.km)) return undefined;
  const approximate = distance.approximate === true;
  const from = approximate && typeof distance.from === 'string' ? distance.from : undefined;
  return from ? { km: distance.km, approximate, from } : { km: distance.km, approximate };
}
