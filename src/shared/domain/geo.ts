import type { District } from '../constants/districts.js';
import { KERALA_TOWNS, type KeralaTown } from '../constants/kerala-towns.js';
import { DISTRICT_MALAYALAM } from '../constants/malayalam-names.js';
import { canonicalPlace } from './place-names.js';

/** A point on Earth in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius used for every distance in the product (and in the database). */
export const EARTH_RADIUS_KM = 6371;

/**
 * A healer without coordinates of their own is placed at their town (healerPlace); at a similar
 * distance such an approximate one sorts after healers with exact pins, as if this much further.
 */
export const APPROXIMATE_PENALTY_KM = 5;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True for a latitude in [-90, 90] and a longitude in [-180, 180]. */
export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;

/** 'lat,lng' (spaces allowed around the comma) → the point, or undefined when not one. */
export function parseLatLng(text: string): LatLng | undefined {
  const match = new RegExp(`^\\s*(${NUMBER})\\s*,\\s*(${NUMBER})\\s*$`).exec(text);
  if (!match) return undefined;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return isValidLatLng(point) ? point : undefined;
}

const PIN = new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`);
const AT = new RegExp(`@(${NUMBER}),(${NUMBER})`);
const QUERY_PARAMS = ['q', 'query', 'll', 'destination', 'center'] as const;

/**
 * The pin of a pasted Google Maps link: the place's own pin (`!3dLAT!4dLNG`), a coordinate
 * query (`?q=lat,lng`, `?query=lat,lng`, `?ll=lat,lng`) or the map's centre (`@lat,lng`, as in
 * `/place/…/@lat,lng,17z`). Undefined when the link carries no coordinates (a short link or a
 * search by name).
 */
export function parseMapCoordinates(link: string | null | undefined): LatLng | undefined {
  const text = link?.trim();
  if (!text) return undefined;
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Keep the text as pasted: a stray '%' is no reason to miss its coordinates.
  }
  const pin = PIN.exec(decoded);
  if (pin) {
    const point = { lat: Number(pin[1]), lng: Number(pin[2]) };
    if (isValidLatLng(point)) return point;
  }
  try {
    const url = new URL(text);
    for (const name of QUERY_PARAMS) {
      const value = url.searchParams.get(name);
      const point = value === null ? undefined : parseLatLng(value);
      if (point) return point;
    }
  } catch {
    // Not an absolute URL: the '@' form below may still be in it.
  }
  const at = AT.exec(decoded);
  if (at) {
    const point = { lat: Number(at[1]), lng: Number(at[2]) };
    if (isValidLatLng(point)) return point;
  }
  return undefined;
}

/** A Google Maps link that drops a pin at `point`, to check where a healer is. */
export function pinLink(point: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`;
}

/** The district's centre: its headquarters town. */
export function districtCentre(district: District): LatLng {
  const town = KERALA_TOWNS.find((t) => t.headquarters && t.district === district);
  // Every district has one headquarters row (a unit test checks it).
  return { lat: town!.lat, lng: town!.lng };
}

/** Where near-me search measures a healer from (decision 067). */
export type HealerPlace =
  | { point: LatLng; approximate: false }
  | { point: LatLng; approximate: true; town: string };

/**
 * Where near-me search places a healer: their own pin; else, approximately, the town of their
 * city when the town list knows it (by any of its names: 'Chalakudy', 'ചാലക്കുടി', 'Trichur');
 * else nowhere (the distance is unknown). Never the district's centre: a clinic 30 km from it
 * would read "about 1 km" to a patient in the district's town (decision 067).
 */
export function healerPlace(healer: {
  latitude?: number | null;
  longitude?: number | null;
  city?: string | null;
}): HealerPlace | undefined {
  const { latitude, longitude } = healer;
  if (typeof latitude === 'number' && typeof longitude === 'number') {
    return { point: { lat: latitude, lng: longitude }, approximate: false };
  }
  const city = healer.city?.trim();
  if (!city) return undefined;
  const canonical = canonicalPlace(city);
  const town = canonical === undefined ? undefined : TOWNS_BY_NAME.get(canonical);
  if (!town) return undefined;
  return { point: { lat: town.lat, lng: town.lng }, approximate: true, town: town.name };
}

const TOWNS_BY_NAME = new Map(KERALA_TOWNS.map((town) => [town.name, town]));

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

function townNames(town: KeralaTown): string[] {
  return [town.name, ...town.oldNames, town.malayalam].map(fold);
}

/**
 * Towns whose name, old name or Malayalam name contains `query` (names that start with it first,
 * then towns of a district so named); every town, headquarters first, for an empty query.
 */
export function searchTowns(query: string): KeralaTown[] {
  const term = fold(query);
  if (term === '') {
    return [...KERALA_TOWNS].sort((a, b) => Number(b.headquarters) - Number(a.headquarters));
  }
  const ranked: { town: KeralaTown; rank: number }[] = [];
  for (const town of KERALA_TOWNS) {
    const names = townNames(town);
    const districtNames = [town.district, ...DISTRICT_MALAYALAM[town.district]].map(fold);
    let rank = -1;
    if (names.some((name) => name.startsWith(term))) rank = 0;
    else if (names.some((name) => name.includes(term))) rank = 1;
    else if (districtNames.some((name) => name.startsWith(term))) rank = town.headquarters ? 2 : 3;
    if (rank >= 0) ranked.push({ town, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.town);
}
