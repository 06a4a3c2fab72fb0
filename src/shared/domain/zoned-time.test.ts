import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberZoneOffset,
  steadyZoneOffset,
  todayDate,
  todayWeekDay,
  zonedNow,
} from './zoned-time.js';

const IST = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;

afterEach(() => {
  rememberZoneOffset(IST, undefined);
  rememberZoneOffset(NEW_YORK, undefined);
});

describe('zonedNow', () => {
  it.each([
    ['2026-11-21T18:45:00Z', IST, { date: '2026-11-22', weekDay: 'Sunday', minutes: 15 }],
    ['2026-11-21T18:29:59Z', IST, { date: '2026-11-21', weekDay: 'Saturday', minutes: 1439 }],
    ['2026-11-21T18:45:00Z', 'UTC', { date: '2026-11-21', weekDay: 'Saturday', minutes: 1125 }],
    ['2026-07-01T03:30:00Z', NEW_YORK, { date: '2026-06-30', weekDay: 'Tuesday', minutes: 1410 }],
    [
      '2026-12-31T23:59:00Z',
      'Pacific/Kiritimati',
      { date: '2027-01-01', weekDay: 'Friday', minutes: 839 },
    ],
  ])('reads %s in %s', (instant, zone, expected) => {
    expect(zonedNow(new Date(instant), zone)).toEqual(expected);
  });
});

describe('steadyZoneOffset', () => {
  it.each([
    ['2026-11-23T08:00:00Z', IST, 330],
    ['2026-01-15T12:00:00Z', NEW_YORK, -300],
    ['2026-07-15T12:00:00Z', NEW_YORK, -240],
    ['2026-07-15T12:00:00Z', 'Asia/Kathmandu', 345],
    ['2026-07-15T12:00:00Z', 'UTC', 0],
  ])(
    'at %s in %s is %i minutes, for an hour before to six hours after',
    (instant, zone, minutes) => {
      const at = Date.parse(instant);
      expect(steadyZoneOffset(new Date(at), zone)).toEqual({
        minutes,
        validFrom: at - HOUR,
        validUntil: at + 6 * HOUR,
      });
    },
  );

  it.each([
    // New York springs forward at 07:00Z on 8 March 2026 and falls back at 06:00Z on 1 November.
    ['2026-03-08T03:00:00Z', 'the spring change within the next six hours'],
    ['2026-11-01T06:30:00Z', 'the autumn change within the last hour'],
  ])('is unknown at %s (%s)', (instant) => {
    expect(steadyZoneOffset(new Date(instant), NEW_YORK)).toBeUndefined();
  });
});

describe('rememberZoneOffset', () => {
  it('gives the same wall clock as the time zone database for every minute of its window', () => {
    for (const [zone, start] of [
      [IST, '2026-11-22T18:00:00Z'],
      [NEW_YORK, '2026-07-01T02:00:00Z'],
    ] as const) {
      const now = new Date(start);
      const expected = [];
      for (let at = now.getTime() - HOUR; at < now.getTime() + 6 * HOUR; at += 60_000 * 7) {
        expected.push(zonedNow(new Date(at), zone));
      }
      rememberZoneOffset(zone, steadyZoneOffset(now, zone));
      const actual = [];
      for (let at = now.getTime() - HOUR; at < now.getTime() + 6 * HOUR; at += 60_000 * 7) {
        actual.push(zonedNow(new Date(at), zone));
      }
      expect(actual).toEqual(expected);
    }
  });

  it('is used inside its window only, and the time zone database outside it', () => {
    const at = Date.parse('2026-11-23T06:00:00Z');
    // A deliberately wrong offset shows which path answered.
    rememberZoneOffset(IST, { minutes: 0, validFrom: at, validUntil: at + HOUR });
    expect(todayDate(new Date(at + HOUR - 1), IST)).toBe('2026-11-23');
    expect(zonedNow(new Date(at + 30 * 60_000), IST).minutes).toBe(6 * 60 + 30);
    expect(zonedNow(new Date(at + HOUR), IST).minutes).toBe(12 * 60 + 30);
    expect(zonedNow(new Date(at - 1), IST).minutes).toBe(11 * 60 + 29);
    expect(todayWeekDay(new Date(at), 'UTC')).toBe('Monday');
  });
});
