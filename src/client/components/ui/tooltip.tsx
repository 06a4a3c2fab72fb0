import { type ReactElement, type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';

type TooltipModule = typeof import('./icon-tooltip.js');

let loaded: TooltipModule | undefined;
let requested = false;
const listeners = new Set<() => void>();

/**
 * Swaps the loaded tooltips in. The buttons they wrap are drawn anew, so one that had the
 * keyboard focus gets it back.
 */
function swapIn(module: TooltipModule): void {
  const active = document.activeElement;
  const label = active instanceof HTMLElement ? active.getAttribute('aria-label') : null;
  loaded = module;
  for (const listener of listeners) listener();
  if (label) {
    setTimeout(() =>
      document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`)?.focus(),
    );
  }
}

let loading: Promise<void> | undefined;

/**
 * Loads the tooltips now, once; resolves when they are swapped in. Component tests call it
 * first, so that no import starts after their environment is torn down.
 */
export function loadTooltips(): Promise<void> {
  loading ??= import('./icon-tooltip.js').then(swapIn, (error: unknown) =>
    console.warn('Tooltips could not be loaded', error),
  );
  return loading;
}

/**
 * Radix's tooltip is about 20 KB on the wire with its positioning, too much for the home page's
 * first load: it is loaded once the browser is idle after the first tooltip's buttons came near
 * the screen. A tooltip waits 700 ms before it opens anyway.
 */
function loadWhenIdle(): void {
  if (requested) return;
  requested = true;
  const start = () => void loadTooltips();
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 200);
}

/** How near the screen a row of tooltip buttons is when their code starts loading. */
const NEAR_MARGIN = '200px 0px';
let observer: IntersectionObserver | undefined;

/**
 * Loads the tooltips once `row` comes near the screen (on a phone the cards are below the first
 * screen, so a visitor who never scrolls to them never downloads them; DESIGN §8).
 */
function loadWhenNear(row: Element | null | undefined): (() => void) | undefined {
  if (requested) return undefined;
  if (!row || typeof IntersectionObserver === 'undefined') {
    loadWhenIdle();
    return undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer?.disconnect();
      loadWhenIdle();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(row);
  return () => observer?.unobserve(row);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useTooltipModule(): TooltipModule | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

/**
 * A row of icon buttons whose tooltips share their timing (spec §9): each opens after 700 ms,
 * and the next one within 300 ms of the last closing opens at once. An empty hidden mark finds
 * the row's element in the page (its parent), which says when the row nears the screen.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const module = useTooltipModule();
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => loadWhenNear(mark.current?.parentElement), []);
  return (
    <>
      <span ref={mark} hidden />
      {module ? <module.TooltipTiming>{children}</module.TooltipTiming> : children}
    </>
  );
}

/**
 * The name of an icon-only button, shown beside it on hover or keyboard focus; inside a
 * TooltipGroup. Until the tooltip's code has arrived (and in the server's pre-render) the
 * button is shown alone.
 */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  const module = useTooltipModule();
  return module ? <module.IconTooltip label={label}>{children}</module.IconTooltip> : children;
}
