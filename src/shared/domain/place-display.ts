import { DISTRICTS } from '../constants/districts.js';
import { KERALA_TOWNS } from '../constants/kerala-towns.js';
import { COUNTRY_NAME_ML, DISTRICT_NAMES_ML, STATE_NAME_ML } from '../constants/malayalam-names.js';
import type { UiLanguage } from '../constants/ui-languages.js';

// How a place is written in the interface language, for the client's Malayalam formatters and
// the server's Malayalam page heads alike. Apart from place-names.ts (the search's aliases) and
// localised-format.ts (times and titles, which the booking message needs) so that neither
// carries the other's tables.

/** Stored English place words and their Malayalam names: districts, towns, state, country. */
const PLACES_ML = new Map<string, string>([
  ...KERALA_TOWNS.map((town) => [town.name.toLowerCase(), town.malayalam] as const),
  ...DISTRICTS.map((district) => [district.toLowerCase(), DISTRICT_NAMES_ML[district]] as const),
  ['kerala', STATE_NAME_ML],
  ['india', COUNTRY_NAME_ML],
]);

/**
 * A place as the interface language names it: a known district, town, the state or the country
 * in Malayalam (decision 020); anything else, and every place in English, as written.
 */
export function placeNameIn(place: string, language: UiLanguage = 'en'): string {
  if (language === 'en') return place;
  return PLACES_ML.get(place.trim().toLowerCase()) ?? place;
}
