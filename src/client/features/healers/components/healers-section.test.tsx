import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { HealersSection } from './healers-section.js';

// The list's reads are replaced by fixed query states: an error without a message (for the
// default text) cannot be produced through the real fetch, which always names its failure.
type QueryState = {
  data?: Healer[];
  error?: Error | null;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
};
// Both reads come in pages: the same state, as one page holding the whole list.
const state = vi.hoisted(() => ({
  list: {} as QueryState,
  paged() {
    return {
      ...state.list,
      data: state.list.data && {
        pages: [{ items: state.list.data, total: state.list.data.length }],
      },
      hasNextPage: false,
    };
  },
}));
vi.mock('../api/get-healers.js', () => ({ useHealers: () => state.paged() }));
vi.mock('../api/search-healers.js', () => ({ useSearchHealers: () => state.paged() }));

const failed = (message: string): QueryState => ({
  error: new Error(message),
  isPending: false,
  isError: true,
  isSuccess: false,
});

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener() {}, removeEventListener() {} })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the directory list, spec §8', () => {
  it("shows 'Failed to load healers' with the read's message", () => {
    state.list = failed('Failed to fetch healers');
    render(<HealersSection params={{}} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load healers');
    expect(alert.textContent).toContain('Failed to fetch healers');
  });

  it("falls back to 'An unexpected error occurred' when the error has no message", () => {
    state.list = failed('');
    render(<HealersSection params={{}} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load healers');
    expect(alert.textContent).toContain('An unexpected error occurred');
  });

  it('tells the public the directory is being updated when it has no healers', () => {
    state.list = { data: [], error: null, isPending: false, isError: false, isSuccess: true };
    render(<HealersSection params={{}} />);
    expect(
      screen.getByText("We're currently updating our healer directory. Please check back soon."),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No healers found')).toBeNull();
  });

  it('says No healers found, not the public text, for an empty search', () => {
    state.list = { data: [], error: null, isPending: false, isError: false, isSuccess: true };
    render(<HealersSection params={{ query: 'zzz' }} />);
    expect(screen.getByText('No healers found')).toBeTruthy();
    expect(
      screen.queryByText("We're currently updating our healer directory. Please check back soon."),
    ).toBeNull();
  });
});
