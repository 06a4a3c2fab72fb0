import { type Condition, holdsWord } from '../../shared/domain/condition-names.js';
import { healerPlace } from '../../shared/domain/geo.js';
import { romanisedForms } from '../../shared/domain/name-scripts.js';
import { normaliseSearchText } from '../../shared/domain/place-names.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { FieldIndex, fuzzyCandidates } from './field-index.js';
import type { StringPool } from './string-pool.js';
import { distinct, TrigramDictionary, TrigramQuery, wordSimilar } from './trigrams.js';

/** What the directory keeps of one active healer besides its API object. */
export interface DirectoryRow {
  healer: Healer;
  /** The database's `search_text` (lower-cased name, specialty, services and address). */
  searchText: string;
  geoLat: number | null;
  geoLng: number | null;
  geoApproximate: boolean | null;
  /** The town an approximate place is (healerPlace), which the distance is said to be from. */
  geoTown?: string;
}

/** A healer's row with the place near-me search measures from (healerPlace, decision 067). */
export function placedRow(healer: Healer, searchText: string): DirectoryRow {
  const place = healerPlace(healer);
  return {
    healer,
    searchText,
    geoLat: place?.point.lat ?? null,
    geoLng: place?.point.lng ?? null,
    geoApproximate: place ? place.approximate : null,
    ...(place?.approximate ? { geoTown: place.town } : {}),
  };
}

/** The texts a search condition reads: the query's words, or one filter's column. */
export type SearchField = 'search' | 'name' | 'district' | 'city' | 'specialty' | 'languages';

/**
 * How many matched texts (4 bytes each) the term cache of one directory holds at most: 16 MB,
 * about a hundred broad terms at 100,000 healers, thousands of narrow ones.
 */
const TERM_CACHE_TEXTS = 4_000_000;
/**
 * How many terms the term cache holds at most, whatever they matched: each key costs about
 * 100 bytes besides its texts, so 4,000 keys are under half a megabyte (decision 031).
 */
const TERM_CACHE_TERMS = 4_000;

/**
 * The characters of a field that are indexed (DESIGN §10.7): word similarity walks a text in
 * time quadratic in its length when it repeats itself, so one healer's very long text must not
 * slow every search. A real search text (name, specialty, a dozen services, the address) is
 * under 500 characters; the other fields are one short line each. Cut at a word's end.
 */
export const INDEXED_TEXT_MAX: Readonly<Record<SearchField, number>> = {
  search: 1_000,
  name: 200,
  district: 200,
  city: 200,
  specialty: 200,
  languages: 200,
};

/** `text` up to `max` characters, without a cut word at the end. */
function capped(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max);
}

const FIELDS: readonly SearchField[] = [
  'search',
  'name',
  'district',
  'city',
  'specialty',
  'languages',
];

/** A text with the Latin spellings of a Malayalam name after it (decision 067). */
function withRomanisedName(text: string, name: string): string {
  const forms = romanisedForms(normaliseSearchText(name));
  return forms.length === 0 ? text : `${text} ${forms.join(' ')}`;
}

function fieldText(row: DirectoryRow, field: SearchField): string {
  switch (field) {
    case 'search':
      return withRomanisedName(row.searchText, row.healer.name);
    case 'name':
      return withRomanisedName(row.healer.name.toLowerCase(), row.healer.name);
    case 'district':
      return (row.healer.district ?? '').toLowerCase();
    case 'city':
      return (row.healer.city ?? '').toLowerCase();
    case 'specialty':
      return (row.healer.specialty ?? '').toLowerCase();
    case 'languages':
      return (row.healer.languages ?? '').toLowerCase();
  }
}

/** A text's trigrams, in order and distinct, as one dictionary numbers them. */
interface NumberedTexts {
  dictionary: TrigramDictionary;
  sequences: Int32Array[];
  sets: Int32Array[];
}

/** Per-healer data kept between rebuilds, so a rebuild only reads texts that changed. */
export interface IndexedRow {
  row: DirectoryRow;
  /** The searched fields' texts, in FIELDS order, capped (INDEXED_TEXT_MAX). */
  texts: string[];
  /** Their trigrams as the last index holding the row numbered them; absent for a new row. */
  numbered?: NumberedTexts;
}

/**
 * Splits a row into the texts the index reads (done once per version of a healer). With `pool`,
 * equal texts are one string (most healers share their district's, city's or specialty's).
 */
export function indexRow(row: DirectoryRow, pool?: StringPool): IndexedRow {
  return {
    row,
    texts: FIELDS.map((field) => {
      const text = capped(fieldText(row, field), INDEXED_TEXT_MAX[field]);
      return pool ? pool.intern(text) : text;
    }),
  };
}

/**
 * The rows with their trigrams numbered by `dictionary`, a new one: rows kept from an earlier
 * index are renumbered through a table (one dictionary look-up per trigram still in use, none per
 * occurrence), new rows are read. The earlier dictionary then holds nothing the new index needs,
 * so it goes with the earlier index, and with it every trigram no healer has any more. The first
 * earlier dictionary's trigrams are numbered in their old order, so its rows' sets stay ascending.
 */
function numberRows(
  rows: readonly IndexedRow[],
  dictionary: TrigramDictionary,
): Required<IndexedRow>[] {
  const renumbering = new Map<TrigramDictionary, Int32Array>();
  for (const { numbered } of rows) {
    if (!numbered) continue;
    let table = renumbering.get(numbered.dictionary);
    if (!table) {
      table = new Int32Array(numbered.dictionary.size);
      renumbering.set(numbered.dictionary, table);
    }
    for (const set of numbered.sets) for (const id of set) table[id] = 1;
  }
  for (const [earlier, table] of renumbering) {
    for (let id = 0; id < table.length; id += 1) {
      table[id] = table[id] === 1 ? dictionary.idOf(earlier.trigramOf(id)) : -1;
    }
  }
  const [firstEarlier] = renumbering.keys();
  // Equal texts share their arrays (decision 065): a district's trigrams are one array for all
  // its healers, not one each, and an earlier index's shared array stays one when renumbered.
  const ofText = new Map<string, { sequence: Int32Array; set: Int32Array }>();
  const renumbered = [new Map<Int32Array, Int32Array>(), new Map<Int32Array, Int32Array>()];
  const renumber = (ids: Int32Array, from: TrigramDictionary, isSet: boolean) => {
    const done = renumbered[isSet ? 1 : 0]!;
    let out = done.get(ids);
    if (!out) {
      const table = renumbering.get(from)!;
      out = ids.map((id) => table[id]!);
      if (isSet && from !== firstEarlier) out.sort();
      done.set(ids, out);
    }
    return out;
  };
  const numbered = rows.map(({ row, texts, numbered }) => {
    if (!numbered) {
      const made = texts.map((text) => {
        let arrays = ofText.get(text);
        if (!arrays) {
          const sequence = dictionary.sequence(text);
          arrays = { sequence, set: distinct(sequence) };
          ofText.set(text, arrays);
        }
        return arrays;
      });
      return {
        row,
        texts,
        numbered: {
          dictionary,
          sequences: made.map((arrays) => arrays.sequence),
          sets: made.map((arrays) => arrays.set),
        },
      };
    }
    const from = numbered.dictionary;
    return {
      row,
      texts,
      numbered: {
        dictionary,
        sequences: numbered.sequences.map((ids) => renumber(ids, from, false)),
        sets: numbered.sets.map((ids) => renumber(ids, from, true)),
      },
    };
  });
  return packed(numbered);
}

/**
 * The rows with all their trigram arrays moved into one buffer, each a view of it (decision 065):
 * a typed array of its own costs about 200 bytes of buffer, backing store and allocator around
 * its own bytes, and 100,000 healers had four of them each that no one shares. Every array of the
 * rows is made by this index (numberRows), so the buffer goes with it, and nothing else.
 */
function packed(rows: Required<IndexedRow>[]): Required<IndexedRow>[] {
  const moved = new Map<Int32Array, Int32Array>();
  let total = 0;
  for (const { numbered } of rows) {
    for (const ids of [...numbered.sequences, ...numbered.sets]) {
      if (!moved.has(ids)) {
        moved.set(ids, ids);
        total += ids.length;
      }
    }
  }
  const buffer = new Int32Array(total);
  let at = 0;
  for (const ids of moved.keys()) {
    buffer.set(ids, at);
    moved.set(ids, buffer.subarray(at, at + ids.length));
    at += ids.length;
  }
  for (const { numbered } of rows) {
    numbered.sequences = numbered.sequences.map((ids) => moved.get(ids)!);
    numbered.sets = numbered.sets.map((ids) => moved.get(ids)!);
  }
  return rows;
}

/**
 * The active directory in the public order (by name, then id), with an inverted trigram index
 * per searched field. Immutable: a change builds a new one (directory.ts).
 */
export class DirectoryIndex {
  /** The rows with their trigrams in this index's dictionary, for the next rebuild to reuse. */
  readonly indexed: Required<IndexedRow>[];
  /** This index's own trigram numbers (see TrigramDictionary): freed with it. */
  readonly dictionary = new TrigramDictionary();
  readonly rows: DirectoryRow[];
  readonly healers: Healer[];
  private readonly fields: Map<SearchField, FieldIndex>;
  /** Each healer's name trigrams (distinct), for the rank's `similarity(phrase, name)`. */
  readonly nameSets: Int32Array[];
  /** Texts each recent term matched, by field and mode, most recently used last. */
  private readonly termCache = new Map<string, Int32Array>();
  private termCacheTexts = 0;

  constructor(rows: readonly IndexedRow[]) {
    const indexed = numberRows(rows, this.dictionary);
    this.indexed = indexed;
    this.rows = indexed.map((entry) => entry.row);
    this.healers = this.rows.map((row) => row.healer);
    this.fields = new Map(
      FIELDS.map((field, f) => [
        field,
        new FieldIndex(
          indexed.map((entry) => entry.texts[f]!),
          indexed.map((entry) => entry.numbered.sequences[f]!),
          indexed.map((entry) => entry.numbered.sets[f]!),
        ),
      ]),
    );
    this.nameSets = indexed.map((entry) => entry.numbered.sets[FIELDS.indexOf('name')]!);
  }

  /** A search term's trigrams, to compare with this index's texts. */
  query(text: string): TrigramQuery {
    return new TrigramQuery(text, this.dictionary);
  }

  get size(): number {
    return this.rows.length;
  }

  sequence(field: SearchField, healer: number): Int32Array {
    const index = this.fields.get(field)!;
    return index.sequences[index.textOf[healer]!]!;
  }

  /**
   * Marks with 1 in `into` (one byte per healer) the healers whose `field` holds any of `terms`
   * literally (`like '%term%'`) or, for a term of `fuzzyFrom` characters or more, has a run of
   * words close to it (`term <% field`): the leaf condition of the search. The terms are one
   * search word and its other spellings ('trichur', 'thrissur', 'തൃശ്ശൂർ'), matched together:
   * a text one spelling holds literally is not walked again for the others' closeness. The
   * texts they match are kept for later searches of this directory (TERM_CACHE_TEXTS), as a
   * search engine keeps its filters: the same place or specialty comes back in many different
   * searches. A term that matched nothing is not kept: visitors can send endless new words.
   */
  markMatches(
    field: SearchField,
    terms: readonly string[],
    into: Uint8Array,
    fuzzyFrom: number,
  ): void {
    const index = this.fields.get(field)!;
    const key = JSON.stringify([field, fuzzyFrom, terms]);
    let texts = this.termCache.get(key);
    if (texts) {
      // Most recently used last: the first key is the one to forget.
      this.termCache.delete(key);
      this.termCache.set(key, texts);
    } else {
      texts = this.matchingTexts(index, terms, fuzzyFrom);
      this.remember(key, texts);
    }
    for (const text of texts) index.markHealers(text, into);
  }

  /**
   * Marks with 1 in `into` the healers whose `field` holds every word of one of the condition's
   * names, each at the start of a word (`holdsWord`): the other names of a condition a search
   * word names ('നടുവേദന' → 'back pain', 'lumbago' …). Literal only: the names are spelt right,
   * and a typo of the visitor's own word is still matched by `markMatches`. A name's trigram
   * windows narrow the texts read to those holding all of them. Kept in the term cache like a
   * term: a condition comes back in many searches.
   */
  markCondition(field: SearchField, condition: Condition, into: Uint8Array): void {
    const index = this.fields.get(field)!;
    const key = JSON.stringify([field, 'condition', condition.id]);
    let texts = this.termCache.get(key);
    if (texts) {
      this.termCache.delete(key);
      this.termCache.set(key, texts);
    } else {
      texts = this.conditionTexts(index, condition);
      this.remember(key, texts);
    }
    for (const text of texts) index.markHealers(text, into);
  }

  private conditionTexts(index: FieldIndex, condition: Condition): Int32Array {
    const n = index.texts.length;
    const found = new Uint8Array(n);
    for (const name of condition.names) {
      const windows: number[] = [];
      for (const word of name) windows.push(...(this.dictionary.literalWindows(word) ?? []));
      if (windows.includes(-1)) continue;
      const candidates =
        windows.length === 0
          ? Int32Array.from({ length: n }, (_, text) => text)
          : intersectAll(windows.map((id) => index.holders(id)));
      for (const text of candidates) {
        if (found[text] === 1) continue;
        const held = index.texts[text]!;
        if (name.every((word) => holdsWord(held, word))) found[text] = 1;
      }
    }
    return positionsOf(found);
  }

  /**
   * Marks, among the healers `into` does not hold yet, those whose `field` has a run of words
   * close to `phrase` (`phrase <% field`). Not kept: a whole phrase rarely comes back, and
   * skipping the healers already in saves most of the work.
   */
  markCloseTo(field: SearchField, phrase: string, into: Uint8Array): void {
    const index = this.fields.get(field)!;
    const query = this.query(phrase);
    for (const text of fuzzyCandidates(index, query)) {
      if (index.holdsAll(text, into) || !wordSimilar(query, index.sequences[text]!)) continue;
      index.markHealers(text, into);
    }
  }

  private matchingTexts(
    index: FieldIndex,
    terms: readonly string[],
    fuzzyFrom: number,
  ): Int32Array {
    const n = index.texts.length;
    const found = new Uint8Array(n);
    for (const term of terms) {
      const windows = this.dictionary.literalWindows(term);
      if (windows === undefined) {
        // No trigram narrows a literal match of this term: read every text.
        for (let text = 0; text < n; text += 1) {
          if (found[text] === 0 && index.texts[text]!.includes(term)) found[text] = 1;
        }
      } else if (!windows.includes(-1)) {
        for (const text of intersectAll(windows.map((id) => index.holders(id)))) {
          if (found[text] === 0 && index.texts[text]!.includes(term)) found[text] = 1;
        }
      }
    }
    for (const term of terms) {
      if (term.length < fuzzyFrom) continue;
      const query = this.query(term);
      for (const text of fuzzyCandidates(index, query)) {
        if (found[text] === 0 && wordSimilar(query, index.sequences[text]!)) found[text] = 1;
      }
    }
    return positionsOf(found);
  }

  /** How many terms the term cache holds, and how many matched texts in all (for tests). */
  get termCacheSize(): { terms: number; texts: number } {
    return { terms: this.termCache.size, texts: this.termCacheTexts };
  }

  private remember(key: string, texts: Int32Array): void {
    if (texts.length === 0 || texts.length > TERM_CACHE_TEXTS) return;
    this.termCache.set(key, texts);
    this.termCacheTexts += texts.length;
    for (const [oldest, kept] of this.termCache) {
      if (this.termCacheTexts <= TERM_CACHE_TEXTS && this.termCache.size <= TERM_CACHE_TERMS) {
        break;
      }
      this.termCache.delete(oldest);
      this.termCacheTexts -= kept.length;
    }
  }

  /**
   * How many of the query's distinct trigrams a healer's `field` holds: counted once per
   * distinct text from the postings, then read through the healer's text.
   */
  trigramHits(field: SearchField, query: TrigramQuery): (healer: number) => number {
    const index = this.fields.get(field)!;
    const perText = new Uint16Array(index.texts.length);
    for (const trigram of query.set) {
      for (const text of index.holders(trigram)) perText[text]! += 1;
    }
    const textOf = index.textOf;
    return (healer) => perText[textOf[healer]!]!;
  }
}

/** The positions holding 1, ascending. */
function positionsOf(found: Uint8Array): Int32Array {
  let count = 0;
  for (let at = 0; at < found.length; at += 1) count += found[at]!;
  const out = new Int32Array(count);
  for (let at = 0, next = 0; next < count; at += 1) {
    if (found[at] === 1) {
      out[next] = at;
      next += 1;
    }
  }
  return out;
}

/**
 * Ascending position lists → the positions in all of them. Walks the shortest and finds each of
 * its positions in the others by galloping (doubling steps, then halving), so a short list
 * against postings of tens of thousands costs its own length times a logarithm.
 */
function intersectAll(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const shortest = sorted[0]!;
  const out = new Int32Array(shortest.length);
  const at = new Int32Array(sorted.length);
  let count = 0;
  walk: for (const value of shortest) {
    for (let l = 1; l < sorted.length; l += 1) {
      const list = sorted[l]!;
      // The first position from at[l] holding at least `value`: gallop to a bound, then halve.
      let low = at[l]!;
      let high = low;
      let step = 1;
      while (high < list.length && list[high]! < value) {
        low = high + 1;
        high = low + step;
        step *= 2;
      }
      high = Math.min(high, list.length);
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (list[middle]! < value) low = middle + 1;
        else high = middle;
      }
      at[l] = low;
      if (low === list.length) break walk;
      if (list[low] !== value) continue walk;
    }
    out[count] = value;
    count += 1;
  }
  return out.subarray(0, count);
}
