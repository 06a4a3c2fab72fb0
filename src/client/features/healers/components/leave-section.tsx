import { CalendarClock } from 'lucide-react';
import type { LeaveLike } from '../../../../shared/domain/leave.js';
import { leaveFrom } from '../../../../shared/domain/leave.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import { useClinicClock } from '../../../hooks/use-clinic-clock.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { SectionCard } from './section-card.js';

/** The profile's current and upcoming leave, each with its note; nothing when there is none. */
export function LeaveSection({ leave }: { leave: readonly LeaveLike[] }) {
  const t = useT();
  const format = useFormat();
  const { now, timeZone } = useClinicClock();
  // A profile kept offline may hold leave that has ended since.
  const periods = leaveFrom(leave, todayDate(now, timeZone));
  if (periods.length === 0) return null;
  return (
    <SectionCard title={t('trust.leaveTitle')} icon={CalendarClock}>
      <ul className="space-y-2">
        {periods.map((period) => (
          <li key={`${period.from}-${period.to}`}>
            <p className="font-medium text-slate-900">
              {format.dates.dateRange(period.from, period.to)}
            </p>
            {period.note ? <p className="text-slate-600">{period.note}</p> : null}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
