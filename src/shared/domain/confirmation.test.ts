import { describe, expect, it } from 'vitest';
import { TRUST_LIMITS } from '../constants/trust.js';
import { confirmationAge } from './confirmation.js';
import { addDays } from './leave.js';

describe('confirmationAge', () => {
  const today = '2026-11-27';
  it.each([
    ['today', today, 'recent'],
    ['180 days ago (the limit)', addDays(today, -TRUST_LIMITS.confirmStaleAfterDays), 'recent'],
    ['181 days ago', addDays(today, -TRUST_LIMITS.confirmStaleAfterDays - 1), 'stale'],
    ['two years ago', '2024-11-01', 'stale'],
  ])('confirmed %s → %s', (_case, confirmedOn, expected) => {
    expect(confirmationAge(confirmedOn, today)).toBe(expected);
  });

  it('says nothing when the details were never confirmed', () => {
    expect(confirmationAge(null, today)).toBeNull();
    expect(confirmationAge(undefined, today)).toBeNull();
  });
});
