import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { Healer } from '../../../../shared/schemas/healer.js';

type DialogProps = { healer: Healer; open: boolean; onOpenChange: (open: boolean) => void };

// The dialog (form, Radix Dialog, message building) is apart from the entry; its code comes once
// the page has loaded and the main thread is idle, or at the first tap on Book if sooner, so that
// the tap draws it at once (decision 064).
let loaded: ComponentType<DialogProps> | undefined;
const load = () =>
  import('../../booking/components/booking-dialog.js').then((module) => {
    loaded = module.default;
    return module;
  });
const BookingDialog = lazy(load);

let warming = false;
/** Fetches the dialog's code when the page has loaded and the main thread is next idle. */
function warmUp() {
  if (warming) return;
  warming = true;
  const idle = () =>
    (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(() => {
      // Offline, the code is fetched on the tap instead.
      load().catch(() => {
        warming = false;
      });
    });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Mounts the booking dialog once it has been opened, and keeps it mounted so it can close smoothly. */
export function LazyBookingDialog(props: DialogProps) {
  const [requested, setRequested] = useState(false);
  useEffect(warmUp, []);
  if (props.open && !requested) setRequested(true);
  if (!requested && !props.open) return null;
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <BookingDialog {...props} />
    </Suspense>
  );
}
