import { LIMITS } from '../../../shared/constants/limits.js';

/**
 * Whether a drag is a swipe to the next or previous card: offset (px) times velocity (px/s)
 * must pass 10000 (spec §4), so a short flick and a slow long drag both count, a nudge does not.
 */
export function swipeDirection(offsetPx: number, durationMs: number): 'next' | 'previous' | null {
  const seconds = Math.max(durationMs, 1) / 1000;
  const velocity = Math.abs(offsetPx) / seconds;
  if (Math.abs(offsetPx) * velocity <= LIMITS.swipeThreshold) return null;
  return offsetPx < 0 ? 'next' : 'previous';
}
