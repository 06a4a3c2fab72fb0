import { YES_FILTER_FIELDS, yesNoDefault } from '../constants/healer-fields.js';
import {
  hasVisitFilters,
  meetsVisitFilters,
  type VisitFacts,
  type VisitFilters,
} from '../constants/visit-details.js';
import type { Healer } from '../schemas/healer.js';
import { conditionGroups, holdsCondition } from './condition-names.js';
import { expandPlaceTerm, foldSearchText } from './place-names.js';
import { searchedText } from './searched-fields.js';

/**
 * The directory search done without the server, over the healers a device has kept (the
 * service worker answers `/api/healers/search` with it when the network is gone). It reads the
 * same parameters as the API and keeps its rules: AND across filters, a comma list inside one
 * filter is OR, every word of a `query` phrase must be found in the name, specialty, services or
 * address, old place names find the new ones, and a condition is found by any of its names in
 * either language ('നടുവേദന' finds 'Back and joint pain', DESIGN §5). It matches literally (no typo tolerance: that
 * needs the database's trigrams), so offline it finds less, never something else.
 */
export function searchKeptHealers(healers: readonly Healer[], params: URLSearchParams): Healer[] {
  const filters: ((healer: Healer) => boolean)[] = [];
  const query = terms(params.get('query')).map((phrase) => phraseMatcher(phrase, true));
  if (query.length > 0) {
    filters.push((healer) => {
      const text = searchText(healer);
      return query.some((matches) => matches(text));
    });
  }
  const specialty = terms(params.get('specialty')).map((phrase) => phraseMatcher(phrase, false));
  if (specialty.length > 0) {
    filters.push((healer) => {
      const text = foldSearchText(healer.specialty ?? '');
      return specialty.some((matches) => matches(text));
    });
  }
  const columns = [
    ['name', (healer: Healer) => healer.name, false],
    ['district', (healer: Healer) => healer.district, true],
    ['city', (healer: Healer) => healer.city, true],
    ['language', (healer: Healer) => healer.languages, false],
  ] as const;
  for (const [name, column, places] of columns) {
    const wanted = terms(params.get(name)).flatMap((term) =>
      places ? expandPlaceTerm(term) : [term],
    );
    if (wanted.length === 0) continue;
    filters.push((healer) => {
      const text = foldSearchText(column(healer) ?? '');
      return wanted.some((term) => text.includes(term));
    });
  }
  // What decides a visit (DESIGN §10.2), read as the API reads them; a value the API would
  // refuse is "any" here: the page only sends ones it offers, and offline a looser answer helps.
  const wanted = visitFilters(params);
  if (hasVisitFilters(wanted)) {
    // A healer kept by an older page may lack the fields; then they are "not said".
    filters.push((healer) => meetsVisitFilters({ ...NOT_SAID, ...definedOf(healer) }, wanted));
  }
  return healers.filter((healer) => filters.every((matches) => matches(healer)));
}

/** The §10.2 filters of a search's parameters (no zod: the service worker stays small). */
export function visitFilters(params: URLSearchParams): VisitFilters {
  const filters: VisitFilters = {};
  const gender = params.get('gender')?.trim().toLowerCase();
  if (gender === 'woman' || gender === 'man') filters.gender = gender;
  for (const field of YES_FILTER_FIELDS) {
    if (params.get(field)?.trim().toLowerCase() === 'true') filters[field] = true;
  }
  const maxFee = params.get('maxFee')?.trim() ?? '';
  if (/^\d{1,9}$/.test(maxFee)) filters.maxFee = Number(maxFee);
  return filters;
}

/** A fact a kept healer lacks: not said, or the yes/no field's default. */
const NOT_SAID = {
  feeFrom: null,
  gender: null,
  ...Object.fromEntries(YES_FILTER_FIELDS.map((field) => [field, yesNoDefault(field)])),
} as VisitFacts;

function definedOf(healer: Healer): Partial<VisitFacts> {
  return Object.fromEntries(
    Object.keys(NOT_SAID)
      .map((key) => [key, healer[key as keyof VisitFacts]])
      .filter(([, value]) => value !== undefined),
  ) as Partial<VisitFacts>;
}

/**
 * A phrase's test of a folded text, as the server's: every word is in it (with its old place
 * names, when `places`), and words that name a condition may be any of the condition's names.
 */
function phraseMatcher(phrase: string, places: boolean): (text: string) => boolean {
  const groups = conditionGroups(phrase.split(' ')).map((group) => {
    const words = group.words.map((word) => (places ? expandPlaceTerm(word) : [word]));
    const { condition } = group;
    return (text: string) =>
      words.every((variants) => variants.some((variant) => text.includes(variant))) ||
      (condition !== undefined && holdsCondition(text, condition));
  });
  return (text) => groups.every((matches) => matches(text));
}

/** The non-empty, folded items of a comma list. */
function terms(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map(foldSearchText)
    .filter((term) => term !== '');
}

/** What a `query` word is looked for in: the fields of the server's search text (one list). */
function searchText(healer: Healer): string {
  return foldSearchText(searchedText(healer));
}
