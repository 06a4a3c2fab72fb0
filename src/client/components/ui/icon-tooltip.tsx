import { Arrow, Content, Portal, Provider, Root, Trigger } from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { LIMITS } from '../../../shared/constants/limits.js';

/** Spec §9's timing for the tooltips inside: open after 700 ms, skip the delay within 300 ms. */
export function TooltipTiming({ children }: { children: ReactNode }) {
  return (
    <Provider
      delayDuration={LIMITS.tooltipOpenDelayMs}
      skipDelayDuration={LIMITS.tooltipSkipDelayMs}
    >
      {children}
    </Provider>
  );
}

/** Radix's tooltip around one icon-only button (loaded on demand by tooltip.tsx). */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Root>
      <Trigger asChild>{children}</Trigger>
      <Portal>
        <Content
          sideOffset={6}
          className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
          <Arrow className="fill-slate-900" />
        </Content>
      </Portal>
    </Root>
  );
}
