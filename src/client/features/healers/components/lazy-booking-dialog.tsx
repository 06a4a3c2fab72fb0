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
let listening = false;
/** The visitor's first doings on a page: a scroll or swipe, a touch, a press, a key. */
const FIRST_INPUTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/**
 * Fetches the dialog's code at the visitor's first input on the page (a scroll to the cards, a
 * swipe, a touch), so that a tap on Book draws it at once (decision 064) while a visit that books
 * nothing never fetches it: the first load stays within its JavaScript budget (decision 073).
 * Offline it waits for the tap, which says so if the code cannot come (decision 066).
 */
function warmUp() {
  if (warming || listening) return;
  listening = true;
  const start = () => {
    for (const type of FIRST_INPUTS) window.removeEventListener(type, start, true);
    listening = false;
    if (warming || !navigator.onLine) return;
    warming = true;
    bookingDialog.load().catch(() => {
      warming = false;
    });
  };
  for (const type of FIRST_INPUTS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
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
