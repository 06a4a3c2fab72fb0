import {
  type CalendarDates,
  englishDates,
  to12Hour,
  to12HourRange,
} from '../../shared/domain/time-format.js';
import { displayName } from '../../shared/domain/titles.js';

/**
 * How the interface writes times, names and places in its language. English is here, in the
 * entry; another language's formatters come with its catalogue (e.g. `ml/site.ts`), so that the
 * English pages carry none of its tables (DESIGN §8).
 */
export interface Formatters {
  /** 'HH:MM' as the visitor reads it: '1:05 PM', 'ഉച്ചയ്ക്ക് 1:05'. */
  time(time: string | null | undefined): string;
  timeRange(start: string, end: string): string;
  /** A healer's titles and name: 'Dr. Anil Kumar', 'ഡോ. Anil Kumar'. */
  displayName(titles: readonly string[] | null | undefined, name: string): string;
  /** One title as the language writes it: 'Dr' → 'ഡോ.'; one it does not know, as stored. */
  title(title: string): string;
  /** A name written with its titles in it (a team member's): 'ഡോ. Meera Nair'. */
  personName(name: string): string;
  /** A stored place word (district, state, country, town) in the language, else as stored. */
  place(place: string): string;
  /** Calendar dates: 'March 2026', '12 March 2026', '10–20 December'. */
  dates: CalendarDates;
  /** True when a time already says its part of the day, so 'Morning:' would repeat it. */
  timesSayPartOfDay: boolean;
}

export const englishFormatters: Formatters = {
  time: to12Hour,
  timeRange: to12HourRange,
  displayName,
  title: (title) => title,
  personName: (name) => name,
  place: (place) => place,
  dates: englishDates,
  timesSayPartOfDay: false,
};

type PlaceFields = {
  city?: string | null;
  district?: string | null;
  state?: string | null;
  country?: string | null;
};

/** An address with its place words (city, district, state, country) in the current language. */
export function withPlaceNames<T extends PlaceFields>(address: T, format: Formatters): T {
  const named = (value: string | null | undefined) => (value ? format.place(value) : value);
  return {
    ...address,
    city: named(address.city),
    district: named(address.district),
    state: named(address.state),
    country: named(address.country),
  };
}
