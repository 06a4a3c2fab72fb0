import type { HealerSearchResult } from '../../../shared/schemas/healer.js';

/** How far a healer is from the visitor (or the town they picked). */
export type Distance = { km: number; approximate: boolean };

/** The distance a near-me search gave this healer, if any. */
export function distanceOf(healer: HealerSearchResult): Distance | undefined {
  if (typeof healer.distanceKm !== 'number') return undefined;
  return { km: healer.distanceKm, approximate: healer.distanceApproximate === true };
}

/**
 * The distance as shown: '2.4' km under 10 km, whole kilometres beyond; an approximate one
 * (from the district centre) in whole kilometres only, never as an exact figure.
 */
export function distanceText(distance: Distance): {
  key: 'card.distanceAway' | 'card.distanceAbout';
  km: string;
} {
  if (distance.approximate) {
    return { key: 'card.distanceAbout', km: String(Math.max(1, Math.round(distance.km))) };
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
  if (!distance || typeof distance.km !== 'number' || !Number.isFinite(distance.km))
    return undefined;
  return { km: distance.km, approximate: distance.approximate === true };
}
