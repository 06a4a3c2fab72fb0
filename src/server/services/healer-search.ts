import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers } from '../../db/schema.js';
import { expandPlaceTerm, normaliseSearchText } from '../../shared/domain/place-names.js';
import type { HealerSearchResult } from '../../shared/schemas/healer.js';
import type { HealerSearchFilters } from '../../shared/schemas/search.js';
import { findHealersNear } from './healer-near.js';
import { findActiveHealers } from './healers.js';

/** Words of one `query` phrase that are matched; the rest of a very long phrase is ignored. */
const MAX_WORDS = 10;
/** Below this length a word has too few trigrams for fuzzy matching to mean anything. */
const MIN_FUZZY_LENGTH = 3;

/**
 * Lower-cased, trimmed, Latin accents removed (so 'Kōchi' finds 'kochi' on either database,
 * with or without the unaccent extension), and control characters (PostgreSQL refuses NUL in
 * text) turned into spaces.
 */
export function normaliseTerm(term: string): string {
  const folded = term
    .normalize('NFD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ');
  return normaliseSearchText(folded);
}

/** A LIKE pattern that finds `term` literally anywhere ('%' and '_' in it are not wildcards). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * `term` (normalised) is in the lower-cased `text`, or close to one of its words by trigram
 * word similarity (pg_trgm's `<%`, threshold 0.6): 'acupunture' finds 'acupuncture'. Both forms
 * can use the trigram indexes of the searched columns.
 */
function fuzzyContains(text: SQL, term: string): SQL {
  const like = sql`${text} like ${containsPattern(term)}`;
  if (term.length < MIN_FUZZY_LENGTH) return like;
  return sql`(${like} or ${term} <% ${text})`;
}

/** Any of the terms, each widened with its place-name aliases ('quilon' → also 'kollam'). */
function anyTerm(text: SQL, terms: readonly string[], places: boolean): SQL | undefined {
  const variants = new Set<string>();
  for (const raw of terms) {
    const term = normaliseTerm(raw);
    if (term === '') continue;
    for (const variant of places ? expandPlaceTerm(term) : [term]) variants.add(variant);
  }
  if (variants.size === 0) return undefined;
  return or(...[...variants].map((variant) => fuzzyContains(text, variant)));
}

// The column itself (never null: concat_ws skips nulls), not coalesce(search_text, ''): an
// expression over the column cannot use its trigram index, and every query would read all rows.
const searchText = sql`${healers.searchText}`;

/**
 * One phrase of `query` matches a healer when every word is found (in any order, each with its
 * typos and old place names) in the name, specialty, services or address, or when the whole
 * phrase is close to a run of words there ('anl kumar' finds 'Anil Kumar').
 */
function phraseCondition(phrase: string): SQL | undefined {
  const words = phrase.split(' ').filter(Boolean).slice(0, MAX_WORDS);
  const wordConditions = words
    .map((word) => anyTerm(searchText, [word], true))
    .filter((c): c is SQL => c !== undefined);
  if (wordConditions.length === 0) return undefined;
  const allWords = and(...wordConditions)!;
  if (words.length === 1) return allWords;
  return or(allWords, sql`${phrase} <% ${searchText}`);
}

function queryPhrases(query: string): string[] {
  return query
    .split(',')
    .map(normaliseTerm)
    .filter((phrase) => phrase !== '');
}

/** The WHERE conditions of a search: active healers, AND across filters, OR inside each list. */
export function searchConditions(filters: HealerSearchFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(healers.isActive, 'true')];
  if (filters.query !== undefined) {
    const phrases = queryPhrases(filters.query).map(phraseCondition);
    const defined = phrases.filter((c): c is SQL => c !== undefined);
    if (defined.length > 0) conditions.push(or(...defined));
  }
  if (filters.name !== undefined) {
    conditions.push(anyTerm(sql`lower(${healers.name})`, [filters.name], false));
  }
  if (filters.district) {
    conditions.push(anyTerm(sql`lower(${healers.district})`, filters.district, true));
  }
  if (filters.city) conditions.push(anyTerm(sql`lower(${healers.city})`, filters.city, true));
  if (filters.specialty) {
    conditions.push(anyTerm(sql`lower(${healers.specialty})`, filters.specialty, false));
  }
  if (filters.language) {
    conditions.push(anyTerm(sql`lower(${healers.languages})`, filters.language, false));
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * Active healers matching the filters; with `near`, nearest first (with their distance), else
 * with a `query` the closest matches first.
 */
export async function searchHealers(
  db: Db,
  filters: HealerSearchFilters,
): Promise<HealerSearchResult[]> {
  if (filters.near) {
    return findHealersNear(db, and(...searchConditions(filters)), filters.near, filters.radiusKm);
  }
  const phrases = filters.query === undefined ? [] : queryPhrases(filters.query);
  const order: SQL[] = [];
  if (phrases.length > 0) {
    // Closeness of the phrase to the healer's words, then to the name alone, so that
    // 'anl kumar' puts Anil Kumar before Anand Kumar.
    const scores = phrases.map(
      (phrase) =>
        sql`word_similarity(${phrase}, ${searchText}) + similarity(${phrase}, lower(${healers.name}))`,
    );
    order.push(
      desc(scores.length === 1 ? scores[0]! : sql`greatest(${sql.join(scores, sql`, `)})`),
    );
  }
  return findActiveHealers(db, and(...searchConditions(filters)), [
    ...order,
    asc(healers.name),
    asc(healers.id),
  ]);
}
