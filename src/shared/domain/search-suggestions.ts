import { DISTRICT_NEIGHBOURS, DISTRICTS, type District } from '../constants/districts.js';
import { KERALA_TOWNS } from '../constants/kerala-towns.js';
import { DISTRICT_NAMES_ML } from '../constants/malayalam-names.js';
import type { SearchSuggestion } from '../schemas/search.js';
import { canonicalPlace } from './place-names.js';

/** A search to offer after an empty one, before it is counted. */
export type SuggestedSearch = Omit<SearchSuggestion, 'count'>;

const MALAYALAM = /[\u0D00-\u0D7F]/;

/** The district a query word names, itself or by one of its towns ('Chalakudy' → Thrissur). */
function districtOf(word: string): District | undefined {
  const place = canonicalPlace(word);
  if (place === undefined) return undefined;
  if ((DISTRICTS as readonly string[]).includes(place)) return place as District;
  return KERALA_TOWNS.find((town) => town.name === place)?.district;
}

/**
 * The searches an empty `query` leads on to (decision 067): its other words in each neighbour
 * of the district a word names ('നടുവേദന തൃശ്ശൂർ' → 'നടുവേദന പാലക്കാട്', the district in the
 * script the place was typed in), then those words without the place. None when no word names a
 * place or the query is a list of phrases (commas).
 */
export function suggestedSearches(query: string): SuggestedSearch[] {
  if (query.includes(',')) return [];
  const words = query.trim().split(/\s+/).filter(Boolean);
  const at = words.findIndex((word) => districtOf(word) !== undefined);
  if (at < 0) return [];
  const district = districtOf(words[at]!)!;
  const malayalam = MALAYALAM.test(words[at]!);
  const rest = words.filter((_, i) => i !== at);
  const suggestions: SuggestedSearch[] = DISTRICT_NEIGHBOURS[district].map((neighbour) => ({
    kind: 'district',
    district: neighbour,
    query: [...rest, malayalam ? DISTRICT_NAMES_ML[neighbour] : neighbour].join(' '),
  }));
  if (rest.length > 0) suggestions.push({ kind: 'withoutPlace', query: rest.join(' ') });
  return suggestions;
}

/** The suggested searches that find someone, each with how many `count` finds. */
export function countedSuggestions(
  query: string,
  count: (query: string) => number,
): SearchSuggestion[] {
  return suggestedSearches(query)
    .map((suggestion) => ({ ...suggestion, count: count(suggestion.query) }))
    .filter((suggestion) => suggestion.count > 0);
}
