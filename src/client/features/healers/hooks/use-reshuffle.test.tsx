import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  cleanup,
  fireEvent,
  renderHook,
  render as renderWithoutQueries,
  screen,
} from '@testing-library/react';
import { type ReactElement, type ReactNode, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healerRecord } from '../../../../../tests/factories/healer.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { CardStack } from '../components/card-stack.js';
import { useReshuffle } from './use-reshuffle.js';

/** Cards read the services' names through TanStack Query, as in the app. */
function render(ui: ReactElement) {
  const client = new QueryClient();
  return renderWithoutQueries(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f'];

beforeEach(() => {
  vi.useFakeTimers();
  // Math.random() = 0 makes the shuffle a fixed, different order.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function reshuffle(enabled = true) {
  const container = { current: null };
  return renderHook(() => useReshuffle(ITEMS, enabled, container));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the public list’s reshuffle (spec §4)', () => {
  it('draws the list in a new order every 5 s', () => {
    const { result } = reshuffle();
    expect(result.current.list).toEqual(ITEMS);
    advance(4_999);
    expect(result.current.list).toEqual(ITEMS);
    advance(1);
    const first = result.current.list;
    expect(first).not.toEqual(ITEMS);
    expect([...first].sort()).toEqual(ITEMS);
    expect(result.current.shuffleKey).toBe(1);
    advance(5_000);
    expect(result.current.list).not.toEqual(first);
    expect(result.current.shuffleKey).toBe(2);
  });

  it('pauses for 10 s after the visitor interacts', () => {
    const { result } = reshuffle();
    advance(1_000);
    act(() => result.current.pause());
    advance(9_999); // ticks at 5 s and 10 s fall within the pause (until 11 s)
    expect(result.current.list).toEqual(ITEMS);
    expect(result.current.shuffleKey).toBe(0);
    advance(4_001); // the tick at 15 s
    expect(result.current.list).not.toEqual(ITEMS);
    expect(result.current.shuffleKey).toBe(1);
  });

  it('waits while held (a card other than the first shows), then 10 s after the hold ends', () => {
    const { result } = reshuffle();
    act(() => result.current.hold(true));
    advance(60_000);
    expect(result.current.list).toEqual(ITEMS);
    expect(result.current.shuffleKey).toBe(0);
    act(() => result.current.hold(false)); // back on the first card at 60 s
    advance(9_999);
    expect(result.current.shuffleKey).toBe(0);
    advance(1); // the tick at 70 s, 10 s after the hold ended
    expect(result.current.shuffleKey).toBe(1);
    expect(result.current.list).not.toEqual(ITEMS);
  });

  it('keeps the order of a search (reshuffle off)', () => {
    const { result } = reshuffle(false);
    advance(30_000);
    expect(result.current.list).toEqual(ITEMS);
    expect(result.current.shuffleKey).toBe(0);
  });
});

describe('the card stack’s index', () => {
  const healers = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      healerRecord({
        id: `h${index}`,
        name: `Healer ${index + 1}`,
        phone: '',
        district: 'Kollam',
        pincode: '691001',
      }),
    ) as Healer[];
  const counter = () => screen.getByTestId('stack-counter').textContent;
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next healer' }));

  it('stops at the last card, and starts again at the first on a reshuffle or a new length', () => {
    const list = healers(4);
    const interactions: number[] = [];
    const onInteract = () => interactions.push(1);
    const { rerender } = render(
      <CardStack healers={list} shuffleKey={0} onInteract={onInteract} />,
    );
    expect(counter()).toBe('1 of 4');
    for (let press = 0; press < 3; press += 1) next();
    expect(counter()).toBe('4 of 4');
    expect(screen.getByRole('heading', { name: 'Healer 4' })).toBeTruthy();
    // Clamped: there is no fifth card.
    expect(screen.getByRole('button', { name: 'Next healer' }).hasAttribute('disabled')).toBe(true);
    expect(interactions.length).toBe(3);

    rerender(<CardStack healers={list} shuffleKey={1} onInteract={onInteract} />);
    expect(counter()).toBe('1 of 4');

    next();
    next();
    expect(counter()).toBe('3 of 4');
    rerender(<CardStack healers={healers(2)} shuffleKey={1} onInteract={onInteract} />);
    expect(counter()).toBe('1 of 2');
    expect(screen.getByRole('heading', { name: 'Healer 1' })).toBeTruthy();
  });

  it('tells when it leaves the first card and when it is back (or gone)', () => {
    const away: boolean[] = [];
    const onAwayFromFirst = (value: boolean) => away.push(value);
    const { unmount } = render(
      <CardStack
        healers={healers(4)}
        shuffleKey={0}
        onInteract={() => {}}
        onAwayFromFirst={onAwayFromFirst}
      />,
    );
    expect(away).toEqual([false]);
    next();
    next();
    expect(away).toEqual([false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous healer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous healer' }));
    expect(away).toEqual([false, true, false]);
    next();
    unmount();
    expect(away).toEqual([false, true, false, true, false]);
  });
});

/** The home page's wiring of the two, as healers-section.tsx does it. */
const SIX = Array.from({ length: 6 }, (_, index) =>
  healerRecord({ id: `h${index}`, name: `Healer ${index + 1}`, phone: '' }),
) as Healer[];
function Stack() {
  const container = useRef<HTMLElement>(null);
  const { list: shown, shuffleKey, pause, hold } = useReshuffle(SIX, true, container);
  return (
    <CardStack healers={shown} shuffleKey={shuffleKey} onInteract={pause} onAwayFromFirst={hold} />
  );
}

describe('the home page’s stack and its reshuffle together (DESIGN §5)', () => {
  const counter = () => screen.getByTestId('stack-counter').textContent;
  const heading = () => screen.getAllByRole('heading')[0]!.textContent;

  it('never moves the card being read; back on the first card, it reshuffles 10 s later', () => {
    render(<Stack />);
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next healer' }));
    next();
    next();
    expect(counter()).toBe('3 of 6');
    const reading = heading();
    advance(60_000);
    expect(counter()).toBe('3 of 6');
    expect(heading()).toBe(reading);
    fireEvent.click(screen.getByRole('button', { name: 'Previous healer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous healer' }));
    const first = heading();
    advance(9_000);
    expect(heading()).toBe(first);
    advance(6_000);
    expect(counter()).toBe('1 of 6');
    expect(heading()).not.toBe(first);
  });
});
