import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  clinicStatusOnDate,
  daySchedule,
  isOpenNow,
  isTimeWithinHours,
  openingLine,
  type TimingLike,
} from './open-status.js';
import { todayDate, todayWeekDay } from './zoned-time.js';

const IST = 'Asia/Kolkata';

/** An instant given as wall-clock time in India (UTC+05:30, no daylight saving). */
const ist = (local: string) => new Date(`${local}+05:30`);

// 2026-11-16 is a Monday; 2026-11-21 a Saturday; 2026-11-22 a Sunday.
const bothSlots: TimingLike[] = [
  {
    day: 'Monday',
    isOpen: true,
    morningStart: '09:00',
    morningEnd: '13:00',
    eveningStart: '16:00',
    eveningEnd: '20:00',
  },
  { day: 'Tuesday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
  { day: 'Wednesday', isOpen: true, eveningStart: '17:00', eveningEnd: '21:00' },
  { day: 'Thursday', isOpen: false, morningStart: '09:00', morningEnd: '13:00' },
  { day: 'Friday', isOpen: true, morningStart: '09:00', morningEnd: '18:00' },
  { day: 'Saturday', isOpen: true, morningStart: '10:00', morningEnd: '16:00' },
  { day: 'Sunday', isOpen: false },
];

describe('isOpenNow', () => {
  it.each([
    ['before the morning slot', '2026-11-16T08:59', false],
    ['at the morning start (inclusive)', '2026-11-16T09:00', true],
    ['at the morning end (inclusive)', '2026-11-16T13:00', true],
    ['in the break', '2026-11-16T13:01', false],
    ['at the evening start (inclusive)', '2026-11-16T16:00', true],
    ['at the evening end (inclusive)', '2026-11-16T20:00', true],
    ['after the evening end', '2026-11-16T20:01', false],
    ['morning-only day, in the morning', '2026-11-17T12:30', true],
    ['morning-only day, in the evening', '2026-11-17T17:00', false],
    ['evening-only day, in the morning', '2026-11-18T10:00', false],
    ['evening-only day, in the evening', '2026-11-18T21:00', true],
    ['closed day within its listed times', '2026-11-19T10:00', false],
    ['Sunday, closed', '2026-11-22T10:00', false],
  ])('%s (%s IST) → %s', (_case, local, expected) => {
    expect(isOpenNow(bothSlots, ist(local), IST)).toBe(expected);
  });

  it('is closed when there are no timings at all', () => {
    expect(isOpenNow([], ist('2026-11-16T10:00'), IST)).toBe(false);
    expect(isOpenNow(null, ist('2026-11-16T10:00'), IST)).toBe(false);
  });

  it('uses the clinics time zone, not the process zone', () => {
    // 03:45 UTC on Monday is 09:15 in India: open there, though it is before 09:00 in UTC.
    expect(isOpenNow(bothSlots, new Date('2026-11-16T03:45:00Z'), IST)).toBe(true);
    expect(isOpenNow(bothSlots, new Date('2026-11-16T03:45:00Z'), 'UTC')).toBe(false);
  });
});

describe('openingLine', () => {
  it.each([
    ['open in the morning', '2026-11-16T10:00', { kind: 'open', start: '09:00', end: '20:00' }],
    [
      'open at the closing minute',
      '2026-11-16T20:00',
      { kind: 'open', start: '09:00', end: '20:00' },
    ],
    [
      'before opening today',
      '2026-11-16T07:00',
      { kind: 'next-today', start: '09:00', end: '20:00' },
    ],
    [
      'at 7 am, before the first session: opens today, not "again"',
      '2026-11-16T07:00',
      { kind: 'next-today', start: '09:00', end: '20:00' },
    ],
    [
      'a minute before the first session',
      '2026-11-16T08:59',
      { kind: 'next-today', start: '09:00', end: '20:00' },
    ],
    [
      'in the break today: opens again at the evening start',
      '2026-11-16T14:00',
      { kind: 'reopens-today', start: '09:00', end: '20:00' },
    ],
    [
      'a minute after the morning ends',
      '2026-11-16T13:01',
      { kind: 'reopens-today', start: '09:00', end: '20:00' },
    ],
    [
      'at 7 am on an evening-only day: opens today',
      '2026-11-18T07:00',
      { kind: 'next-today', start: '17:00', end: '21:00' },
    ],
    [
      'after closing: tomorrow',
      '2026-11-16T20:01',
      { kind: 'next-day', day: 'Tuesday', start: '09:00', end: '13:00' },
    ],
    [
      'evening-only day uses the evening start and end',
      '2026-11-17T14:00',
      { kind: 'next-day', day: 'Wednesday', start: '17:00', end: '21:00' },
    ],
    [
      'skips a closed day',
      '2026-11-18T22:00',
      { kind: 'next-day', day: 'Friday', start: '09:00', end: '18:00' },
    ],
    [
      'wraps Saturday → Monday past a closed Sunday',
      '2026-11-21T17:00',
      { kind: 'next-day', day: 'Monday', start: '09:00', end: '20:00' },
    ],
    [
      'on a closed Sunday: Monday',
      '2026-11-22T11:00',
      { kind: 'next-day', day: 'Monday', start: '09:00', end: '20:00' },
    ],
  ])('%s (%s IST)', (_case, local, expected) => {
    expect(openingLine(bothSlots, ist(local), IST)).toEqual(expected);
  });

  it('has no badge without timings', () => {
    expect(openingLine([], ist('2026-11-16T10:00'), IST)).toBeNull();
    expect(openingLine(undefined, ist('2026-11-16T10:00'), IST)).toBeNull();
  });

  it('says hours are not available when no day is open', () => {
    const closed: TimingLike[] = [
      { day: 'Monday', isOpen: false },
      { day: 'Tuesday', isOpen: true },
    ];
    expect(openingLine(closed, ist('2026-11-16T10:00'), IST)).toEqual({ kind: 'none' });
  });

  it('finds the same weekday next week when it is the only open day', () => {
    const mondayOnly: TimingLike[] = [
      { day: 'Monday', morningStart: '09:00', morningEnd: '12:00' },
    ];
    expect(openingLine(mondayOnly, ist('2026-11-16T13:00'), IST)).toEqual({
      kind: 'next-day',
      day: 'Monday',
      start: '09:00',
      end: '12:00',
    });
  });

  it('respects Asia/Kolkata when the process runs in UTC', () => {
    // 2026-11-21T18:45Z is Saturday 18:45 in UTC but Sunday 00:15 in India.
    const instant = new Date('2026-11-21T18:45:00Z');
    expect(todayWeekDay(instant, IST)).toBe('Sunday');
    expect(todayWeekDay(instant, 'UTC')).toBe('Saturday');
    expect(todayDate(instant, IST)).toBe('2026-11-22');
    expect(openingLine(bothSlots, instant, IST)).toEqual({
      kind: 'next-day',
      day: 'Monday',
      start: '09:00',
      end: '20:00',
    });
  });
});

describe('daySchedule', () => {
  it.each([
    ['a closed day', { day: 'Monday', isOpen: false }, { kind: 'closed' }],
    ['a missing day', undefined, { kind: 'closed' }],
    ['an open day without times', { day: 'Monday', isOpen: true }, { kind: 'open' }],
    [
      'morning only',
      {
        day: 'Monday',
        morningStart: '09:00',
        morningEnd: '13:00',
        eveningStart: '',
        eveningEnd: '',
      },
      { kind: 'hours', morning: { start: '09:00', end: '13:00' }, evening: null },
    ],
    [
      'both slots',
      bothSlots[0],
      {
        kind: 'hours',
        morning: { start: '09:00', end: '13:00' },
        evening: { start: '16:00', end: '20:00' },
      },
    ],
  ])('%s', (_case, entry, expected) => {
    expect(daySchedule(entry)).toEqual(expected);
  });
});

describe('booking soft warnings', () => {
  it.each([
    ['an open Monday', '2026-11-16', 'open'],
    ['a closed Thursday', '2026-11-19', 'closed'],
    ['a closed Sunday', '2026-11-22', 'closed'],
    ['not a date', '2026-13-45', 'unknown'],
  ])('clinicStatusOnDate on %s', (_case, date, expected) => {
    expect(clinicStatusOnDate(bothSlots, date)).toBe(expected);
  });

  it('a day missing from the timings is closed; no timings at all is unknown', () => {
    expect(clinicStatusOnDate([{ day: 'Monday' }], '2026-11-17')).toBe('closed');
    expect(clinicStatusOnDate([], '2026-11-17')).toBe('unknown');
  });

  it.each([
    ['morning start', '2026-11-16', '09:00', true],
    ['morning end', '2026-11-16', '13:00', true],
    ['in the break', '2026-11-16', '14:30', false],
    ['evening end', '2026-11-16', '20:00', true],
    ['too early', '2026-11-16', '07:00', false],
    ['a closed day', '2026-11-19', '10:00', false],
  ])('isTimeWithinHours at %s', (_case, date, time, expected) => {
    expect(isTimeWithinHours(bothSlots, date, time)).toBe(expected);
  });

  it('has nothing to warn about without timings or on an open day without times', () => {
    expect(isTimeWithinHours([], '2026-11-16', '03:00')).toBe(true);
    expect(isTimeWithinHours([{ day: 'Monday' }], '2026-11-16', '03:00')).toBe(true);
  });
});

describe('openingLine and isOpenNow with leave', () => {
  // Monday 2026-11-16; the clinic of `bothSlots` is open Monday to Saturday but Thursday.
  const leave = (from: string, to: string) => [{ from, to, note: null }];

  it('is on leave, not open, inside a period that spans today', () => {
    const onLeave = leave('2026-11-14', '2026-11-18');
    expect(openingLine(bothSlots, ist('2026-11-16T10:00'), IST, onLeave)).toEqual({
      kind: 'on-leave',
      until: '2026-11-18',
    });
    expect(isOpenNow(bothSlots, ist('2026-11-16T10:00'), IST, onLeave)).toBe(false);
  });

  it('is on leave on the last day, and open the next morning', () => {
    const endsToday = leave('2026-11-10', '2026-11-16');
    expect(openingLine(bothSlots, ist('2026-11-16T10:00'), IST, endsToday)).toEqual({
      kind: 'on-leave',
      until: '2026-11-16',
    });
    expect(openingLine(bothSlots, ist('2026-11-17T10:00'), IST, endsToday)).toEqual({
      kind: 'open',
      start: '09:00',
      end: '13:00',
    });
    expect(isOpenNow(bothSlots, ist('2026-11-17T10:00'), IST, endsToday)).toBe(true);
  });

  it('is open today when the leave starts tomorrow, and skips it for the next opening', () => {
    const fromTomorrow = leave('2026-11-17', '2026-11-18');
    expect(openingLine(bothSlots, ist('2026-11-16T10:00'), IST, fromTomorrow)).toEqual({
      kind: 'open',
      start: '09:00',
      end: '20:00',
    });
    // After Monday's closing: Tuesday and Wednesday are leave, Thursday is closed → Friday.
    expect(openingLine(bothSlots, ist('2026-11-16T21:00'), IST, fromTomorrow)).toEqual({
      kind: 'next-day',
      day: 'Friday',
      start: '09:00',
      end: '18:00',
    });
  });

  it('names the date of a next opening more than a week away', () => {
    const twoWeeks = leave('2026-11-17', '2026-11-30');
    expect(openingLine(bothSlots, ist('2026-11-16T21:00'), IST, twoWeeks)).toEqual({
      kind: 'next-date',
      date: '2026-12-01',
      start: '09:00',
      end: '13:00',
    });
  });

  it('finds the next opening after stored leave to year 9999 in a bounded walk', () => {
    // Stored before dates were bounded (decision 054): the walk used to go day by day to the
    // leave's end, ~2.9 million days each minute per card.
    const forever = leave('2026-11-17', '9999-12-31');
    const started = performance.now();
    for (let call = 0; call < 100; call++) {
      expect(openingLine(bothSlots, ist('2026-11-16T21:00'), IST, forever)).toEqual({
        kind: 'none',
      });
    }
    // 100 calls took ~17 s day by day; counted they take well under a millisecond each.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(openingLine(bothSlots, ist('2026-11-18T10:00'), IST, forever)).toEqual({
      kind: 'on-leave',
      until: '9999-12-31',
    });
  });

  it('walks past twelve periods of leave whose gaps fall on closed days to the date after', () => {
    // Tuesday to Wednesday, then Friday to Wednesday eleven times: each gap is a Thursday, when
    // the clinic is closed, so the first opening is the Friday after the twelfth period.
    const periods = [
      { from: '2026-11-17', to: '2026-11-18', note: null },
      ...Array.from({ length: 11 }, (_, week) => ({
        from: addDays('2026-11-20', week * 7),
        to: addDays('2026-11-25', week * 7),
        note: null,
      })),
    ];
    expect(openingLine(bothSlots, ist('2026-11-16T21:00'), IST, periods)).toEqual({
      kind: 'next-date',
      date: '2027-02-05',
      start: '09:00',
      end: '18:00',
    });
  });

  it('ignores leave that has ended or not begun, and says leave even without timings', () => {
    const past = leave('2026-11-01', '2026-11-10');
    expect(openingLine(bothSlots, ist('2026-11-16T10:00'), IST, past)).toEqual({
      kind: 'open',
      start: '09:00',
      end: '20:00',
    });
    expect(
      openingLine([], ist('2026-11-16T10:00'), IST, leave('2026-11-16', '2026-11-20')),
    ).toEqual({ kind: 'on-leave', until: '2026-11-20' });
    expect(openingLine([], ist('2026-11-16T10:00'), IST, past)).toBeNull();
  });

  it('reads today in the clinics time zone', () => {
    // Sunday 18:45 UTC is Monday 00:15 in India: the leave that starts on Monday has begun.
    const instant = new Date('2026-11-15T18:45:00Z');
    expect(openingLine(bothSlots, instant, IST, leave('2026-11-16', '2026-11-16'))).toEqual({
      kind: 'on-leave',
      until: '2026-11-16',
    });
    expect(openingLine(bothSlots, instant, 'UTC', leave('2026-11-16', '2026-11-16'))).toEqual({
      kind: 'next-day',
      day: 'Tuesday',
      start: '09:00',
      end: '13:00',
    });
  });
});
