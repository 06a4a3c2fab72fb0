import {
  displayNameIn,
  formatTime,
  formatTimeRange,
  malayalamDates,
  personNameIn,
} from '../../../shared/domain/localised-format.js';
import { placeNameIn } from '../../../shared/domain/place-display.js';
import type { Formatters } from '../format.js';

/** Malayalam times ('രാവിലെ 9:30'), titles ('ഡോ.') and place names (decision 020). */
export const mlFormatters: Formatters = {
  time: (time) => formatTime(time, 'ml'),
  timeRange: (start, end) => formatTimeRange(start, end, 'ml'),
  displayName: (titles, name) => displayNameIn(titles, name, 'ml'),
  title: (title) => displayNameIn([title], '', 'ml'),
  personName: (name) => personNameIn(name, 'ml'),
  place: (place) => placeNameIn(place, 'ml'),
  dates: malayalamDates,
  timesSayPartOfDay: true,
};
