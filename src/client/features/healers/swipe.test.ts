import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe.js';

describe('swipe threshold (offset × velocity > 10000)', () => {
  it.each([
    { offset: -100, ms: 200, result: 'next' }, // 100 × 500 = 50000
    { offset: 100, ms: 200, result: 'previous' },
    { offset: -30, ms: 100, result: null }, // 30 × 300 = 9000
    { offset: -40, ms: 100, result: 'next' }, // 40 × 400 = 16000
    { offset: -200, ms: 4000, result: null }, // 200 × 50 = 10000, not above
    { offset: -300, ms: 4000, result: 'next' }, // 300 × 75 = 22500
    { offset: 0, ms: 0, result: null },
  ] as const)('$offset px in $ms ms → $result', ({ offset, ms, result }) => {
    expect(swipeDirection(offset, ms)).toBe(result);
  });
});
