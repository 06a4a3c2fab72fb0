import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/constants/limits.js';

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The unfiltered directory in a fresh random order every 5 s, so no healer is always first.
 * Paused for 10 s after the visitor touches a card, while focus is inside the list, and while
 * `hold` says a card is being read (the phone's stack away from its first card, DESIGN §5), so
 * nothing moves under someone who is reading or using it.
 */
export function useReshuffle<T>(
  items: readonly T[] | undefined,
  enabled: boolean,
  container: React.RefObject<HTMLElement | null>,
): {
  list: readonly T[];
  shuffleKey: number;
  pause: () => void;
  hold: (held: boolean) => void;
} {
  const [order, setOrder] = useState<{
    source: readonly T[] | undefined;
    list: readonly T[];
    key: number;
  }>({ source: items, list: items ?? [], key: 0 });
  const pausedUntil = useRef(0);
  const held = useRef(false);

  // A new list from the server replaces the current order; the next page of the same list
  // (decision 026) joins the end of it, and the cards already shown stay where they are.
  let current = order;
  if (order.source !== items) {
    const before = order.source;
    const grew =
      before !== undefined &&
      items !== undefined &&
      items.length > before.length &&
      before.every((item, i) => items[i] === item);
    current = grew
      ? { source: items, list: [...order.list, ...items.slice(before.length)], key: order.key }
      : { source: items, list: items ?? [], key: order.key + 1 };
    setOrder(current);
  }

  useEffect(() => {
    if (!enabled || !items || items.length < 2) return;
    const id = setInterval(() => {
      if (held.current || Date.now() < pausedUntil.current || document.hidden) return;
      if (container.current?.contains(document.activeElement)) return;
      // A transition: with every healer shown, redrawing the list is long work that React may
      // split and interrupt, so a tap during it is answered at once.
      startTransition(() =>
        setOrder((previous) => ({
          ...previous,
          list: shuffled(previous.list),
          key: previous.key + 1,
        })),
      );
    }, LIMITS.reshuffleMs);
    return () => clearInterval(id);
  }, [enabled, items, container]);

  const pause = useCallback(() => {
    pausedUntil.current = Date.now() + LIMITS.reshufflePauseMs;
  }, []);

  // Let go, the 10 s pause starts again: the stack calls pause as the visitor moves back to the
  // first card, and so does this, for a hold that ends any other way.
  const hold = useCallback((value: boolean) => {
    if (held.current && !value) pausedUntil.current = Date.now() + LIMITS.reshufflePauseMs;
    held.current = value;
  }, []);

  return { list: current.list, shuffleKey: current.key, pause, hold };
}
