import { CONDITION_ROWS } from '../constants/condition-names.js';
import { foldSearchText } from './place-names.js';

/**
 * The other names of the condition (or conditions) some words of a search name: each name is a
 * list of words that must all be found, each at the start of a word (`holdsWord`). `id` is the
 * same for the same names, for caches.
 */
export interface Condition {
  id: string;
  names: readonly (readonly string[])[];
}

/** Words of a search phrase taken together: one typed word, or the words of a condition's name. */
export interface WordGroup {
  /** The phrase's own words (folded), matched as the search always matched them. */
  words: string[];
  /** When the words name a condition, its names in both languages, looked for as well. */
  condition?: Condition;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LETTER = /[\p{L}\p{M}\p{N}]/u;
const MALAYALAM = /[\u0D00-\u0D7F]/;
/**
 * A Malayalam word that is not a name itself may be one with an ending ('നടുവേദനയ്ക്ക്', for
 * back pain): its longest beginning that is a name is taken, from this many characters (code
 * points) up, so that a short name ('ഗ്യാസ്') does not claim longer words.
 */
const MALAYALAM_STEM_MIN = 5;

/** The words of a name or typed word, folded, as the table's keys hold them ("women's" → women s). */
function keyWords(text: string): string[] {
  return foldSearchText(text).match(WORD) ?? [];
}

/**
 * Whether `text` holds `word` at the start of one of its words: 'pain' is in 'painful' and in
 * 'back-pain', not in 'spain'; 'നടുവേദന' is in 'നടുവേദനയും', not 'മുട്ടുവേദന' in 'കൈമുട്ടുവേദന'.
 */
export function holdsWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at !== -1) {
    if (at === 0 || !LETTER.test(text[at - 1]!)) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}

/** Whether `text` holds every word of one of the condition's names (`holdsWord`). */
export function holdsCondition(text: string, condition: Condition): boolean {
  return condition.names.some((name) => name.every((word) => holdsWord(text, word)));
}

/** Whether every text holding all of `broader`'s words holds all of `narrower`'s: then `narrower` adds nothing. */
function covers(broader: readonly string[], narrower: readonly string[]): boolean {
  return broader.every((word) => narrower.some((other) => other.startsWith(word)));
}

/**
 * The names to look for, without those another one already finds ('sleep' finds whatever
 * 'sleep problems' would): fewer look-ups per search. Single letters ("women's" → s) are
 * dropped from a name's words: they say nothing at the start of a word.
 */
function withoutCovered(names: readonly (readonly string[])[]): string[][] {
  const distinct = new Map<string, string[]>();
  for (const name of names) {
    const words = [...new Set(name.filter((word) => [...word].length > 1))].sort();
    if (words.length > 0) distinct.set(words.join(' '), words);
  }
  const all = [...distinct.values()];
  return all.filter(
    (name, i) => !all.some((other, j) => j !== i && covers(other, name) && !covers(name, other)),
  );
}

/**
 * Every name's key (its words joined by a space, and for a Malayalam name also without spaces:
 * 'നടു വേദന' is often written 'നടുവേദന') → the condition of every row holding it.
 */
function buildKeys(): { byKey: Map<string, Condition>; longest: number } {
  const rowsByKey = new Map<string, number[]>();
  let longest = 1;
  CONDITION_ROWS.forEach((row, r) => {
    for (const name of [...row.english, ...row.malayalam]) {
      const words = keyWords(name);
      if (words.length === 0) continue;
      longest = Math.max(longest, words.length);
      const keys = [words.join(' ')];
      if (MALAYALAM.test(name)) keys.push(words.join(''));
      for (const key of keys) {
        const rows = rowsByKey.get(key) ?? [];
        if (!rows.includes(r)) rows.push(r);
        rowsByKey.set(key, rows);
      }
    }
  });
  const byRows = new Map<string, Condition>();
  const byKey = new Map<string, Condition>();
  for (const [key, rows] of rowsByKey) {
    const id = rows.join(',');
    let condition = byRows.get(id);
    if (!condition) {
      const names = rows.flatMap((r) =>
        [...CONDITION_ROWS[r]!.english, ...CONDITION_ROWS[r]!.malayalam].map(keyWords),
      );
      condition = { id, names: withoutCovered(names) };
      byRows.set(id, condition);
    }
    byKey.set(key, condition);
  }
  return { byKey, longest };
}

const { byKey: BY_KEY, longest: LONGEST_NAME } = buildKeys();

/** The condition `text` names (a search word or words: 'Back pain', 'നടുവേദന'), if any. */
export function conditionNamed(text: string): Condition | undefined {
  const words = keyWords(text);
  return BY_KEY.get(words.join(' ')) ?? BY_KEY.get(words.join(''));
}

/** The condition a Malayalam word with an ending names ('പ്രമേഹത്തിന്' → diabetes), if any. */
function conditionOfStem(word: string): Condition | undefined {
  if (!MALAYALAM.test(word)) return undefined;
  const chars = [...word];
  for (let length = chars.length - 1; length >= MALAYALAM_STEM_MIN; length -= 1) {
    const condition = BY_KEY.get(chars.slice(0, length).join(''));
    if (condition) return condition;
  }
  return undefined;
}

/**
 * A search phrase's words (folded, in order) in groups: the longest run of words from each
 * position that names a condition ('back pain', 'മൈഗ്രെയ്ൻ') is one group with the condition's
 * names; any other word is a group of its own. Each group is a look-up in a table, not a walk of
 * it (DESIGN §8's search budget).
 */
export function conditionGroups(words: readonly string[]): WordGroup[] {
  const groups: WordGroup[] = [];
  const keys = words.map(keyWords);
  for (let at = 0; at < words.length; ) {
    let found: WordGroup | undefined;
    for (let length = Math.min(LONGEST_NAME, words.length - at); length >= 1; length -= 1) {
      const run = keys.slice(at, at + length).flat();
      const condition = BY_KEY.get(run.join(' ')) ?? BY_KEY.get(run.join(''));
      if (condition) {
        found = { words: words.slice(at, at + length), condition };
        break;
      }
    }
    if (!found) {
      const condition = conditionOfStem(keys[at]!.join(''));
      found = condition ? { words: [words[at]!], condition } : { words: [words[at]!] };
    }
    groups.push(found);
    at += found.words.length;
  }
  return groups;
}
