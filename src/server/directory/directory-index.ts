import type { Healer } from '../../shared/schemas/healer.js';
import {
  distinct,
  literalWindows,
  TrigramQuery,
  trigramSequence,
  wordSimilar,
} from './trigrams.js';

/** What the directory keeps of one active healer besides its API object. */
export interface DirectoryRow {
  healer: Healer;
  /** The database's `search_text` (lower-cased name, specialty, services and address). */
  searchText: string;
  geoLat: number | null;
  geoLng: number | null;
  geoApproximate: boolean | null;
}

/** The texts a search condition reads: the query's words, or one filter's column. */
export type SearchField = 'search' | 'name' | 'district' | 'city' | 'specialty' | 'languages';

const FIELDS: readonly SearchField[] = [
  'search',
  'name',
  'district',
  'city',
  'specialty',
  'languages',
];

function fieldText(row: DirectoryRow, field: SearchField): string {
  switch (field) {
    case 'search':
      return row.searchText;
    case 'name':
      return row.healer.name.toLowerCase();
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

/** One field of every healer: its text, its trigrams in order, and who holds each trigram. */
class FieldIndex {
  readonly texts: string[];
  readonly sequences: Int32Array[];
  /** Healers (by position) holding trigram t: postings[starts[t] .. starts[t + 1]). */
  private readonly starts: Int32Array;
  private readonly postings: Int32Array;

  constructor(texts: string[], sequences: Int32Array[], sets: Int32Array[]) {
    this.texts = texts;
    this.sequences = sequences;
    let maxId = -1;
    let total = 0;
    for (const set of sets) {
      total += set.length;
      if (set.length > 0) maxId = Math.max(maxId, set[set.length - 1]!);
    }
    const starts = new Int32Array(maxId + 2);
    for (const set of sets) for (const id of set) starts[id + 1]! += 1;
    for (let t = 1; t < starts.length; t += 1) starts[t]! += starts[t - 1]!;
    const fill = starts.slice(0, Math.max(0, starts.length - 1));
    const postings = new Int32Array(total);
    sets.forEach((set, healer) => {
      for (const id of set) {
        postings[fill[id]!] = healer;
        fill[id]! += 1;
      }
    });
    this.starts = starts;
    this.postings = postings;
  }

  /** The healers (ascending positions) holding trigram `id`. */
  holders(id: number): Int32Array {
    if (id < 0 || id + 1 >= this.starts.length) return new Int32Array(0);
    return this.postings.subarray(this.starts[id]!, this.starts[id + 1]!);
  }
}

/** Per-healer data kept between rebuilds, so a rebuild only reads texts that changed. */
export interface IndexedRow {
  row: DirectoryRow;
  texts: string[];
  sequences: Int32Array[];
  sets: Int32Array[];
}

/** Splits a row into what the index needs of it (done once per version of a healer). */
export function indexRow(row: DirectoryRow): IndexedRow {
  const texts = FIELDS.map((field) => fieldText(row, field));
  const sequences = texts.map(trigramSequence);
  return { row, texts, sequences, sets: sequences.map(distinct) };
}

/**
 * The active directory in the public order (by name, then id), with an inverted trigram index
 * per searched field. Immutable: a change builds a new one (directory.ts).
 */
export class DirectoryIndex {
  readonly rows: DirectoryRow[];
  readonly healers: Healer[];
  private readonly fields: Map<SearchField, FieldIndex>;
  /** Each healer's name trigrams (distinct), for the rank's `similarity(phrase, name)`. */
  readonly nameSets: Int32Array[];

  constructor(indexed: readonly IndexedRow[]) {
    this.rows = indexed.map((entry) => entry.row);
    this.healers = this.rows.map((row) => row.healer);
    this.fields = new Map(
      FIELDS.map((field, f) => [
        field,
        new FieldIndex(
          indexed.map((entry) => entry.texts[f]!),
          indexed.map((entry) => entry.sequences[f]!),
          indexed.map((entry) => entry.sets[f]!),
        ),
      ]),
    );
    this.nameSets = indexed.map((entry) => entry.sets[FIELDS.indexOf('name')]!);
  }

  get size(): number {
    return this.rows.length;
  }

  sequence(field: SearchField, healer: number): Int32Array {
    return this.fields.get(field)!.sequences[healer]!;
  }

  /**
   * Marks with 1 in `into` (one byte per healer) the healers whose `field` holds `term`
   * literally (`like '%term%'`, when `literal`) or has a run of words close to it
   * (`term <% field`, when `fuzzy`): the leaf condition of the search.
   */
  markMatches(
    field: SearchField,
    term: string,
    into: Uint8Array,
    { literal, fuzzy }: { literal: boolean; fuzzy: boolean },
  ): void {
    const index = this.fields.get(field)!;
    const n = this.size;
    const query = fuzzy ? new TrigramQuery(term) : undefined;
    const candidates = query ? this.fuzzyCandidates(index, query) : undefined;
    if (literal) {
      const windows = literalWindows(term);
      if (windows === undefined) {
        // No trigram narrows a literal match of this term: read every text.
        for (let healer = 0; healer < n; healer += 1) {
          if (into[healer] === 0 && index.texts[healer]!.includes(term)) into[healer] = 1;
        }
      } else if (!windows.includes(-1)) {
        for (const healer of intersectAll(windows.map((id) => index.holders(id)))) {
          if (into[healer] === 0 && index.texts[healer]!.includes(term)) into[healer] = 1;
        }
      }
    }
    if (query && candidates) {
      for (const healer of candidates) {
        if (into[healer] === 0 && wordSimilar(query, index.sequences[healer]!)) into[healer] = 1;
      }
    }
  }

  /** How many of the query's distinct trigrams each healer's `field` holds. */
  trigramHits(field: SearchField, query: TrigramQuery): Uint16Array {
    const index = this.fields.get(field)!;
    const counts = new Uint16Array(this.size);
    for (const trigram of query.set) {
      for (const healer of index.holders(trigram)) counts[healer]! += 1;
    }
    return counts;
  }

  /**
   * Healers that may reach the `<%` threshold: word similarity is at most the share of the
   * query's distinct trigrams a text holds, so a text holding fewer than 60% cannot.
   */
  private fuzzyCandidates(index: FieldIndex, query: TrigramQuery): number[] {
    const out: number[] = [];
    const need = Math.ceil(query.set.length * 0.6 - 1e-9);
    if (need === 0) return out;
    const counts = new Uint16Array(this.size);
    for (const trigram of query.set) {
      for (const healer of index.holders(trigram)) {
        counts[healer]! += 1;
        if (counts[healer] === need) out.push(healer);
      }
    }
    return out;
  }
}

/** Ascending position lists → the positions in all of them. */
function intersectAll(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let current = sorted[0]!;
  for (const other of sorted.slice(1)) {
    const out: number[] = [];
    let j = 0;
    for (const value of current) {
      while (j < other.length && other[j]! < value) j += 1;
      if (j < other.length && other[j] === value) out.push(value);
    }
    current = Int32Array.from(out);
    if (current.length === 0) break;
  }
  return current;
}
