import { Clock } from 'lucide-react';
import { openingLine } from '../../../../shared/domain/open-status.js';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { cn } from '../../../components/ui/cn.js';
import { useClinicClock } from '../../../hooks/use-clinic-clock.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';

/** Open now (green), the next opening (blue) or 'Hours not available'; nothing without timings. */
export function OpeningLine({ timings }: { timings: readonly ClinicTiming[] }) {
  const t = useT();
  const format = useFormat();
  const { now, timeZone } = useClinicClock();
  const line = openingLine(timings, now, timeZone);
  if (line === null) return null;
  let text: string;
  let tone: string;
  switch (line.kind) {
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
