import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/constants/limits.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { ChevronLeft, ChevronRight } from '../../../components/icons.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';
import { swipeDirection } from '../swipe.js';
import { HealerCard } from './healer-card.js';
import { StackDots } from './stack-dots.js';

/** Movement (px) before a press becomes a drag; below it, taps reach the card's buttons. */
const DRAG_START_PX = 8;

type Drag = { pointerId: number; startX: number; startTime: number; dx: number; dragging: boolean };

/**
 * The small-screen list: one card at a time, swiped with pointer events (no animation library)
 * or moved with the previous/next buttons and the dots.
 */
export function CardStack(props: {
  healers: readonly Healer[];
  shuffleKey: number;
  onInteract: () => void;
  /**
   * Told true while a card other than the first shows, false when the first is back: reading
   * card 3 counts as interacting, so the reshuffle waits for the first card (DESIGN §5).
   */
  onAwayFromFirst?: (away: boolean) => void;
  /**
   * A search's pages (decision 026): how many match in all, for the counter and the reset, and
   * what asks for the next page when the visitor reaches the last cards loaded.
   */
  total?: number;
  onNeedMore?: () => void;
  /** The healer whose card to show first when the list has it, until the visitor moves on. */
  restoreId?: string | undefined;
  /** Told the id of the healer whose card shows. */
  onShow?: ((id: string) => void) | undefined;
}) {
  const { healers, shuffleKey, onInteract, onAwayFromFirst, onNeedMore, onShow } = props;
  const total = props.total ?? healers.length;
  const t = useT();
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const [hintVisible, setHintVisible] = useState(true);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  // A new or reshuffled list starts again at its first card (a search's next page, which keeps
  // its total, is the same list arriving), or at the card to restore while the visitor has not
  // moved (the list the visitor came back to, decision 066).
  const restore = useRef(props.restoreId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on length or shuffle only
  useEffect(() => {
    const wanted = restore.current;
    setIndex(
      wanted
        ? Math.max(
            0,
            healers.findIndex((healer) => healer.id === wanted),
          )
        : 0,
    );
  }, [total, shuffleKey]);
  useEffect(() => {
    const id = setTimeout(() => setHintVisible(false), LIMITS.swipeHintMs);
    return () => clearTimeout(id);
  }, []);

  const last = healers.length - 1;
  const current = Math.max(0, Math.min(index, last));
  const nearEnd = onNeedMore !== undefined && healers.length < total && current >= last - 2;
  useEffect(() => {
    if (nearEnd) onNeedMore?.();
  }, [nearEnd, onNeedMore]);
  const away = current > 0;
  useEffect(() => {
    onAwayFromFirst?.(away);
  }, [away, onAwayFromFirst]);
  // Gone (the list became a grid or a search), the stack holds nothing.
  useEffect(() => () => onAwayFromFirst?.(false), [onAwayFromFirst]);
  const go = (next: number) => {
    onInteract();
    restore.current = undefined;
    setIndex(Math.max(0, Math.min(next, last)));
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    onInteract();
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startTime: performance.now(),
      dx: 0,
      dragging: false,
    };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    state.dx = event.clientX - state.startX;
    if (!state.dragging && Math.abs(state.dx) > DRAG_START_PX) {
      state.dragging = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (state.dragging) setOffset(state.dx);
  };
  const endDrag = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state || state.pointerId !== event.pointerId || !state.dragging) return;
    suppressClick.current = true;
    const direction = swipeDirection(state.dx, performance.now() - state.startTime);
    if (direction) go(direction === 'next' ? current + 1 : current - 1);
    setOffset(0);
  };

  const healer = healers[current];
  const shownId = healer?.id;
  useEffect(() => {
    if (shownId) onShow?.(shownId);
  }, [shownId, onShow]);
  if (!healer) return null;
  const behind = healers[current + 1];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.stack.label')}
      className="flex flex-col gap-4"
    >
      <div className="relative mx-auto w-full max-w-sm">
        {behind ? (
          <div
            aria-hidden="true"
            className="absolute inset-x-3 top-3 bottom-0 rounded-xl border border-slate-200 bg-white shadow-sm"
          />
        ) : null}
        <div
          key={healer.id}
          className={cn(
            'relative touch-pan-y select-none',
            offset === 0 && 'transition-transform duration-200',
          )}
          style={{ transform: `translateX(${offset}px) rotate(${offset / 30}deg)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onClickCapture={(event) => {
            if (suppressClick.current) {
              suppressClick.current = false;
              event.preventDefault();
              event.stopPropagation();
            }
          }}
          data-testid="card-stack-card"
        >
          <HealerCard healer={healer} eagerPhoto />
        </div>
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('home.stack.previous')}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="flex flex-col items-center gap-1">
          <p
            className="text-sm font-medium text-slate-700"
            aria-live="polite"
            data-testid="stack-counter"
          >
            {t('home.stack.counter', { current: current + 1, total })}
          </p>
          <StackDots count={healers.length} current={current} onSelect={go} />
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('home.stack.next')}
          disabled={current === last}
          onClick={() => go(current + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p
        className={cn(
          'text-center text-sm text-slate-600 transition-opacity duration-500',
          hintVisible ? 'opacity-100' : 'opacity-0',
        )}
        aria-hidden={!hintVisible}
      >
        {t('home.stack.swipeHint')}
      </p>
    </section>
  );
}
