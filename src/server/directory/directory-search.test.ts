import { describe, expect, it } from 'vitest';
import { toHealerDto } from '../../db/mappers.js';
import { buildHealer } from '../../db/seed/factories.js';
import { DirectoryIndex, indexRow } from './directory-index.js';
import { searchDirectory, searchDirectoryPage } from './directory-search.js';

/** A directory of `size` healers spread over Kerala; every tenth has no pin, every seventh an approximate one. */
function directory(size: number): DirectoryIndex {
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
      searchText: healer.name.toLowerCase(),
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
