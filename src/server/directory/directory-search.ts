import { hasVisitFilters, meetsVisitFilters } from '../../shared/constants/visit-details.js';
import { conditionGroups } from '../../shared/domain/condition-names.js';
import {
  APPROXIMATE_PENALTY_KM,
  EARTH_RADIUS_KM,
  haversineKm,
  type LatLng,
} from '../../shared/domain/geo.js';
import { termVariants } from '../../shared/domain/name-scripts.js';
import { foldSearchText } from '../../shared/domain/place-names.js';
import { countedSuggestions } from '../../shared/domain/search-suggestions.js';
import type { HealerSearchResult } from '../../shared/schemas/healer.js';
import type { Page } from '../../shared/schemas/paging.js';
import type { HealerSearchFilters, SearchSuggestion } from '../../shared/schemas/search.js';
import type { DirectoryIndex, SearchField } from './directory-index.js';
import { similarity, similarityOf, wordSimilarity } from './trigrams.js';

/** Words of one `query` phrase that are matched; the rest of a very long phrase is ignored. */
const MAX_WORDS = 10;
/**
 * Distinct phrases of one `query` that are matched and ranked; the rest are ignored. Each is
 * scored against every match, so 100 phrases cost 100 searches (decision 031, DESIGN §10.7).
 */
export const MAX_PHRASES = 5;
/** Below this length a word has too few trigrams for fuzzy matching to mean anything. */
const MIN_FUZZY_LENGTH = 3;

/** The query's distinct phrases, folded, the first MAX_PHRASES of them. */
function queryPhrases(query: string): string[] {
  const phrases = new Set(
    query
      .split(',')
      .map(foldSearchText)
      .filter((phrase) => phrase !== ''),
  );
  return [...phrases].slice(0, MAX_PHRASES);
}

/** A set of healers by position: one byte each, 1 when in. */
type HealerSet = Uint8Array;

/**
 * Healers whose `field` holds any of the terms (each widened with its place-name aliases when
 * `places`: 'quilon' → also 'kollam'), literally or, from MIN_FUZZY_LENGTH characters, by
 * trigram word similarity ('acupunture' finds 'acupuncture'). Undefined when no term is left
 * after normalising (the condition is then not applied).
 */
function anyTerm(
  index: DirectoryIndex,
  field: SearchField,
  terms: readonly string[],
  places: boolean,
): HealerSet | undefined {
  const variants = new Set<string>();
  for (const raw of terms) {
    const term = foldSearchText(raw);
    if (term === '') continue;
    for (const variant of termVariants(term, places)) variants.add(variant);
  }
  if (variants.size === 0) return undefined;
  const marks = new Uint8Array(index.size);
  // In one order, so that every spelling of a place ('trichur', 'thrissur') shares one entry.
  index.markMatches(field, [...variants].sort(), marks, MIN_FUZZY_LENGTH);
  return marks;
}

/** Keeps in `into` only the healers `other` also holds. */
function keepOnlyIn(into: HealerSet, other: HealerSet): void {
  for (let i = 0; i < into.length; i += 1) if (other[i] === 0) into[i] = 0;
}

/** Adds to `into` every healer `other` holds. */
function addAll(into: HealerSet, other: HealerSet): void {
  for (let i = 0; i < into.length; i += 1) if (other[i] === 1) into[i] = 1;
}

/**
 * One phrase matches a healer when every word is found (in any order, each with its typos and,
 * with `places`, old place names) in the healer's `field`, or, in the query (`places`), when the
 * whole phrase is close to a run of words there ('anl kumar' finds 'Anil Kumar'). Not in the
 * specialty filter: there the phrase is a condition, and a close one is another ('back pain',
 * 'neck pain'). Words that name a condition ('back
 * pain', 'നടുവേദന') are also found by any of its other names (DESIGN §5, patients' own words):
 * 'നടുവേദന' finds 'Back and joint pain', 'Back pain' finds it as 'back' and 'pain'.
 */
function phraseMatches(
  index: DirectoryIndex,
  field: SearchField,
  phrase: string,
  places: boolean,
): HealerSet | undefined {
  const words = phrase.split(' ').filter(Boolean).slice(0, MAX_WORDS);
  let all: HealerSet | undefined;
  for (const group of conditionGroups(words)) {
    let marks: HealerSet | undefined;
    for (const word of group.words) {
      const found = anyTerm(index, field, [word], places);
      if (!found) continue;
      if (marks) keepOnlyIn(marks, found);
      else marks = found;
    }
    if (group.condition) {
      const named = new Uint8Array(index.size);
      index.markCondition(field, group.condition, named);
      if (marks) addAll(marks, named);
      else marks = named;
    }
    if (!marks) continue;
    if (all) keepOnlyIn(all, marks);
    else all = marks;
  }
  if (!all || words.length === 1 || !places) return all;
  index.markCloseTo(field, phrase, all);
  return all;
}

/** Healers matching any of the phrases (the folded, distinct items of one filter's list). */
function anyPhrase(
  index: DirectoryIndex,
  field: SearchField,
  phrases: readonly string[],
  places: boolean,
): HealerSet | undefined {
  let any: HealerSet | undefined;
  for (const phrase of phrases) {
    const marks = phraseMatches(index, field, phrase, places);
    if (!marks) continue;
    if (any) addAll(any, marks);
    else any = marks;
  }
  return any;
}

/** The healers matching the filters: AND across filters, OR inside each list. */
function matchingHealers(index: DirectoryIndex, filters: HealerSearchFilters): HealerSet {
  const result = new Uint8Array(index.size).fill(1);
  const conditions: (HealerSet | undefined)[] = [];
  if (filters.query !== undefined) {
    conditions.push(anyPhrase(index, 'search', queryPhrases(filters.query), true));
  }
  if (filters.name !== undefined) conditions.push(anyTerm(index, 'name', [filters.name], false));
  if (filters.district) conditions.push(anyTerm(index, 'district', filters.district, true));
  if (filters.city) conditions.push(anyTerm(index, 'city', filters.city, true));
  if (filters.specialty) {
    const phrases = new Set(filters.specialty.map(foldSearchText).filter(Boolean));
    conditions.push(anyPhrase(index, 'specialty', [...phrases], false));
  }
  if (filters.language) conditions.push(anyTerm(index, 'languages', filters.language, false));
  for (const marks of conditions) if (marks) keepOnlyIn(result, marks);
  // What decides a visit (DESIGN §10.2): one pass over the healers still in, read off the reply.
  if (hasVisitFilters(filters)) {
    for (let healer = 0; healer < result.length; healer += 1) {
      if (result[healer] === 1 && !meetsVisitFilters(index.healers[healer]!, filters)) {
        result[healer] = 0;
      }
    }
  }
  return result;
}

/**
 * Whether any active healer matches the filters: the search's match without its ranking, so an
 * empty-search event is checked for the cost of the match alone (decision 057).
 */
export function findsAnyone(index: DirectoryIndex, filters: HealerSearchFilters): boolean {
  return matchingHealers(index, filters).includes(1);
}

/**
 * After a search that finds nobody, the searches it leads on to, each with how many it finds
 * (decision 067): the query's other words in the neighbouring districts of the place it names,
 * and without the place. Nothing is counted when the search finds someone.
 */
export function searchSuggestions(
  index: DirectoryIndex,
  filters: HealerSearchFilters,
): SearchSuggestion[] {
  if (filters.query === undefined || findsAnyone(index, filters)) return [];
  return countedSuggestions(filters.query, (query) => {
    let count = 0;
    for (const mark of matchingHealers(index, { ...filters, query })) count += mark;
    return count;
  });
}

/**
 * Active healers matching the filters, in the reply's order: with `near`, nearest first (with
 * their distance; a healer placed at their town counts APPROXIMATE_PENALTY_KM further, so at a
 * similar distance exact pins come first, and one with no place comes last), else with a `query` the closest
 * matches first, else by name.
 */
export function searchDirectory(
  index: DirectoryIndex,
  filters: HealerSearchFilters,
): HealerSearchResult[] {
  return searchDirectoryPage(index, filters, { offset: 0, limit: Number.POSITIVE_INFINITY }).items;
}

/** One page of `searchDirectory`'s list, and how many match in all. */
export function searchDirectoryPage(
  index: DirectoryIndex,
  filters: HealerSearchFilters,
  page: Page,
): { items: HealerSearchResult[]; total: number } {
  const marks = matchingHealers(index, filters);
  const positions: number[] = [];
  for (let healer = 0; healer < marks.length; healer += 1) {
    if (marks[healer] === 1) positions.push(healer);
  }
  const total = positions.length;
  // Past the last match the page is empty whatever the order: nothing to rank or measure.
  if (page.offset >= total) return { items: [], total };
  if (filters.near) return nearest(index, positions, filters.near, filters.radiusKm, page);
  const phrases = filters.query === undefined ? [] : queryPhrases(filters.query);
  const ordered = phrases.length === 0 ? positions : ranked(index, positions, phrases, page);
  const items = ordered
    .slice(page.offset, page.offset + page.limit)
    .map((healer) => index.healers[healer]!);
  return { items, total };
}

/**
 * The matches by rank: closeness of a phrase to the healer's words, then to the name alone (so
 * 'anl kumar' puts Anil Kumar before Anand Kumar), the higher of the phrases; ties keep the
 * order by name. Only the first offset + limit are put in order.
 *
 * Word similarity is at most the share of the phrase's distinct trigrams the text holds, so that
 * share plus the name's similarity bounds a healer's rank from above at the cost of a count.
 * Healers are scored exactly in the order of that bound, until the bound falls below the last
 * rank the page needs: a broad search ('acupuncture', 6,000 matches at 10,000 healers) scores a
 * few hundred, not all of them.
 */
function ranked(
  index: DirectoryIndex,
  positions: number[],
  phrases: string[],
  page: Page,
): number[] {
  const queries = phrases.map((phrase) => index.query(phrase));
  const exact = (healer: number): number => {
    let highest = 0;
    for (const query of queries) {
      const score = Math.fround(
        wordSimilarity(query, index.sequence('search', healer)) +
          similarity(query.set, index.nameSets[healer]!),
      );
      if (score > highest) highest = score;
    }
    return highest;
  };
  const byRank = (scores: Float64Array) => (a: number, b: number) =>
    scores[b]! - scores[a]! || a - b;
  const need = page.offset + page.limit;
  const scores = new Float64Array(index.size);
  if (need >= positions.length) {
    for (const healer of positions) scores[healer] = exact(healer);
    return [...positions].sort(byRank(scores));
  }
  const bounds = new Float64Array(index.size);
  for (const query of queries) {
    const size = query.set.length;
    if (size === 0) continue;
    const hits = index.trigramHits('search', query);
    // similarity(phrase, name) from the name postings, not a walk of each healer's name.
    const nameHits = index.trigramHits('name', query);
    for (const healer of positions) {
      const name = similarityOf(nameHits(healer), size, index.nameSets[healer]!.length);
      const bound = Math.fround(Math.fround(hits(healer) / size) + name);
      if (bound > bounds[healer]!) bounds[healer] = bound;
    }
  }
  // Score the `need` highest bounds exactly: the page so far. A healer whose bound ranks no
  // higher than the page's last (lower, or equal and later by name) cannot enter and is never
  // scored; one that enters pushes the last out, and the bar rises. The others are scored from
  // the highest bound down, so the bar rises as fast as it can, and the first bound below it
  // ends the walk: bounds are few distinct values (shares of a few trigrams), so they are
  // grouped rather than sorted.
  const highestBounds =
    need * 4 < positions.length
      ? firstInOrder(positions, need, byRank(bounds))
      : [...positions].sort(byRank(bounds)).slice(0, need);
  for (const healer of highestBounds) scores[healer] = exact(healer);
  const pageSoFar = new FirstInOrder(need, byRank(scores));
  for (const healer of highestBounds) pageSoFar.offer(healer);
  const chosen = new Set(highestBounds);
  const entering = (healer: number): boolean => {
    const last = pageSoFar.last!;
    return bounds[healer]! > scores[last]! || (bounds[healer] === scores[last] && healer < last);
  };
  const byBound = new Map<number, number[]>();
  for (const healer of positions) {
    if (chosen.has(healer) || !entering(healer)) continue;
    const bound = bounds[healer]!;
    const group = byBound.get(bound);
    if (group) group.push(healer);
    else byBound.set(bound, [healer]);
  }
  for (const bound of [...byBound.keys()].sort((a, b) => b - a)) {
    if (bound < scores[pageSoFar.last!]!) break;
    for (const healer of byBound.get(bound)!) {
      // In the order by name: once one cannot enter, none after it in this group can.
      if (!entering(healer)) break;
      scores[healer] = exact(healer);
      pageSoFar.offer(healer);
    }
  }
  return pageSoFar.items;
}

/**
 * The `count` first of the items offered, in `compare`'s order, kept in that order as they come
 * without sorting them all (a page is a few dozen of up to 100,000 matches).
 */
class FirstInOrder<T> {
  readonly items: T[] = [];

  constructor(
    private readonly count: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** Once `count` are kept, the last of them: an item must come before it to enter. */
  get last(): T | undefined {
    return this.items.length === this.count ? this.items[this.count - 1] : undefined;
  }

  offer(item: T): void {
    const { items, compare } = this;
    const last = this.last;
    if (last !== undefined && compare(item, last) >= 0) return;
    let at = items.length;
    while (at > 0 && compare(item, items[at - 1]!) < 0) at -= 1;
    items.splice(at, 0, item);
    if (items.length > this.count) items.pop();
  }
}

/** The `count` first items of `items` in `compare`'s order, in that order. */
function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const kept = new FirstInOrder(count, compare);
  for (const item of items) kept.offer(item);
  return kept.items;
}

/**
 * Kilometres per degree of latitude, a hair under: two points are at least their latitudes'
 * difference times this apart along the great circle, whatever their longitudes.
 */
const LEAST_KM_PER_DEGREE = ((EARTH_RADIUS_KM * Math.PI) / 180) * (1 - 1e-9);
/** Up to this far into the list, near-me keeps only the nearest so far while it counts. */
const NEAREST_KEPT_MAX = 1000;

function nearest(
  index: DirectoryIndex,
  positions: number[],
  point: LatLng,
  radiusKm: number | undefined,
  page: Page,
): { items: HealerSearchResult[]; total: number } {
  const km = new Float64Array(index.size);
  const order = new Float64Array(index.size);
  const nearer = (a: number, b: number) => {
    if (order[a] !== order[b]) return order[a]! < order[b]! ? -1 : 1;
    const idA = index.healers[a]!.id;
    const idB = index.healers[b]!.id;
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  };
  const need = page.offset + page.limit;
  // For the first pages, only the `need` nearest so far are kept, in order: a healer whose
  // latitude alone puts them further than the last of those is counted without measuring.
  const nearestSoFar = need > NEAREST_KEPT_MAX ? undefined : new FirstInOrder(need, nearer);
  const all: number[] = [];
  const keep = (healer: number) => (nearestSoFar ? nearestSoFar.offer(healer) : all.push(healer));
  let total = 0;
  for (const healer of positions) {
    const row = index.rows[healer]!;
    if (row.geoLat === null || row.geoLng === null) {
      // Nowhere to measure from: last, and never inside a radius.
      if (radiusKm !== undefined) continue;
      km[healer] = Number.NaN;
      order[healer] = Number.POSITIVE_INFINITY;
      total += 1;
      keep(healer);
      continue;
    }
    const least = Math.abs(row.geoLat - point.lat) * LEAST_KM_PER_DEGREE;
    if (radiusKm !== undefined && least > radiusKm) continue;
    const furthestKept = nearestSoFar?.last;
    if (radiusKm === undefined && furthestKept !== undefined && least > order[furthestKept]!) {
      total += 1;
      continue;
    }
    const distance = haversineKm(point, { lat: row.geoLat, lng: row.geoLng });
    if (radiusKm !== undefined && !(distance <= radiusKm)) continue;
    km[healer] = distance;
    order[healer] = distance + (row.geoApproximate === true ? APPROXIMATE_PENALTY_KM : 0);
    total += 1;
    keep(healer);
  }
  const kept = nearestSoFar ? nearestSoFar.items : all.sort(nearer);
  const items = kept.slice(page.offset, page.offset + page.limit).map((healer) => {
    const result: HealerSearchResult = { ...index.healers[healer]! };
    const row = index.rows[healer]!;
    if (Number.isFinite(km[healer])) {
      result.distanceKm = Math.round(km[healer]! * 100) / 100;
      result.distanceApproximate = row.geoApproximate === true;
      if (row.geoTown !== undefined) result.distanceFrom = row.geoTown;
    } else {
      // Nowhere to measure from: said, not left out, so the card can say "distance unknown".
      result.distanceKm = null;
    }
    return result;
  });
  return { items, total };
}
