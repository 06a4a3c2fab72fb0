import { describe, expect, it } from 'vitest';
import { toHealerDto } from '../../db/mappers.js';
import { buildHealer } from '../../db/seed/factories.js';
import { APPROXIMATE_PENALTY_KM } from '../../shared/domain/geo.js';
import { DirectoryIndex, indexRow } from './directory-index.js';
import { searchDirectory } from './directory-search.js';

// Near me with healers who have no pin of their own and are placed at their town (approximate): they sort as if APPROXIMATE_PENALTY_KM further than they measure, so at a
// similar distance an exact pin comes first, and they are marked approximate with their true
// distance. The rule was checked by one API test only.

const NEAR = { lat: 10, lng: 76 };
const KM_PER_DEGREE_LAT = 111.195;

/** A healer `km` north of NEAR (approximate when at a district centre), or without a place. */
function healerAt(name: string, km: number | null, approximate = false) {
  const number = name.charCodeAt(0);
  const healer = toHealerDto(
    {
      ...buildHealer(number),
      id: `h-${name}`,
      name,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      updatedAt: new Date('2026-01-02T03:04:05.000Z'),
    } as Parameters<typeof toHealerDto>[0],
    '2026-12-02',
  );
  return indexRow({
    healer,
    searchText: name.toLowerCase(),
    geoLat: km === null ? null : NEAR.lat + km / KM_PER_DEGREE_LAT,
    geoLng: km === null ? null : NEAR.lng,
    geoApproximate: km === null ? null : approximate,
  });
}

const index = new DirectoryIndex([
  healerAt('Centre one km', 1, true),
  healerAt('Pinned three km', 3),
  healerAt('Pinned eight km', 8),
  healerAt('Centre ten km', 10, true),
  healerAt('Pinned twelve km', 12),
  healerAt('Nowhere', null),
]);

describe('near me with approximate places', () => {
  it('ranks a town’s place as if it were the penalty further, after closer pins', () => {
    expect(APPROXIMATE_PENALTY_KM).toBe(5);
    const hits = searchDirectory(index, { near: NEAR });
    expect(hits.map((hit) => [hit.name, hit.distanceKm, hit.distanceApproximate])).toEqual([
      ['Pinned three km', 3, false],
      // Measured 1 km, ranked as 6 km: after the 3 km pin, before the 8 km one.
      ['Centre one km', 1, true],
      ['Pinned eight km', 8, false],
      // Measured 10 km, ranked as 15 km: after the 12 km pin.
      ['Pinned twelve km', 12, false],
      ['Centre ten km', 10, true],
      // No place at all: last, its distance unknown (null).
      ['Nowhere', null, undefined],
    ]);
  });

  it('keeps an approximate place inside a radius by its measured distance', () => {
    const hits = searchDirectory(index, { near: NEAR, radiusKm: 5 });
    expect(hits.map((hit) => [hit.name, hit.distanceApproximate])).toEqual([
      ['Pinned three km', false],
      ['Centre one km', true],
    ]);
  });
});
