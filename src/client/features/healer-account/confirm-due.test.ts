import { describe, expect, it } from 'vitest';
import { confirmationDue } from './confirm-due.js';

describe('confirmationDue', () => {
  it('asks a healer who never confirmed', () => {
    expect(confirmationDue(null, '2026-11-27')).toBe(true);
    expect(confirmationDue(undefined, '2026-11-27')).toBe(true);
  });

  it('does not ask within 90 days, counting across a year end', () => {
    expect(confirmationDue('2026-11-27', '2026-11-27')).toBe(false);
    expect(confirmationDue('2026-10-31', '2027-01-29')).toBe(false); // 90 days
  });

  it('asks again after 90 days', () => {
    expect(confirmationDue('2026-10-31', '2027-01-30')).toBe(true); // 91 days
  });
});
