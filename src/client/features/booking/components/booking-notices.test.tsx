import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { BookingNotices } from './booking-notices.js';

afterEach(cleanup);

// Spec §8, booking notices: the chosen day's line when the clinic does not open that day.
// 2026-11-23 is a Monday, 2026-11-24 a Tuesday.
const timings: ClinicTiming[] = [
  { day: 'Monday', isOpen: false },
  { day: 'Tuesday', isOpen: false },
  { day: 'Wednesday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
];
const noWarnings = { closedOnDate: false, outsideHours: false };

function notices(date: string, today: string) {
  render(<BookingNotices timings={timings} date={date} today={today} warnings={noWarnings} />);
}

describe('the booking hours line on a closed day', () => {
  it("reads 'Closed today' when the chosen closed day is today", () => {
    notices('2026-11-23', '2026-11-23');
    expect(screen.getByText('Closed today').className).toContain('text-red-700');
    expect(screen.queryByText('Clinic is closed on this day')).toBeNull();
  });

  it("reads 'Clinic is closed on this day' for a later closed day", () => {
    notices('2026-11-24', '2026-11-23');
    expect(screen.getByText('Clinic is closed on this day').className).toContain('text-red-700');
    expect(screen.queryByText('Closed today')).toBeNull();
  });

  it('names neither on a day the clinic opens', () => {
    notices('2026-11-25', '2026-11-25');
    expect(screen.queryByText('Closed today')).toBeNull();
    expect(screen.queryByText('Clinic is closed on this day')).toBeNull();
    expect(screen.getByText(/Wednesday/).textContent).toContain('9:00 AM');
  });
});
