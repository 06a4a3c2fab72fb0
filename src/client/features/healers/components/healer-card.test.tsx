import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderWithoutQueries, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healerRecord } from '../../../../../tests/factories/healer.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { loadTooltips } from '../../../components/ui/tooltip.js';
import { HealerCard } from './healer-card.js';

/** Cards read the services' names through TanStack Query, as in the app. */
function render(ui: ReactElement) {
  const client = new QueryClient();
  return renderWithoutQueries(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

// The cards' tooltips load once the browser is idle; loaded first, no import is left to start
// after the test environment is torn down.
beforeAll(() => loadTooltips());
afterEach(cleanup);

function healer(overrides: Partial<Healer> = {}): Healer {
  return healerRecord({
    titles: ['Mr', 'Acu Hr.'],
    specialty: 'Pain relief',
    phone: '9847012345',
    building: 'Lotus Clinic',
    addressField2: 'MG Road',
    city: 'Kochi',
    state: 'Kerala',
    country: 'India',
    languages: 'English, Malayalam',
    bookingWhatsApp: '9847012345',
    services: ['Back pain', 'Migraine'],
    experience: '12 years',
    rating: 4.5,
    reviewCount: 12,
    ...overrides,
  });
}

const card = () => screen.getByRole('article');

describe('healer card', () => {
  it('shows titles in display order before the name, and the specialty', () => {
    render(<HealerCard healer={healer()} />);
    expect(screen.getByRole('heading', { name: 'Acu Hr. Mr Anil Kumar' })).toBeTruthy();
    expect(within(card()).getByText('Pain relief')).toBeTruthy();
  });

  describe('primary button', () => {
    it('is Book with a call icon beside it when both WhatsApp and phone exist', () => {
      render(<HealerCard healer={healer()} />);
      expect(screen.getByRole('button', { name: /^Book / })).toBeTruthy();
      const calls = screen.getAllByRole('link', { name: 'Call Acu Hr. Mr Anil Kumar' });
      expect(calls).toHaveLength(1);
      expect(calls[0]!.getAttribute('href')).toBe('tel:+919847012345');
    });

    it('is Call when there is no booking WhatsApp', () => {
      render(<HealerCard healer={healer({ bookingWhatsApp: null })} />);
      expect(screen.queryByRole('button', { name: /^Book / })).toBeNull();
      const call = screen.getByRole('link', { name: 'Call Acu Hr. Mr Anil Kumar' });
      expect(call.textContent).toContain('Call');
    });

    it('is absent with neither WhatsApp nor phone', () => {
      render(<HealerCard healer={healer({ bookingWhatsApp: null, phone: '' })} />);
      expect(screen.queryByRole('button', { name: /^Book / })).toBeNull();
      expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
    });
  });

  describe('address lines', () => {
    it.each([
      {
        case: 'structured parts, one line per pair',
        overrides: {},
        lines: ['Lotus Clinic, MG Road', 'Kochi', 'Ernakulam, Kerala', 'India, 682011'],
      },
      {
        case: 'blank parts skipped',
        overrides: { building: '  ', addressField2: 'MG Road', country: null },
        lines: ['MG Road', 'Kochi', 'Ernakulam, Kerala', '682011'],
      },
    ])('$case', ({ overrides, lines }) => {
      render(<HealerCard healer={healer(overrides)} />);
      const address = card().querySelector('address');
      const shown = [...(address?.querySelectorAll('span.block') ?? [])].map(
        (line) => line.textContent,
      );
      expect(shown).toEqual(lines);
    });

    it('uses the free-text location only when no structured part exists', () => {
      const none = {
        building: null,
        addressField2: null,
        addressField3: null,
        city: null,
        district: '',
        state: null,
        country: null,
        pincode: '',
        location: 'Near the temple, Guruvayur',
      };
      render(<HealerCard healer={healer(none)} />);
      expect(card().querySelector('address')?.textContent).toBe('Near the temple, Guruvayur');
    });
  });

  describe('services', () => {
    it('shows the first three and a +N more badge', () => {
      render(<HealerCard healer={healer({ services: ['A', 'B', 'C', 'D', 'E'] })} />);
      const list = screen.getByRole('list', { name: 'Services Offered' });
      const items = within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(items).toEqual(['A', 'B', 'C', '+2 more']);
    });

    it('has no +N more badge for three services or fewer', () => {
      render(<HealerCard healer={healer({ services: ['A', 'B', 'C'] })} />);
      expect(screen.queryByText(/more$/)).toBeNull();
    });
  });

  describe('rating badge', () => {
    it.each([
      { rating: 4.5, reviewCount: 12, text: '(12 reviews)' },
      { rating: 5, reviewCount: 1, text: '(1 review)' },
      { rating: 3.2, reviewCount: 0, text: '(0 reviews)' },
    ])('rating $rating with $reviewCount reviews reads $text', ({ rating, reviewCount, text }) => {
      render(<HealerCard healer={healer({ rating, reviewCount })} />);
      const badge = screen.getByTestId('rating-badge');
      expect(badge.textContent).toContain(text);
      expect(badge.textContent).toContain(`Rated ${rating} out of 5`);
    });

    it('is not shown for a rating of 0', () => {
      render(<HealerCard healer={healer({ rating: 0, reviewCount: 3 })} />);
      expect(screen.queryByTestId('rating-badge')).toBeNull();
    });
  });

  it('shows a holiday as "Holiday: {text}"', () => {
    render(<HealerCard healer={healer({ holidays: 'Onam week' })} />);
    expect(screen.getByText('Holiday: Onam week')).toBeTruthy();
  });

  it('links Profile to the healer page', () => {
    render(<HealerCard healer={healer({ id: 'abc 1' })} />);
    const profile = screen.getByRole('link', { name: 'View profile of Acu Hr. Mr Anil Kumar' });
    expect(profile.getAttribute('href')).toBe('/healer/abc%201');
  });

  it('shows Inactive, Edit and Delete only in the admin view with handlers', () => {
    const edits: Healer[] = [];
    const deletes: string[] = [];
    const hidden = healer({ isActive: 'false' });
    const { rerender } = render(<HealerCard healer={hidden} />);
    expect(screen.queryByText('Inactive')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    rerender(
      <HealerCard
        healer={hidden}
        adminView
        canEdit
        onEdit={(value) => edits.push(value)}
        onDelete={(id) => deletes.push(id)}
      />,
    );
    expect(screen.getByText('Inactive')).toBeTruthy();
    screen.getByRole('button', { name: 'Edit' }).click();
    screen.getByRole('button', { name: 'Delete' }).click();
    expect(edits).toEqual([hidden]);
    expect(deletes).toEqual(['h1']);
  });
});

describe('the card’s opening line (spec §4), in the clinics’ time (Asia/Kolkata)', () => {
  afterEach(() => vi.useRealTimers());

  // Monday 23 November 2026; IST is UTC+5:30.
  const at = (ist: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`2026-11-23T${ist}:00+05:30`));
  };
  const week = (overrides: Partial<Record<string, object>> = {}) =>
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
      day,
      isOpen: false,
      ...overrides[day],
    })) as Healer['clinicTimings'];
  const lineOf = (text: string) => within(card()).getByText(text).closest('p')!;

  it.each([
    [
      'green Open Now with the day’s first start and last end',
      '17:30',
      week({
        Monday: {
          isOpen: true,
          morningStart: '09:00',
          morningEnd: '13:00',
          eveningStart: '16:00',
          eveningEnd: '19:00',
        },
      }),
      'Open Now: (9:00 AM - 7:00 PM)',
      'text-emerald-700',
    ],
    [
      'blue Next Open Today before the day’s opening',
      '08:15',
      week({ Monday: { isOpen: true, morningStart: '09:00', morningEnd: '13:00' } }),
      'Next Open Today (9:00 AM - 1:00 PM)',
      'text-blue-700',
    ],
    [
      'blue Next Open {day} once today is over, with an evening-only day’s times',
      '20:00',
      week({
        Monday: { isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
        Wednesday: { isOpen: true, eveningStart: '17:00', eveningEnd: '20:30' },
      }),
      'Next Open Wednesday (5:00 PM - 8:30 PM)',
      'text-blue-700',
    ],
    // At 10:00 in Kochi it is 04:30 in UTC: a clock read in UTC would say Next Open Today.
    [
      'green Open Now at 10:00 in Kochi, before the opening in UTC',
      '10:00',
      week({ Monday: { isOpen: true, morningStart: '09:00', morningEnd: '13:00' } }),
      'Open Now: (9:00 AM - 1:00 PM)',
      'text-emerald-700',
    ],
    // At 18:00 in Kochi it is 12:30 in UTC, inside the morning hours.
    [
      'blue Next Open {day} at 18:00 in Kochi, though UTC is still in the morning hours',
      '18:00',
      week({
        Monday: { isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
        Thursday: { isOpen: true, morningStart: '10:00', morningEnd: '12:00' },
      }),
      'Next Open Thursday (10:00 AM - 12:00 PM)',
      'text-blue-700',
    ],
    [
      'Hours not available when no day opens',
      '10:00',
      week(),
      'Hours not available',
      'text-slate-600',
    ],
  ])('%s', (_case, time, clinicTimings, text, colour) => {
    at(time);
    render(<HealerCard healer={healer({ clinicTimings })} />);
    const line = lineOf(text);
    expect(line.textContent).toBe(text);
    expect(line.className).toContain(colour);
  });

  it('turns the day at midnight in Kochi, not in UTC', () => {
    // Tuesday 01:00 in Kochi is still Monday 19:30 in UTC, when Monday's evening hours run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T01:00:00+05:30'));
    const clinicTimings = week({
      Monday: { isOpen: true, eveningStart: '16:00', eveningEnd: '21:00' },
      Tuesday: { isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
    });
    render(<HealerCard healer={healer({ clinicTimings })} />);
    const text = 'Next Open Today (9:00 AM - 1:00 PM)';
    expect(lineOf(text).textContent).toBe(text);
  });

  it('shows no opening line without timings', () => {
    at('10:00');
    render(<HealerCard healer={healer({ clinicTimings: [] })} />);
    expect(within(card()).queryByText(/Open Now|Next Open|Hours not available/)).toBeNull();
  });
});

describe('trust on the card (decision 044)', () => {
  it('shows the verified mark, named for screen readers, only when verified', () => {
    render(
      <HealerCard
        healer={healer({ verification: { checkedOn: '2026-03-12', checks: ['membership'] } })}
      />,
    );
    expect(within(card()).getByRole('img', { name: 'Verified by the federation' })).toBeTruthy();
    // The heading (and so the card's name) stays the healer's name alone.
    expect(screen.getByRole('article', { name: 'Acu Hr. Mr Anil Kumar' })).toBeTruthy();
    cleanup();
    render(<HealerCard healer={healer()} />);
    expect(screen.queryByRole('img', { name: 'Verified by the federation' })).toBeNull();
  });

  it('says "On leave until" instead of the opening line while on leave', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T10:00:00+05:30'));
    try {
      render(
        <HealerCard
          healer={healer({
            clinicTimings: [
              { day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
            ],
            leave: [{ from: '2026-11-28', to: '2026-12-04', note: null }],
          })}
        />,
      );
      expect(within(card()).getByText('On leave until 4 December')).toBeTruthy();
      expect(within(card()).queryByText(/Open Now/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
