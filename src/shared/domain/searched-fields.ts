import type { Healer } from '../schemas/healer.js';

/**
 * The healer fields a `query` word is looked for in, in the order they are joined: the one list
 * behind the database's `search_text` column (src/db/schema.ts passes these columns to
 * `healer_search_text`, which the server's in-memory index reads) and the offline search's text
 * (offline-search.ts), so the two cannot drift apart.
 */
export const SEARCHED_FIELDS = [
  'name',
  'specialty',
  'services',
  'location',
  'building',
  'addressField2',
  'addressField3',
  'city',
  'district',
  'pincode',
] as const satisfies readonly (keyof Healer)[];

/** A searched field's column name (`addressField2` → `address_field2`). */
export function searchedColumnName(field: (typeof SEARCHED_FIELDS)[number]): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The searched fields of `healer`, space-separated, blanks left out (before folding). */
export function searchedText(healer: Healer): string {
  return SEARCHED_FIELDS.flatMap((field) => healer[field] ?? [])
    .filter((part): part is string => Boolean(part))
    .join(' ');
}
