import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { LIMITS } from '../../../shared/constants/limits.js';
import { useT } from '../../i18n/i18n-context.js';
import { cn } from './cn.js';
import { dismissToast, type ToastVariant, useToasts } from './toast-store.js';

const VARIANTS: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/** Renders the toast store with Radix (announced to screen readers, swipe to dismiss). */
export default function Toaster() {
  const t = useT();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={LIMITS.toastDurationMs} label={t('common.notifications')}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
            VARIANTS[item.variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common.close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Off the bottom edge of a phone (the healer editor's sticky Save bar, dialogs' buttons):
          there over the sticky header (h-16), not under it, where every page has its title
          (decision 041); pointer-events-none keeps the empty list from catching the header's
          taps. From sm up at the bottom left (as Material's snackbars): the Save button sits at
          the right of its bar and dialogs are centred. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed left-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-2 sm:top-auto sm:bottom-0 sm:max-w-sm sm:p-4" />
    </ToastPrimitive.Provider>
  );
}
