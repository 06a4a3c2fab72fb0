import { AlertTriangle } from 'lucide-react';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { type BookingWarnings, hoursOnDate } from '../booking-rules.js';

/** The chosen day's hours and the soft warnings; shown beside the fields, never blocking Book. */
export function BookingNotices(props: {
  timings: readonly ClinicTiming[];
  date: string;
  today: string;
  warnings: BookingWarnings;
}) {
  const { timings, date, today, warnings } = props;
  const t = useT();
  const format = useFormat();
  // On leave, the usual hours of that weekday would mislead: the leave warning says it all.
  const hours = warnings.onLeaveUntil ? ({ kind: 'none' } as const) : hoursOnDate(timings, date);
  let hoursText: string | null = null;
  if (hours.kind === 'closed') {
    hoursText = date === today ? t('booking.closedToday') : t('booking.closedOnDay');
  } else if (hours.kind === 'open') {
    hoursText = t('booking.openOnDay', { day: t(`days.${hours.day}`) });
  } else if (hours.kind === 'hours') {
    hoursText = t('booking.hoursOnDay', {
      day: t(`days.${hours.day}`),
      hours: hours.ranges.map((range) => format.timeRange(range.start, range.end)).join(', '),
    });
  }
  // Empty, the live region stays in the page (so later notices are announced) but out of the grid.
  return (
    <div
      className={
        hoursText || warnings.closedOnDate || warnings.outsideHours || warnings.onLeaveUntil
          ? 'col-span-2 flex flex-col gap-2'
          : 'sr-only'
      }
      aria-live="polite"
    >
      {hoursText ? (
        <p
          className={
            hours.kind === 'closed' ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'
          }
        >
          {hoursText}
        </p>
      ) : null}
      {warnings.onLeaveUntil ? (
        <Warning
          text={t('booking.onLeaveOnDate', { date: format.dates.dayMonth(warnings.onLeaveUntil) })}
        />
      ) : null}
      {warnings.closedOnDate ? <Warning text={t('booking.closedOnDate')} /> : null}
      {warnings.outsideHours ? <Warning text={t('booking.outsideHours')} /> : null}
    </div>
  );
}

function Warning({ text }: { text: string }) {
  return (
    <p className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
