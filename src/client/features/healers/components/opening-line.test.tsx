import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlFormatters, mlSite } from '../../../i18n/ml/site.js';
import { OpeningLine } from './opening-line.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// 2026-11-30 is a Monday; the clinics' zone is India's (UTC+05:30).
const MONDAY: ClinicTiming = {
  day: 'Monday',
  isOpen: true,
  morningStart: '09:00',
  morningEnd: '13:00',
  eveningStart: '16:00',
  eveningEnd: '19:00',
};

function lineAt(local: string, language: 'en' | 'ml') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2026-11-30T${local}:00+05:30`));
  const line = <OpeningLine timings={[MONDAY]} />;
  render(
    language === 'ml' ? (
      <I18nProvider locale="ml" messages={mlSite} formatters={mlFormatters}>
        {line}
      </I18nProvider>
    ) : (
      line
    ),
  );
  return screen.getByText(/\(/).textContent;
}

describe('OpeningLine', () => {
  it.each([
    ['07:00', 'ml', 'ഇന്ന് തുറക്കും (രാവിലെ 9:00 - രാത്രി 7:00)'],
    ['14:00', 'ml', 'ഇന്ന് വീണ്ടും തുറക്കും (രാവിലെ 9:00 - രാത്രി 7:00)'],
    ['07:00', 'en', 'Next Open Today (9:00 AM - 7:00 PM)'],
    ['14:00', 'en', 'Next Open Today (9:00 AM - 7:00 PM)'],
  ] as const)('at %s in %s reads %j', (local, language, expected) => {
    expect(lineAt(local, language)).toBe(expected);
  });
});

describe('OpeningLine on leave', () => {
  it.each([
    ['en', 'On leave until 4 December'],
    ['ml', 'ഡിസംബർ 4 വരെ അവധിയിലാണ്'],
  ] as const)('in %s reads %j', (language, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T10:00:00+05:30'));
    const line = (
      <OpeningLine timings={[MONDAY]} leave={[{ from: '2026-11-30', to: '2026-12-04' }]} />
    );
    const { container } = render(
      language === 'ml' ? (
        <I18nProvider locale="ml" messages={mlSite} formatters={mlFormatters}>
          {line}
        </I18nProvider>
      ) : (
        line
      ),
    );
    expect(container.textContent).toBe(expected);
  });
});
