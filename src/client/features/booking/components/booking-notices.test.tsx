import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { BookingNotices } from './booking-notices.js';

afterEach(cleanup);

// 2026-11-23 is a Monday, 2026-11-24 a Tuesday and 2026-11-25 a Wednesday.
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

const TIMINGS: ClinicTiming[] = [
  { day: 'Monday', isOpen: false },
  { day: 'Tuesday', isOpen: false },
  { day: 'Wednesday', isOpen: true, morningStart: '09:00', morningEnd: '12:00' },
];

const NO_WARNINGS = { closedOnDate: false, outsideHours: false, onLeaveUntil: null };

function notices(date: string, today: string) {
  return render(
    <BookingNotices timings={TIMINGS} date={date} today={today} warnings={NO_WARNINGS} />,
  );
}

describe('the hours line under the booking date (spec §8 booking notices)', () => {
  it("reads 'Closed today' in red when the chosen date is today and the clinic is closed", () => {
    notices(MONDAY, MONDAY);
    const line = screen.getByText('Closed today');
    expect(line.className).toContain('text-red-700');
    expect(screen.queryByText('Clinic is closed on this day')).toBeNull();
  });

  it("reads 'Clinic is closed on this day' for a later closed date", () => {
    notices(TUESDAY, MONDAY);
    const line = screen.getByText('Clinic is closed on this day');
    expect(line.className).toContain('text-red-700');
    expect(screen.queryByText('Closed today')).toBeNull();
  });

  it('shows neither closed text on an open day', () => {
    notices(WEDNESDAY, MONDAY);
    expect(screen.queryByText('Closed today')).toBeNull();
    expect(screen.queryByText('Clinic is closed on this day')).toBeNull();
    expect(screen.getByText(/9:00 AM/)).toBeTruthy();
  });

  it("says the healer is on leave until when, instead of that weekday's hours", () => {
    render(
      <BookingNotices
        timings={TIMINGS}
        date={WEDNESDAY}
        today={MONDAY}
        warnings={{ ...NO_WARNINGS, onLeaveUntil: '2026-11-30' }}
      />,
    );
    expect(
      screen.getByText(
        'The healer is on leave on the selected date, until 30 November. Please choose a later day or contact the healer.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/9:00 AM/)).toBeNull();
  });
});
