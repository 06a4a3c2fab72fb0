import type { Page } from '../schemas/paging.js';

/** The part of an ordered list a page asks for, and how long the list is. */
export function pageOf<T>(list: readonly T[], page: Page): { items: T[]; total: number } {
  return { items: list.slice(page.offset, page.offset + page.limit), total: list.length };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * One page of `list` in the random order `seed` stands for: position k holds item
 * (step × k + start) mod n, with `step` prime to n, a permutation of the whole list that costs
 * nothing to compute for any page. The same seed gives the same order, so pages fit together;
 * another seed gives another order (the home page's reshuffle asks for a new one).
 */
export function seededPageOf<T>(
  list: readonly T[],
  seed: number,
  page: Page,
): { items: T[]; total: number } {
  const n = list.length;
  const items: T[] = [];
  if (n === 0) return { items, total: 0 };
  // Two numbers from the seed (a 32-bit mix), one for the start and one for the step.
  let x = seed >>> 0;
  const next = () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const start = next() % n;
  let step = n === 1 ? 1 : 1 + (next() % (n - 1));
  while (gcd(step, n) !== 1) step = (step % (n - 1)) + 1;
  const end = Math.min(n, page.offset + page.limit);
  for (let k = page.offset; k < end; k += 1) items.push(list[(step * k + start) % n]!);
  return { items, total: n };
}
