import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LIMITS } from '../constants/confirmation.js';
import { confirmationAge } from './confirmation.js';
import { addDays } from './dates.js';

describe('confirmationAge', () => {
  const today = '2026-11-27';
  it.each([
    ['today', today, 'recent'],
    ['180 days ago (the limit)', addDays(today, -CONFIRMATION_LIMITS.staleAfterDays), 'recent'],
    ['181 days ago', addDays(today, -CONFIRMATION_LIMITS.staleAfterDays - 1), 'stale'],
    ['two years ago', '2024-11-01', 'stale'],
  ])('confirmed %s → %s', (_case, confirmedOn, expected) => {
    expect(confirmationAge(confirmedOn, today)).toBe(expected);
  });

  it('says nothing when the details were never confirmed', () => {
    expect(confirmationAge(null, today)).toBeNull();
    expect(confirmationAge(undefined, today)).toBeNull();
  });
});
