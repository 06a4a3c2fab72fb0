import { describe, expect, it, vi } from 'vitest';
import { toHealerDto } from '../../db/mappers.js';
import { buildHealer } from '../../db/seed/factories.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { DirectoryIndex, INDEXED_TEXT_MAX, indexRow } from './directory-index.js';
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
    const healer = toHealerDto(
      {
        ...buildHealer(i + 1),
        id: `h${String(i).padStart(5, '0')}`,
        createdAt: new Date('2026-01-02T03:04:05.000Z'),
        updatedAt: new Date('2026-01-02T03:04:05.000Z'),
      } as Parameters<typeof toHealerDto>[0],
      '2026-12-02',
    );
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

describe('bounded work (DESIGN §10.7)', () => {
  const index = directory(600, (healer) =>
    [healer.name, healer.specialty, healer.city, healer.district].join(' ').toLowerCase(),
  );

  it('answers a page past the last match without ranking or measuring', () => {
    const total = searchDirectory(index, { query: 'a' }).length;
    const ranking = vi.spyOn(index, 'sequence');
    try {
      const past = searchDirectoryPage(index, { query: 'a' }, { offset: total, limit: 24 });
      expect(past).toEqual({ items: [], total });
      expect(
        searchDirectoryPage(index, { near: { lat: 9.9, lng: 76.3 } }, { offset: 600, limit: 5 }),
      ).toEqual({ items: [], total: 600 });
      expect(ranking).not.toHaveBeenCalled();
      // The seam does see ranking: the last page before the end is scored.
      searchDirectoryPage(index, { query: 'a' }, { offset: total - 1, limit: 24 });
      expect(ranking).toHaveBeenCalled();
    } finally {
      ranking.mockRestore();
    }
  });

  it('ranks 5 distinct phrases at most, however many a query repeats', () => {
    const ranking = vi.spyOn(index, 'query');
    try {
      const phrases = ['a', 'e', 'i', 'o', 'u', 'n', 'r', 's'];
      searchDirectoryPage(
        index,
        { query: Array.from({ length: 100 }, (_, i) => phrases[i % phrases.length]).join(',') },
        { offset: 0, limit: 24 },
      );
      expect(new Set(ranking.mock.calls.map(([text]) => text))).toEqual(
        new Set(['a', 'e', 'i', 'o', 'u']),
      );
    } finally {
      ranking.mockRestore();
    }
  });

  it('keeps no term that matched nothing, and at most 4,000 terms', () => {
    const fresh = directory(50, (healer) => healer.name.toLowerCase());
    for (let n = 0; n < 10_000; n += 1) searchDirectory(fresh, { query: `zq${n.toString(36)}xv` });
    expect(fresh.termCacheSize.terms).toBe(0);
    // Every healer's name holds 'a' or a digit-free letter: each term below matches someone.
    for (let n = 0; n < 10_000; n += 1) searchDirectory(fresh, { name: `${'aeiou'[n % 5]}${n}` });
    for (let n = 0; n < 10_000; n += 1) searchDirectory(fresh, { specialty: ['a', String(n)] });
    expect(fresh.termCacheSize.terms).toBeGreaterThan(0);
    expect(fresh.termCacheSize.terms).toBeLessThanOrEqual(4_000);
  });

  it('gives each index its own trigram dictionary, holding only what its healers write', () => {
    let previous = directory(20);
    const first = previous.dictionary.size;
    // One healer rewrites their text with new words, again and again: each index is built from
    // the one before, as the directory rebuilds after a write.
    for (let write = 0; write < 200; write += 1) {
      const words = Array.from({ length: 8 }, (_, i) => `w${write.toString(36)}q${i}z`).join(' ');
      const rows = previous.indexed.map((entry, at) =>
        at === 0 ? indexRow({ ...entry.row, searchText: words }) : entry,
      );
      previous = new DirectoryIndex(rows);
    }
    // The last index knows the last words and not the 199 sets before them.
    expect(previous.dictionary.size).toBeLessThan(first + 8 * 4 + 10);
    expect(searchDirectory(previous, { query: 'w5jq3z' }).map((healer) => healer.id)).toEqual([
      'h00000',
    ]);
    expect(searchDirectory(previous, { query: 'w5iq3z' })).toEqual([]);
  });

  it('indexes at most 1,000 characters of a search text, cut at a word', () => {
    const long = `${'anil kumar '.repeat(500)}hidden`;
    const index = directory(3, (healer) => (healer.id === 'h00001' ? long : healer.name));
    const kept = index.indexed[1]!.texts[0]!;
    expect(kept.length).toBeLessThanOrEqual(INDEXED_TEXT_MAX.search);
    expect(kept.endsWith('kumar')).toBe(true);
    expect(searchDirectory(index, { query: 'hidden' })).toEqual([]);
  });
});
