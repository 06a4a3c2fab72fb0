/** Day names as stored in clinic timings (full English names). */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The public schedule shows the week from Sunday to Saturday. */
export const SCHEDULE_DAYS: readonly WeekDay[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** Presets of the clinic day editor; neither has an evening slot. */
export const DAY_PRESETS = {
  fullDay: { morningStart: '09:00', morningEnd: '18:00', eveningStart: '', eveningEnd: '' },
  halfDay: { morningStart: '09:00', morningEnd: '13:00', eveningStart: '', eveningEnd: '' },
} as const;
