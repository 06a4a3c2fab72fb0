import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';
import type { BookingFieldProblem, RequiredBookingField } from '../booking-rules.js';

/** The message under a phone or age the form cannot send, or nothing. */
export function FieldProblem({
  id,
  problem,
  className,
}: {
  id: string;
  problem: BookingFieldProblem | undefined;
  className?: string;
}) {
  const t = useT();
  if (!problem) return null;
  return (
    <p id={id} className={cn('text-sm text-red-700', className)}>
      {t(`booking.problems.${problem}`)}
    </p>
  );
}

/**
 * Above a disabled Book, what it waits for: the required fields still blank, by their labels.
 * (A date before today has its own message under the date, which Book then points to.) The
 * rule that enables Book stays the specification's (§5).
 */
export function WhatBookWaitsFor({
  id,
  missing,
}: {
  id: string;
  missing: readonly RequiredBookingField[];
}) {
  const t = useT();
  if (missing.length === 0) return null;
  return (
    <p id={id} className="text-sm text-slate-700 sm:text-right" data-testid="book-waits-for">
      {t('booking.problems.missing', {
        fields: missing.map((field) => t(`booking.${field}`)).join(', '),
      })}
    </p>
  );
}
