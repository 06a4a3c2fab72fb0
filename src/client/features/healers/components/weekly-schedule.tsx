import { CalendarDays } from 'lucide-react';
import { SCHEDULE_DAYS } from '../../../../shared/constants/days.js';
import { isOnLeaveOn, type LeaveLike } from '../../../../shared/domain/leave.js';
import { daySchedule } from '../../../../shared/domain/open-status.js';
import { todayDate, todayWeekDay } from '../../../../shared/domain/zoned-time.js';
import type { ClinicTiming } from '../../../../shared/schemas/clinic-timing.js';
import { Badge } from '../../../components/ui/badge.js';
import { cn } from '../../../components/ui/cn.js';
import { useClinicClock } from '../../../hooks/use-clinic-clock.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { scheduleWords } from '../../../i18n/schedule-words.js';
import { SectionCard } from './section-card.js';

/**
 * Sunday to Saturday with today (in the clinics' zone) highlighted; each day's ranges, Open or
 * Closed. On a day of leave, today's row says so instead of its usual hours.
 */
export function WeeklySchedule({
  timings,
  leave = [],
}: {
  timings: readonly ClinicTiming[];
  leave?: readonly LeaveLike[];
}) {
  const t = useT();
  const format = useFormat();
  const { now, timeZone } = useClinicClock();
  const today = todayWeekDay(now, timeZone);
  // The header says until when (OpeningLine); the row only that today is not as usual.
  const onLeave = isOnLeaveOn(leave, todayDate(now, timeZone));
  if (timings.length === 0) {
    return (
      <SectionCard title={t('profile.schedule')} icon={CalendarDays}>
        <p className="text-slate-600">{t('card.hoursNotAvailable')}</p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('profile.schedule')} icon={CalendarDays}>
      {/* Day and hours side by side where the widest row fits (24rem: "Wednesday", the Today
          badge and a range), else every row stacks the same way: no row wraps on its own. */}
      <ul className="@container divide-y divide-slate-100">
        {SCHEDULE_DAYS.map((day) => {
          const schedule = daySchedule(timings.find((entry) => entry.day === day));
          const isToday = day === today;
          return (
            <li
              key={day}
              aria-current={isToday ? 'date' : undefined}
              data-testid={`schedule-${day}`}
              className={cn(
                'grid items-start gap-x-4 gap-y-1 px-3 py-2.5 @sm:grid-cols-[auto_1fr]',
                isToday && 'rounded-lg bg-primary-soft ring-1 ring-primary/30',
              )}
            >
              <span
                className={cn(
                  'flex items-center gap-2 font-medium',
                  isToday ? 'text-primary-strong' : 'text-slate-800',
                )}
              >
                {t(`days.${day}`)}
                {isToday ? <Badge variant="primary">{t('profile.today')}</Badge> : null}
              </span>
              <span className="text-sm @sm:text-right">
                {isToday && onLeave ? (
                  <span className="font-medium text-amber-800">{t('profile.onLeave')}</span>
                ) : schedule.kind === 'closed' ? (
                  <span className="font-medium text-red-700">{t('profile.closed')}</span>
                ) : schedule.kind === 'open' ? (
                  <span className="font-medium text-emerald-700">{t('profile.open')}</span>
                ) : (
                  <span className="flex flex-col text-slate-700">
                    {scheduleWords(schedule, t, format).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
