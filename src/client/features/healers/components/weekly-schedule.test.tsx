import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlFormatters, mlSite } from '../../../i18n/ml/site.js';
import { WeeklySchedule } from './weekly-schedule.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// 2026-11-30 is a Monday; the clinics' zone is India's (UTC+05:30).
const TIMINGS: ClinicTiming[] = [
  { day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
  { day: 'Tuesday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
];
const LEAVE = [{ from: '2026-11-28', to: '2026-12-05', note: null }];

function scheduleOn(date: string, language: 'en' | 'ml' = 'en') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T10:00:00+05:30`));
  const schedule = <WeeklySchedule timings={TIMINGS} leave={LEAVE} />;
  render(
    language === 'ml' ? (
      <I18nProvider locale="ml" messages={mlSite} formatters={mlFormatters}>
        {schedule}
      </I18nProvider>
    ) : (
      schedule
    ),
  );
}

describe('WeeklySchedule during leave', () => {
  it("says today's row is on leave instead of its usual hours", () => {
    scheduleOn('2026-11-30');
    const today = screen.getByTestId('schedule-Monday');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.textContent).toContain('On leave');
    expect(today.textContent).not.toContain('9:00');
    // The other days keep the weekly pattern.
    expect(screen.getByTestId('schedule-Tuesday').textContent).toContain('9:00');
  });

  it('says it in Malayalam', () => {
    scheduleOn('2026-11-30', 'ml');
    expect(screen.getByTestId('schedule-Monday').textContent).toContain('അവധിയിലാണ്');
  });

  it('shows the hours again once the leave is over', () => {
    scheduleOn('2026-12-07');
    expect(screen.getByTestId('schedule-Monday').textContent).toContain('9:00');
    expect(screen.getByTestId('schedule-Monday').textContent).not.toContain('On leave');
  });
});
