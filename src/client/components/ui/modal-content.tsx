import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '../../i18n/i18n-context.js';
import { cn } from './cn.js';

/** The props of Radix's dialog content, which DialogContent and SheetContent take. */
export type ModalContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content>;

/**
 * What the dialog and the sheet share: Radix's content in a portal over a dimmed page, with the
 * close button in its top corner; focus is trapped inside and returns to the trigger on close.
 * `panelClassName` places and styles the panel (the caller's `className` is added to it).
 */
export function ModalContent({
  panelClassName,
  className,
  children,
  ...props
}: ModalContentProps & { panelClassName: string }) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content className={cn(panelClassName, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={t('common.close')}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
