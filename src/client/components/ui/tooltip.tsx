import { type ReactElement, type ReactNode, useEffect, useSyncExternalStore } from 'react';

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
 * Radix's tooltip is about 12 KB gzip (mostly its positioning), too much for the home page's
 * first script: it is loaded once the browser is idle after the first tooltip's button appeared.
 * A tooltip waits 700 ms before it opens anyway.
 */
function loadWhenIdle(): void {
  if (requested) return;
  requested = true;
  const start = () => void loadTooltips();
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 200);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useTooltipModule(): TooltipModule | undefined {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  useEffect(loadWhenIdle, []);
  return module;
}

/**
 * A row of icon buttons whose tooltips share their timing (spec §9): each opens after 700 ms,
 * and the next one within 300 ms of the last closing opens at once.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const module = useTooltipModule();
  return module ? <module.TooltipTiming>{children}</module.TooltipTiming> : children;
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
