import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ModalContent, type ModalContentProps } from './modal-content.js';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

const SHEET_PANEL =
  'fixed inset-y-0 right-0 z-50 flex w-80 max-w-full flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl focus:outline-none';

/** A panel sliding in from the right edge (the mobile menu), w-80. */
export function SheetContent(props: ModalContentProps) {
  return <ModalContent panelClassName={SHEET_PANEL} {...props} />;
}
