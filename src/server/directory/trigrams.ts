/**
 * pg_trgm's trigram similarity, in process (decision 026). The directory's search used
 * `word_similarity`, `similarity` and `<%` in SQL; it now runs in memory over the same texts, so
 * these follow pg_trgm's own rules (contrib/pg_trgm/trgm_op.c) to keep every result and its rank:
 * - a text is split into words of letters and digits, each lower-cased and padded with two
 *   spaces before and one after, and each run of three characters of a padded word is a trigram;
 * - `similarity(a, b)` is shared distinct trigrams ÷ all distinct trigrams of both;
 * - `wordSimilarity(a, b)` is the best such ratio between `a`'s trigrams and a run of `b`'s
 *   trigrams in order, found by pg_trgm's own greedy walk (not a search of every run);
 * - values are single-precision (`real`), as PostgreSQL computes them, so ties fall alike.
 * tests/api/trigram-similarity.test.ts checks them against the database's functions.
 *
 * Trigrams are numbered by the dictionary of the index that holds the texts (TrigramDictionary).
 */

/** pg_trgm's default `pg_trgm.word_similarity_threshold` (a float4 GUC): the `<%` cut-off. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The trigrams of `text` as strings, in order: each word lower-cased and padded, as pg_trgm. */
function* paddedTrigrams(text: string): Generator<string> {
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const chars = [' ', ' ', ...match[0], ' '];
    for (let i = 0; i + 2 < chars.length; i += 1) yield chars[i]! + chars[i + 1]! + chars[i + 2]!;
  }
}

/**
 * Numbers for the trigrams of one directory's texts, so that a text's trigrams are an
 * Int32Array. Each directory index owns one and it goes with the index: a healer who keeps
 * writing new words grows only the dictionary of the index that holds them (decision 031). Search
 * terms are read without adding to it.
 */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();
  private readonly trigrams: string[] = [];
  /**
   * `wordSimilarity`'s table: the last position of each trigram in the text being walked, -1
   * when not in the current run; clean between calls. Grown with the dictionary.
   */
  private lastPositions = new Int32Array(0);

  /** How many distinct trigrams the texts numbered here hold. */
  get size(): number {
    return this.trigrams.length;
  }

  /** The number of a trigram, given the first time it is seen. */
  idOf(trigram: string): number {
    let id = this.ids.get(trigram);
    if (id === undefined) {
      id = this.trigrams.length;
      this.ids.set(trigram, id);
      this.trigrams.push(trigram);
    }
    return id;
  }

  /** The number of a trigram if a text here has had it, else -1 (no text can hold it). */
  knownId(trigram: string): number {
    return this.ids.get(trigram) ?? -1;
  }

  /** The trigram numbered `id`. */
  trigramOf(id: number): string {
    return this.trigrams[id]!;
  }

  /** The trigrams of `text` in order, repeats kept (pg_trgm's `generate_trgm_only`). */
  sequence(text: string): Int32Array {
    const out: number[] = [];
    for (const trigram of paddedTrigrams(text)) out.push(this.idOf(trigram));
    return Int32Array.from(out);
  }

  /** The distinct trigrams of `text`, ascending. */
  set(text: string): Int32Array {
    return distinct(this.sequence(text));
  }

  /**
   * The distinct trigrams of a search term, ascending, without adding any: a trigram no text
   * has is numbered below zero (distinct within the term), so it still counts in the term's
   * size, as in pg_trgm, and matches nothing.
   */
  querySet(text: string): Int32Array {
    const unknown = new Map<string, number>();
    const out = new Set<number>();
    for (const trigram of paddedTrigrams(text)) {
      let id = this.ids.get(trigram) ?? unknown.get(trigram);
      if (id === undefined) {
        id = -1 - unknown.size;
        unknown.set(trigram, id);
      }
      out.add(id);
    }
    return Int32Array.from(out).sort();
  }

  /**
   * Windows of three characters of `term` itself, unpadded: when `term` is letters and digits
   * only, a text holding it literally holds every one of these among its trigrams. Undefined
   * when that does not hold (shorter than 3, or other characters); -1 for a window never seen.
   */
  literalWindows(term: string): number[] | undefined {
    const chars = [...term.toLowerCase()];
    if (chars.length < 3 || term.replace(WORD, '') !== '') return undefined;
    const out = new Set<number>();
    for (let i = 0; i + 2 < chars.length; i += 1) {
      out.add(this.knownId(chars[i]! + chars[i + 1]! + chars[i + 2]!));
    }
    return [...out];
  }

  /** `wordSimilarity`'s clean table of last positions, one slot per trigram numbered so far. */
  positionTable(): Int32Array {
    if (this.lastPositions.length < this.trigrams.length) {
      this.lastPositions = new Int32Array(
        Math.max(this.trigrams.length, this.lastPositions.length * 2),
      ).fill(-1);
    }
    return this.lastPositions;
  }
}

export function distinct(sequence: Int32Array): Int32Array {
  return Int32Array.from(new Set(sequence)).sort();
}

/** count ÷ (len1 + len2 − count) in single precision (pg_trgm's CALCSML). */
function calcSml(count: number, len1: number, len2: number): number {
  return Math.fround(count / (len1 + len2 - count));
}

/**
 * pg_trgm's `similarity(a, b)` from how many trigrams the two distinct sets share and their
 * sizes (for many texts at once, where the shared counts come from the postings).
 */
export function similarityOf(shared: number, sizeA: number, sizeB: number): number {
  return sizeA === 0 || sizeB === 0 ? 0 : calcSml(shared, sizeA, sizeB);
}

/** pg_trgm's `similarity(a, b)` over two distinct, ascending trigram sets. */
export function similarity(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let i = 0;
  let j = 0;
  let count = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      count += 1;
      i += 1;
      j += 1;
    }
  }
  return calcSml(count, a.length, b.length);
}

/** A search term's trigrams, ready to be compared with many texts of one dictionary. */
export class TrigramQuery {
  /** The term's distinct trigrams, ascending (negative for ones no text has). */
  readonly set: Int32Array;
  /** The same, to ask of each trigram of a text: a set, not a table the size of the dictionary. */
  private readonly own: Set<number>;

  constructor(
    readonly text: string,
    readonly dictionary: TrigramDictionary,
  ) {
    this.set = dictionary.querySet(text);
    this.own = new Set(this.set);
  }

  /** Has this trigram (`found` in pg_trgm). */
  has(id: number): boolean {
    return this.own.has(id);
  }
}

/**
 * pg_trgm's `word_similarity(query, text)` (`iterate_word_similarity`), or with `checkOnly`
 * whether it reaches the `<%` threshold (stopping as soon as it does, as `<%` does).
 */
export function wordSimilarity(query: TrigramQuery, text: Int32Array, checkOnly = false): number {
  const ulen1 = query.set.length;
  if (ulen1 === 0 || text.length === 0) return 0;
  const pos = query.dictionary.positionTable();
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  const len2 = text.length;
  for (let i = 0; i < len2; i += 1) {
    const id = text[i]!;
    const found = query.has(id);
    if (lower >= 0 || found) {
      if (pos[id]! < 0) {
        ulen2 += 1;
        if (found) count += 1;
      }
      pos[id] = i;
    }
    if (!found) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calcSml(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const candidate = calcSml(tmpCount, ulen1, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      if (checkOnly && current >= WORD_SIMILARITY_THRESHOLD) break;
      const at = text[tmpLower]!;
      if (pos[at] === tmpLower) {
        tmpUlen2 -= 1;
        if (query.has(at)) tmpCount -= 1;
      }
    }
    if (current > best) best = current;
    if (checkOnly && best >= WORD_SIMILARITY_THRESHOLD) break;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
      const at = text[tmpLower]!;
      if (pos[at] === tmpLower) pos[at] = -1;
    }
  }
  // Leave the table clean for the next call.
  for (let i = 0; i < len2; i += 1) pos[text[i]!] = -1;
  return best;
}

/** `query <% text`: some run of the text's words is close to the query. */
export function wordSimilar(query: TrigramQuery, text: Int32Array): boolean {
  return wordSimilarity(query, text, true) >= WORD_SIMILARITY_THRESHOLD;
}
