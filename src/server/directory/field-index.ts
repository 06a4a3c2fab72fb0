import type { TrigramQuery } from './trigrams.js';

/**
 * One field of every healer, kept once per distinct text: fourteen districts or a few dozen
 * specialties are matched once each, not once per healer (a filter at 100,000 healers reads a
 * handful of texts). Each distinct text has its trigrams in order, who holds it, and an inverted
 * index from trigram to the texts holding it.
 */
export class FieldIndex {
  /** The distinct texts, in order of first holder. */
  readonly texts: string[];
  readonly sequences: Int32Array[];
  /** Each healer's text (by position in `texts`). */
  readonly textOf: Int32Array;
  /** Healers holding text t: healersOf[healerStarts[t] .. healerStarts[t + 1]), ascending. */
  private readonly healerStarts: Int32Array;
  private readonly healersOf: Int32Array;
  /** Texts holding trigram t: postings[starts[t] .. starts[t + 1]), ascending. */
  private readonly starts: Int32Array;
  private readonly postings: Int32Array;

  constructor(texts: string[], sequences: Int32Array[], sets: Int32Array[]) {
    const idOfText = new Map<string, number>();
    const textOf = new Int32Array(texts.length);
    const distinctTexts: string[] = [];
    const distinctSequences: Int32Array[] = [];
    const distinctSets: Int32Array[] = [];
    texts.forEach((text, healer) => {
      let id = idOfText.get(text);
      if (id === undefined) {
        id = distinctTexts.length;
        idOfText.set(text, id);
        distinctTexts.push(text);
        distinctSequences.push(sequences[healer]!);
        distinctSets.push(sets[healer]!);
      }
      textOf[healer] = id;
    });
    this.texts = distinctTexts;
    this.sequences = distinctSequences;
    this.textOf = textOf;
    [this.healerStarts, this.healersOf] = invert(distinctTexts.length, textOf.length, (visit) => {
      textOf.forEach((text, healer) => {
        visit(text, healer);
      });
    });
    let maxId = -1;
    let total = 0;
    for (const set of distinctSets) {
      total += set.length;
      if (set.length > 0) maxId = Math.max(maxId, set[set.length - 1]!);
    }
    [this.starts, this.postings] = invert(maxId + 1, total, (visit) =>
      distinctSets.forEach((set, text) => {
        for (const id of set) visit(id, text);
      }),
    );
  }

  /** The texts (ascending positions) holding trigram `id`. */
  holders(id: number): Int32Array {
    if (id < 0 || id + 1 >= this.starts.length) return new Int32Array(0);
    return this.postings.subarray(this.starts[id]!, this.starts[id + 1]!);
  }

  /** Marks with 1 in `into` the healers whose text is `text`. */
  markHealers(text: number, into: Uint8Array): void {
    const end = this.healerStarts[text + 1]!;
    for (let at = this.healerStarts[text]!; at < end; at += 1) into[this.healersOf[at]!] = 1;
  }

  /** Whether `into` holds every healer whose text is `text`. */
  holdsAll(text: number, into: Uint8Array): boolean {
    const end = this.healerStarts[text + 1]!;
    for (let at = this.healerStarts[text]!; at < end; at += 1) {
      if (into[this.healersOf[at]!] === 0) return false;
    }
    return true;
  }
}

/**
 * A compressed inverted list: for `keys` keys, the values visited under each, in visiting order
 * (ascending when visited in ascending order): values[starts[k] .. starts[k + 1]).
 */
function invert(
  keys: number,
  total: number,
  each: (visit: (key: number, value: number) => void) => void,
): [Int32Array, Int32Array] {
  const starts = new Int32Array(keys + 1);
  each((key) => {
    starts[key + 1]! += 1;
  });
  for (let k = 1; k < starts.length; k += 1) starts[k]! += starts[k - 1]!;
  const fill = starts.slice(0, keys);
  const values = new Int32Array(total);
  each((key, value) => {
    values[fill[key]!] = value;
    fill[key]! += 1;
  });
  return [starts, values];
}
/**
 * Texts that may reach the `<%` threshold: word similarity is at most the share of the query's
 * distinct trigrams a text holds, so a text holding fewer than 60% cannot.
 */
export function fuzzyCandidates(index: FieldIndex, query: TrigramQuery): number[] {
  const out: number[] = [];
  const need = Math.ceil(query.set.length * 0.6 - 1e-9);
  if (need === 0) return out;
  const counts = new Uint16Array(index.texts.length);
  for (const trigram of query.set) {
    for (const text of index.holders(trigram)) {
      counts[text]! += 1;
      if (counts[text] === need) out.push(text);
    }
  }
  return out;
}
