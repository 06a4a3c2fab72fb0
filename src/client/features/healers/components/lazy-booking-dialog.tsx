import { useEffect, useState } from 'react';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { lazyPiece, PieceFailed, useLazyPiece } from '../../../components/lazy-piece.js';
import { BookingFacts } from './visit-facts.js';

// The dialog (form, Radix Dialog, message building) loads when a visitor first opens it; a press
// offline says so beside the booking action (decision 066).
const bookingDialog = lazyPiece(() =>
  import('../../booking/components/booking-dialog.js').then((m) => m.default),
);

let warming = false;
/**
 * Fetches the dialog's code when the page has loaded and the main thread is next idle, so a tap
 * on Book draws it at once (decision 064). Offline it waits for the tap, which says so if the
 * code cannot come (decision 066).
 */
function warmUp() {
  if (warming || !navigator.onLine) return;
  warming = true;
  const idle = () =>
    (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(() => {
      bookingDialog.load().catch(() => {
        warming = false;
      });
    });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Mounts the booking dialog once it has been opened, and keeps it mounted so it can close smoothly. */
export function LazyBookingDialog(props: {
  healer: Healer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { open, onOpenChange } = props;
  const dialog = useLazyPiece(bookingDialog);
  const [ready, setReady] = useState(false);
  useEffect(warmUp, []);
  // A press asks for the code; until it has come the dialog stays closed, so a failed load
  // leaves nothing waiting to pop up later: the next press asks again.
  useEffect(() => {
    if (!open || ready) return;
    if (bookingDialog.loaded) {
      setReady(true);
      return;
    }
    onOpenChange(false);
    dialog.request(() => {
      setReady(true);
      onOpenChange(true);
    });
  }, [open, ready, dialog.request, onOpenChange]);
  // Loaded by a tap (the hook) or ahead by the idle warm-up (the piece).
  const BookingDialog = dialog.loaded ?? bookingDialog.loaded;
  if (dialog.failed && !open) return <PieceFailed className="basis-full" />;
  if (!BookingDialog || !ready) return null;
  return <BookingDialog {...props} notice={<BookingFacts healer={props.healer} />} />;
}
