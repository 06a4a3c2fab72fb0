import { describe, expect, it } from 'vitest';
import { toHealerDto } from '../../db/mappers.js';
import { buildHealer } from '../../db/seed/factories.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { DirectoryIndex, indexRow } from './directory-index.js';
import { searchDirectory, searchDirectoryPage } from './directory-search.js';

/**
 * A directory of `size` healers spread over Kerala; every tenth has no pin, every seventh an
 * approximate one. Each healer's search text is their name, or what `searchText` makes of them.
 */
function directory(
  size: number,
  searchText = (healer: Healer): string => healer.name.toLowerCase(),
): DirectoryIndex {
  const rows = Array.from({ length: size }, (_, i) => {
    const healer = toHealerDto({
      ...buildHealer(i + 1),
      id: `h${String(i).padStart(5, '0')}`,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      updatedAt: new Date('2026-01-02T03:04:05.000Z'),
    } as Parameters<typeof toHealerDto>[0]);
    const pinned = i % 10 !== 0;
    return indexRow({
      healer,
      searchText: searchText(healer),
      geoLat: pinned ? 8.2 + ((i * 7919) % 4600) / 1000 : null,
      geoLng: pinned ? 74.8 + ((i * 104729) % 2600) / 1000 : null,
      geoApproximate: pinned ? i % 7 === 0 : null,
    });
  });
  return new DirectoryIndex(rows);
}

describe('near-me pages', () => {
  const index = directory(1500);
  // Near Thiruvananthapuram, at one end of the spread, so most healers are far by latitude alone.
  const near = { lat: 8.5, lng: 76.9 };
  const all = searchDirectory(index, { near });

  it('lists every healer once, nearest first', () => {
    expect(all).toHaveLength(1500);
    expect(new Set(all.map((healer) => healer.id)).size).toBe(1500);
  });

  // Up to 1,000 into the list only the nearest so far are kept; further pages sort every match.
  it.each([
    [0, 24],
    [976, 24],
    [1000, 100],
    [1001, 1],
    [1005, 1],
    [1200, 50],
    [1400, 100],
  ])('gives the page from %i (%i healers) of the whole list, with the total', (offset, limit) => {
    const page = searchDirectoryPage(index, { near }, { offset, limit });
    expect(page.total).toBe(1500);
    expect(page.items.map((healer) => healer.id)).toEqual(
      all.slice(offset, offset + limit).map((healer) => healer.id),
    );
  });
});

describe('ranked pages', () => {
  // Names come from small pools and share their words, so many healers tie in rank, and a
  // page's healers are found without scoring every match (decision 027): each page must hold
  // exactly the healers the whole ranked list has in its place, ties in the list's order.
  const index = directory(3000, (healer) =>
    [healer.name, healer.specialty, healer.city, healer.district].join(' ').toLowerCase(),
  );

  it.each([
    'a',
    'ha',
    'su',
    'k',
    'pain',
    'back pain',
    'pain thrissur',
    'general acupuncture',
    'thrisur',
    'quilon',
    'anl kumar, kollam',
  ])('gives each page of the ranked list for "%s", with the total', (query) => {
    const all = searchDirectory(index, { query });
    // Long enough that the pages below are a small part of it.
    expect(all.length).toBeGreaterThan(200);
    for (const [offset, limit] of [
      [0, 1],
      [0, 24],
      [24, 24],
      [5, 7],
      [150, 24],
    ] as const) {
      const page = searchDirectoryPage(index, { query }, { offset, limit });
      expect(page.total).toBe(all.length);
      expect(page.items.map((healer) => healer.id)).toEqual(
        all.slice(offset, offset + limit).map((healer) => healer.id),
      );
    }
  });
});
