import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from './cn.js';
import { ModalContent } from './modal-content.js';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/** A panel sliding in from the right edge (the mobile menu), w-80. */
export function SheetContent({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex w-80 max-w-full flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl focus:outline-none',
        className,
      )}
      {...props}
    />
  );
}
