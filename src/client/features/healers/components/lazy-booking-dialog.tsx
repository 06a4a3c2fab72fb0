import { lazy, Suspense, useState } from 'react';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { BookingFacts } from './visit-facts.js';

// The dialog (form, Radix Dialog, message building) loads when a visitor first opens it.
const BookingDialog = lazy(() => import('../../booking/components/booking-dialog.js'));

/** Mounts the booking dialog once it has been opened, and keeps it mounted so it can close smoothly. */
export function LazyBookingDialog(props: {
  healer: Healer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [requested, setRequested] = useState(false);
  if (props.open && !requested) setRequested(true);
  if (!requested && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog {...props} notice={<BookingFacts healer={props.healer} />} />
    </Suspense>
  );
}
