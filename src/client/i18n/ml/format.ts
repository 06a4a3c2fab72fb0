import { DISTRICTS, type District } from '../../../shared/constants/districts.js';
import { KERALA_TOWNS } from '../../../shared/constants/kerala-towns.js';
import {
  COUNTRY_NAME_ML,
  DISTRICT_NAMES_ML,
  STATE_NAME_ML,
} from '../../../shared/constants/malayalam-names.js';
import {
  displayNameIn,
  formatTime,
  formatTimeRange,
} from '../../../shared/domain/localised-format.js';
import type { Formatters } from '../format.js';

/** Stored English place words and their Malayalam names: districts, towns, state, country. */
const PLACES_ML = new Map<string, string>([
  ...KERALA_TOWNS.map((town) => [town.name.toLowerCase(), town.malayalam] as const),
  ...DISTRICTS.map(
    (district: District) => [district.toLowerCase(), DISTRICT_NAMES_ML[district]] as const,
  ),
  ['kerala', STATE_NAME_ML],
  ['india', COUNTRY_NAME_ML],
]);

/** Malayalam times ('രാവിലെ 9:30'), titles ('ഡോ.') and place names (decision 020). */
export const mlFormatters: Formatters = {
  time: (time) => formatTime(time, 'ml'),
  timeRange: (start, end) => formatTimeRange(start, end, 'ml'),
  displayName: (titles, name) => displayNameIn(titles, name, 'ml'),
  place: (place) => PLACES_ML.get(place.trim().toLowerCase()) ?? place,
  timesSayPartOfDay: true,
};
