import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination-items.js';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, '…', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, '…', 4, 5]],
    [1, 10, [1, 2, '…', 10]],
    [4, 10, [1, 2, 3, 4, 5, '…', 10]],
    [5, 10, [1, '…', 4, 5, 6, '…', 10]],
    [10, 10, [1, '…', 9, 10]],
    [7, 10, [1, '…', 6, 7, 8, 9, 10]],
    [99, 3, [1, 2, 3]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    const shown = pageItems(current, total).map((item) => (typeof item === 'number' ? item : '…'));
    expect(shown).toEqual(expected);
  });

  it('gives the two ellipses of a middle page distinct keys', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
  });

  it('shows no pages for an empty list', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])('%i healers at 10 a page take %i pages', (count, pages) => {
    expect(pageCount(count, 10)).toBe(pages);
  });
});
