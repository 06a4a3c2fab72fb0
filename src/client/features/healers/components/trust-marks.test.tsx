import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlFormatters, mlSite } from '../../../i18n/ml/site.js';
import { LeaveSection } from './leave-section.js';
import { ConfirmedLine, VerifiedBadge } from './trust-marks.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inMalayalam = (ui: ReactElement) => (
  <I18nProvider locale="ml" messages={mlSite} formatters={mlFormatters}>
    {ui}
  </I18nProvider>
);

/** 2026-11-30, 10:00 in India. */
function onTheThirtieth() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T10:00:00+05:30'));
}

const verification = { checkedOn: '2026-03-12', checks: ['membership', 'clinic-visit'] as const };

describe('VerifiedBadge', () => {
  it('names the month, and explains the checks and that it is no licence when pressed', () => {
    render(<VerifiedBadge verification={{ ...verification, checks: [...verification.checks] }} />);
    const button = screen.getByRole('button', { name: 'Verified by the federation · March 2026' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const hidden = () => screen.getByText(/no state register/).closest('[hidden]') !== null;
    expect(hidden()).toBe(true);
    fireEvent.click(button);
    expect(hidden()).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('On 12 March 2026 the federation checked:')).toBeTruthy();
    expect(screen.getByText('their membership of the federation')).toBeTruthy();
    expect(screen.getByText('their clinic, by visiting it')).toBeTruthy();
    expect(screen.queryByText('their acupuncture training')).toBeNull();
    expect(screen.getByText(/no state register in India, so this is not a licence/)).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(hidden()).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('is absent without a verification, and reads in Malayalam', () => {
    const { container } = render(<VerifiedBadge verification={null} />);
    expect(container.textContent).toBe('');
    cleanup();
    render(
      inMalayalam(
        <VerifiedBadge verification={{ checkedOn: '2026-03-12', checks: ['training'] }} />,
      ),
    );
    expect(
      screen.getByRole('button', { name: 'ഫെഡറേഷൻ പരിശോധിച്ചുറപ്പിച്ചത് · 2026 മാർച്ച്' }),
    ).toBeTruthy();
  });
});

describe('ConfirmedLine', () => {
  it.each([
    ['2026-11-02', 'en', 'Details confirmed 2 November 2026'],
    ['2026-11-02', 'ml', 'വിവരങ്ങൾ ശരിയാണെന്ന് 2026 നവംബർ 2-ന് ഉറപ്പാക്കി'],
    ['2026-03-01', 'en', /^Details last confirmed 1 March 2026\. They may have changed/],
    ['2026-03-01', 'ml', /^വിവരങ്ങൾ അവസാനം ഉറപ്പാക്കിയത് 2026 മാർച്ച് 1-ന്\./],
  ] as const)('confirmed %s reads in %s as %s', (confirmedOn, language, expected) => {
    onTheThirtieth();
    const line = <ConfirmedLine confirmedOn={confirmedOn} />;
    const { container } = render(language === 'ml' ? inMalayalam(line) : line);
    expect(container.textContent).toMatch(expected);
  });

  it('says nothing when never confirmed', () => {
    const { container } = render(<ConfirmedLine confirmedOn={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('LeaveSection', () => {
  it('lists current and upcoming leave with notes, not leave that has ended', () => {
    onTheThirtieth();
    render(
      <LeaveSection
        leave={[
          { from: '2026-12-10', to: '2026-12-20', note: 'Family wedding' },
          { from: '2026-11-01', to: '2026-11-05', note: 'ended' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Planned leave' });
    expect(region.textContent).toContain('10–20 December');
    expect(region.textContent).toContain('Family wedding');
    expect(region.textContent).not.toContain('ended');
  });

  it('is absent when no leave is left', () => {
    onTheThirtieth();
    const { container } = render(
      <LeaveSection leave={[{ from: '2026-11-01', to: '2026-11-05', note: null }]} />,
    );
    expect(container.textContent).toBe('');
  });
});
