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
 * Under a disabled Book, what it waits for: the required fields still blank, by their labels,
 * or a date before today. The rule that enables Book stays the specification's (§5).
 */
export function WhatBookWaitsFor({
  id,
  missing,
  dateInPast,
}: {
  id: string;
  missing: readonly RequiredBookingField[];
  dateInPast: boolean;
}) {
  const t = useT();
  const text =
    missing.length > 0
      ? t('booking.problems.missing', {
          fields: missing.map((field) => t(`booking.${field}`)).join(', '),
        })
      : dateInPast
        ? t('booking.dateInPast')
        : null;
  if (!text) return null;
  return (
    <p id={id} className="text-sm text-slate-700 sm:text-right" data-testid="book-waits-for">
      {text}
    </p>
  );
}
