import { DAY_PRESETS, WEEK_DAYS, type WeekDay } from '../../../shared/constants/days.js';
import { minutesOf } from '../../../shared/domain/open-status.js';
import type { ClinicTiming } from '../../../shared/schemas/clinic-timing.js';

/** One day as the editor holds it: every time present, blank when unset. */
export type EditorDay = {
  day: WeekDay;
  isOpen: boolean;
  morningStart: string;
  morningEnd: string;
  eveningStart: string;
  eveningEnd: string;
};

export type DayPreset = keyof typeof DAY_PRESETS;

const closedDay = (day: WeekDay): EditorDay => ({
  day,
  isOpen: false,
  morningStart: '',
  morningEnd: '',
  eveningStart: '',
  eveningEnd: '',
});

/** The saved timings as seven editor days, Monday to Sunday; a day not saved shows as closed. */
export function toEditorDays(
  timings: readonly Partial<ClinicTiming>[] | null | undefined,
): EditorDay[] {
  return WEEK_DAYS.map((day) => {
    const saved = timings?.find((entry) => entry.day === day);
    if (!saved) return closedDay(day);
    return {
      day,
      isOpen: saved.isOpen ?? true,
      morningStart: saved.morningStart ?? '',
      morningEnd: saved.morningEnd ?? '',
      eveningStart: saved.eveningStart ?? '',
      eveningEnd: saved.eveningEnd ?? '',
    };
  });
}

const hasTimes = (day: EditorDay) =>
  [day.morningStart, day.morningEnd, day.eveningStart, day.eveningEnd].some((time) => time !== '');

/**
 * The editor's days as they are saved. A week left entirely closed and empty saves as no timings
 * at all, so a healer who never set hours keeps showing no open/closed badge.
 */
export function fromEditorDays(days: readonly EditorDay[]): ClinicTiming[] {
  if (days.every((day) => !day.isOpen && !hasTimes(day))) return [];
  return days.map((day) => ({ ...day }));
}

/** A day with a preset applied: open, the preset's morning, no evening. */
export function applyPreset(day: EditorDay, preset: DayPreset): EditorDay {
  return { ...day, isOpen: true, ...DAY_PRESETS[preset] };
}

/** From this time on (15:00) a session's end is no morning's: Malayalam calls it evening. */
const AFTERNOON_ENDS = 15 * 60;

/**
 * Whether the day is one session running past the morning (the Full Day preset's 9 AM to 6 PM):
 * its first times then read "Opens" and "Closes", never a "morning" that closes at 6 PM.
 */
export function isSingleLongSession(day: EditorDay): boolean {
  const end = minutesOf(day.morningEnd);
  return day.eveningStart === '' && day.eveningEnd === '' && end !== null && end >= AFTERNOON_ENDS;
}
