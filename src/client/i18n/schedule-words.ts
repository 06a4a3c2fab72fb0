import type { DaySchedule } from '../../shared/domain/open-status.js';
import type { Formatters } from './format.js';
import type { Translate } from './translator.js';

/**
 * A schedule day's hours as the profile writes them: "Closed", "Open", or one line per session
 * ("Morning: 9:00 AM - 1:00 PM"; without the part of the day where the times already say it).
 */
export function scheduleWords(schedule: DaySchedule, t: Translate, format: Formatters): string[] {
  if (schedule.kind === 'closed') return [t('profile.closed')];
  if (schedule.kind === 'open') return [t('profile.open')];
  const session = (part: 'morning' | 'evening', range: { start: string; end: string } | null) =>
    range
      ? [
          `${format.timesSayPartOfDay ? '' : `${t(`profile.${part}`)}: `}${format.timeRange(range.start, range.end)}`,
        ]
      : [];
  return [...session('morning', schedule.morning), ...session('evening', schedule.evening)];
}
