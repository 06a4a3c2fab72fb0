import type { LeaveLike } from '../../../../shared/domain/leave.js';
import { openingLine } from '../../../../shared/domain/open-status.js';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { CalendarOff, Clock } from '../../../components/icons.js';
import { cn } from '../../../components/ui/cn.js';
import { useClinicClock } from '../../../hooks/use-clinic-clock.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';

/**
 * Open now (green), the next opening (blue), on leave (amber) or 'Hours not available'; nothing
 * without timings unless on leave.
 */
export function OpeningLine({
  timings,
  leave,
}: {
  timings: readonly ClinicTiming[];
  leave?: readonly LeaveLike[];
}) {
  const t = useT();
  const format = useFormat();
  const { now, timeZone } = useClinicClock();
  const line = openingLine(timings, now, timeZone, leave);
  if (line === null) return null;
  let text: string;
  let tone: string;
  switch (line.kind) {
    case 'on-leave':
      return (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-amber-800">
          <CalendarOff className="size-4 shrink-0" aria-hidden="true" />
          <span>{t('trust.onLeaveUntil', { date: format.dates.dayMonth(line.until) })}</span>
        </p>
      );
    case 'open':
      text = t('card.openNow', { start: format.time(line.start), end: format.time(line.end) });
      tone = 'text-emerald-700';
      break;
    case 'next-today':
      text = t('card.nextOpenToday', {
        start: format.time(line.start),
        end: format.time(line.end),
      });
      tone = 'text-blue-700';
      break;
    case 'reopens-today':
      text = t('card.reopensToday', {
        start: format.time(line.start),
        end: format.time(line.end),
      });
      tone = 'text-blue-700';
      break;
    case 'next-day':
      text = t('card.nextOpenDay', {
        day: t(`days.${line.day}`),
        start: format.time(line.start),
        end: format.time(line.end),
      });
      tone = 'text-blue-700';
      break;
    case 'next-date':
      // The specification's line with a date where a weekday would name the wrong week.
      text = t('card.nextOpenDay', {
        day: format.dates.dayMonth(line.date),
        start: format.time(line.start),
        end: format.time(line.end),
      });
      tone = 'text-blue-700';
      break;
    default:
      text = t('card.hoursNotAvailable');
      tone = 'text-slate-600';
  }
  return (
    <p className={cn('flex items-center gap-1.5 text-sm font-medium', tone)}>
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
