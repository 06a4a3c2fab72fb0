import type { Healer } from '../schemas/healer.js';
import { expandPlaceTerm, foldSearchText } from './place-names.js';
import { searchedText } from './searched-fields.js';

/**
 * The directory search done without the server, over the healers a device has kept (the
 * service worker answers `/api/healers/search` with it when the network is gone). It reads the
 * same parameters as the API and keeps its rules: AND across filters, a comma list inside one
 * filter is OR, every word of a `query` phrase must be found in the name, specialty, services or
 * address, and old place names find the new ones. It matches literally (no typo tolerance: that
 * needs the database's trigrams), so offline it finds less, never something else.
 */
export function searchKeptHealers(healers: readonly Healer[], params: URLSearchParams): Healer[] {
  const filters: ((healer: Healer) => boolean)[] = [];
  const query = terms(params.get('query'));
  if (query.length > 0) {
    const phrases = query.map((phrase) => phrase.split(' ').map(expandPlaceTerm));
    filters.push((healer) => {
      const text = searchText(healer);
      return phrases.some((words) =>
        words.every((variants) => variants.some((variant) => text.includes(variant))),
      );
    });
  }
  const columns = [
    ['name', (healer: Healer) => healer.name, false],
    ['district', (healer: Healer) => healer.district, true],
    ['city', (healer: Healer) => healer.city, true],
    ['specialty', (healer: Healer) => healer.specialty, false],
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
  return healers.filter((healer) => filters.every((matches) => matches(healer)));
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
