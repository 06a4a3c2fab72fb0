import { WEEK_DAYS, type WeekDay } from '../constants/days.js';

/** The wall-clock date, weekday and minutes since midnight of an instant in a time zone. */
export interface ZonedTime {
  date: string;
  weekDay: WeekDay;
  minutes: number;
}

/**
 * A time zone's offset from UTC in minutes (east of Greenwich positive), known to hold for every
 * instant from `validFrom` up to `validUntil` (milliseconds since the epoch).
 */
export interface ZoneOffset {
  minutes: number;
  validFrom: number;
  validUntil: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
const knownOffsets = new Map<string, ZoneOffset>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock read through Intl (the time zone database). */
function zonedByIntl(now: Date, timeZone: string): ZonedTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekDay: parts.weekday as WeekDay,
    minutes: hour * 60 + Number(parts.minute),
  };
}

/** The wall clock of an instant at a fixed offset from UTC, by arithmetic alone. */
function zonedByOffset(now: Date, offsetMinutes: number): ZonedTime {
  const wall = new Date(now.getTime() + offsetMinutes * MINUTE_MS);
  return {
    date: wall.toISOString().slice(0, 10),
    // getUTCDay counts from Sunday; WEEK_DAYS starts on Monday.
    weekDay: WEEK_DAYS[(wall.getUTCDay() + 6) % 7]!,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * The wall-clock date, weekday and minutes since midnight of an instant in a time zone. Within a
 * window given to rememberZoneOffset this is arithmetic; otherwise it asks Intl, whose first
 * date formatter in a page costs tens of milliseconds of a phone's main thread.
 */
export function zonedNow(now: Date, timeZone: string): ZonedTime {
  const known = knownOffsets.get(timeZone);
  const at = now.getTime();
  if (known && at >= known.validFrom && at < known.validUntil) {
    return zonedByOffset(now, known.minutes);
  }
  return zonedByIntl(now, timeZone);
}

/** Today's weekday name in the given time zone. */
export function todayWeekDay(now: Date, timeZone: string): WeekDay {
  return zonedNow(now, timeZone).weekDay;
}

/** Today's date as YYYY-MM-DD in the given time zone. */
export function todayDate(now: Date, timeZone: string): string {
  return zonedNow(now, timeZone).date;
}

/** The zone's offset from UTC at an instant, in whole minutes, read through Intl. */
function offsetAt(at: number, timeZone: string): number {
  const minuteStart = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  const wall = zonedByIntl(new Date(minuteStart), timeZone);
  const wallAsUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * MINUTE_MS;
  return Math.round((wallAsUtc - minuteStart) / MINUTE_MS);
}

/**
 * The zone's offset around `now` when it stays the same from an hour before to six hours after
 * (no daylight-saving change in between, as no zone changes twice within seven hours); undefined
 * otherwise. The server sends it with a page so that the browser can skip Intl (zonedNow).
 */
export function steadyZoneOffset(now: Date, timeZone: string): ZoneOffset | undefined {
  const at = now.getTime();
  const validFrom = at - HOUR_MS;
  const validUntil = at + 6 * HOUR_MS;
  const minutes = offsetAt(at, timeZone);
  if (offsetAt(validFrom, timeZone) !== minutes || offsetAt(validUntil, timeZone) !== minutes) {
    return undefined;
  }
  return { minutes, validFrom, validUntil };
}

/** Lets zonedNow use `offset` for instants inside its window (undefined forgets the zone's). */
export function rememberZoneOffset(timeZone: string, offset: ZoneOffset | undefined): void {
  if (offset) knownOffsets.set(timeZone, offset);
  else knownOffsets.delete(timeZone);
}
