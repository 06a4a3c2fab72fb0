import { WEEK_DAYS, type WeekDay } from '../../shared/constants/days.js';
import type { ClinicTiming } from '../../shared/schemas/clinic-timing.js';

/** Weekly schedules real clinics keep; 'none' is a healer who has not entered timings. */
export const TIMING_PATTERNS = [
  'both-slots',
  'morning-only',
  'evening-weekdays',
  'mixed',
  'full-day',
  'open-no-times',
  'none',
] as const;
export type TimingPattern = (typeof TIMING_PATTERNS)[number];

type Slots = Omit<ClinicTiming, 'day' | 'isOpen'>;

const NONE: Slots = { morningStart: '', morningEnd: '', eveningStart: '', eveningEnd: '' };
const morning = (start: string, end: string): Slots => ({
  ...NONE,
  morningStart: start,
  morningEnd: end,
});
const evening = (start: string, end: string): Slots => ({
  ...NONE,
  eveningStart: start,
  eveningEnd: end,
});
const both = (ms: string, me: string, es: string, ee: string): Slots => ({
  morningStart: ms,
  morningEnd: me,
  eveningStart: es,
  eveningEnd: ee,
});

const open = (day: WeekDay, slots: Slots): ClinicTiming => ({ day, isOpen: true, ...slots });
const closed = (day: WeekDay): ClinicTiming => ({ day, isOpen: false, ...NONE });

/** The seven days of a clinic that keeps `pattern`, Monday first. */
export function buildClinicTimings(pattern: TimingPattern): ClinicTiming[] {
  switch (pattern) {
    case 'none':
      return [];
    case 'both-slots':
      return WEEK_DAYS.map((day) =>
        day === 'Sunday' ? closed(day) : open(day, both('09:00', '13:00', '16:00', '19:00')),
      );
    case 'morning-only':
      return WEEK_DAYS.map((day) =>
        day === 'Sunday' ? closed(day) : open(day, morning('08:30', '12:30')),
      );
    case 'evening-weekdays':
      // Healers with a day job: evenings on weekdays, mornings at the weekend.
      return WEEK_DAYS.map((day) =>
        day === 'Saturday' || day === 'Sunday'
          ? open(day, morning('08:00', '12:00'))
          : open(day, evening('17:00', '20:30')),
      );
    case 'mixed':
      return WEEK_DAYS.map((day) => {
        if (day === 'Thursday' || day === 'Sunday') return closed(day);
        if (day === 'Wednesday') return open(day, evening('16:00', '19:00'));
        if (day === 'Saturday') return open(day, morning('09:00', '13:00'));
        return open(day, both('09:30', '12:30', '17:00', '19:30'));
      });
    case 'full-day':
      // The editor's 'Full Day' preset, closed on Sunday.
      return WEEK_DAYS.map((day) =>
        day === 'Sunday' ? closed(day) : open(day, morning('09:00', '18:00')),
      );
    case 'open-no-times':
      // Open days without times show 'Open' on the profile's schedule.
      return WEEK_DAYS.map((day) =>
        day === 'Sunday'
          ? closed(day)
          : day === 'Saturday'
            ? open(day, NONE)
            : open(day, morning('10:00', '17:00')),
      );
  }
}
