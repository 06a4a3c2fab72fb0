import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';

// The directory's search in its address (decision 066): each filter of the search panel is a
// query parameter of the same name (`/?query=trichur&district=Thrissur`), read back by the same
// names, so a filter added to the panel's values is in the address with nothing more to list.
// Typing replaces the page's history entry (Back leaves the directory, not the last letter);
// the card the phone's stack shows is kept in that entry's history state.

/** Longer values are cut (the panel's own inputs take 200 characters). */
const MAX_VALUE_LENGTH = 200;

type Filters = Record<string, string>;

/** The filters an address's query string (with or without '?') carries, over `empty`'s keys. */
export function filtersFromAddress<T extends Filters>(search: string, empty: T): T {
  const params = new URLSearchParams(search);
  const filters: Filters = { ...empty };
  for (const name of Object.keys(empty)) {
    const value = params.get(name);
    if (value !== null) filters[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return filters as T;
}

/**
 * The query string (without '?') of `search` with its filters replaced by `filters`: the
 * non-empty ones, trimmed, in the filters' order; other parameters (`lang`) are kept.
 */
export function addressWithFilters(search: string, filters: Filters, empty: Filters): string {
  const params = new URLSearchParams(search);
  for (const name of Object.keys(empty)) params.delete(name);
  for (const [name, value] of Object.entries(filters)) {
    if (name in empty && value.trim() !== '') params.set(name, value.trim());
  }
  return params.toString();
}

/** Where the visitor last was in the directory on this page: its address and open card. */
let remembered: { address: string; card?: string } | undefined;

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/** The directory's address to go back to (a profile's "Back to Directory"): its last search. */
export function directoryAddress(): string {
  return remembered?.address ?? '/';
}

function historyCard(): string | undefined {
  const state: unknown = window.history.state;
  const card = state && typeof state === 'object' ? (state as { card?: unknown }).card : undefined;
  return typeof card === 'string' ? card : undefined;
}

/**
 * The card to show again: the one this history entry had open (Back, reload), else the one last
 * open at this same address (a "Back to Directory" link, which is a new entry).
 */
export function cardToRestore(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return historyCard() ?? (remembered?.address === currentAddress() ? remembered.card : undefined);
}

/** Keeps the card on screen in this history entry and in memory (see cardToRestore). */
export function rememberCard(card: string): void {
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  if (historyCard() !== card) {
    window.history.replaceState({ ...base, card }, '', window.location.href);
  }
  remembered = { address: currentAddress(), card };
}

/**
 * The search panel's values kept in the address: `values` as typed, `settled` once they have
 * not changed for `delay` ms (what is searched and written to the address). The address is read
 * after hydration (the server's pre-render draws the directory without a search) and again
 * whenever a navigation changes it.
 */
export function useFiltersInAddress<T extends Filters>(empty: T, delay: number) {
  const search = useSearch();
  const [values, setValues] = useState<T>(empty);
  const [settled, setSettled] = useState<T>(empty);
  // The query string last read or written, so that our own writes are not read back.
  const known = useRef<string | undefined>(undefined);
  // What was read from the address, until the render that searches it (the renders before it
  // still hold the first, empty values, which must not be written over the address).
  const waiting = useRef<T | undefined>(undefined);

  useLayoutEffect(() => {
    if (search === known.current) return;
    known.current = search;
    const filters = filtersFromAddress(search, empty);
    waiting.current = filters;
    setValues(filters);
    setSettled(filters);
  }, [search, empty]);

  useEffect(() => {
    if (values === settled) return;
    const timer = setTimeout(() => setSettled(values), delay);
    return () => clearTimeout(timer);
  }, [values, settled, delay]);

  useEffect(() => {
    if (known.current === undefined) return;
    if (waiting.current !== undefined) {
      if (settled !== waiting.current) return;
      waiting.current = undefined;
    }
    const next = addressWithFilters(window.location.search, settled, empty);
    if (next !== known.current) {
      known.current = next;
      const { pathname, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${next ? `?${next}` : ''}${hash}`,
      );
    }
    remembered = {
      address: currentAddress(),
      ...(remembered?.address === currentAddress() && remembered.card
        ? { card: remembered.card }
        : {}),
    };
  }, [settled, empty]);

  return { values, setValues, settled };
}
