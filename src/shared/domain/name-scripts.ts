import { expandPlaceTerm } from './place-names.js';

// Names across scripts (decision 067): a name saved in Malayalam script is found by the ways it
// is commonly written in Latin letters, and a Latin name by its Malayalam spelling, because a
// search word in Malayalam is also looked for as its romanisations. One table, read by the
// server's index and the offline search alike; a few kilobytes, no dictionary.

/** Each Malayalam letter as Malayalis write it in names, [usual, other] ('ശ' s/sh, 'ീ' ee/i). */
type Spelling = readonly [usual: string, other: string];

const INDEPENDENT_VOWELS: Readonly<Record<string, Spelling>> = {
  അ: ['a', 'a'],
  ആ: ['a', 'aa'],
  ഇ: ['i', 'i'],
  ഈ: ['ee', 'i'],
  ഉ: ['u', 'u'],
  ഊ: ['oo', 'u'],
  ഋ: ['ri', 'ru'],
  എ: ['e', 'e'],
  ഏ: ['e', 'e'],
  ഐ: ['ai', 'ai'],
  ഒ: ['o', 'o'],
  ഓ: ['o', 'o'],
  ഔ: ['au', 'ou'],
};

const VOWEL_SIGNS: Readonly<Record<string, Spelling>> = {
  'ാ': ['a', 'aa'],
  'ി': ['i', 'i'],
  'ീ': ['ee', 'i'],
  'ു': ['u', 'u'],
  'ൂ': ['oo', 'u'],
  'ൃ': ['ri', 'ru'],
  'െ': ['e', 'e'],
  'േ': ['e', 'e'],
  'ൈ': ['ai', 'ai'],
  'ൊ': ['o', 'o'],
  'ോ': ['o', 'o'],
  'ൌ': ['au', 'ou'],
  'ൗ': ['au', 'ou'],
};

const CONSONANTS: Readonly<Record<string, Spelling>> = {
  ക: ['k', 'k'],
  ഖ: ['kh', 'k'],
  ഗ: ['g', 'g'],
  ഘ: ['gh', 'g'],
  ങ: ['ng', 'ng'],
  ച: ['ch', 'ch'],
  ഛ: ['chh', 'ch'],
  ജ: ['j', 'j'],
  ഝ: ['jh', 'j'],
  ഞ: ['nj', 'nj'],
  ട: ['d', 't'],
  ഠ: ['th', 't'],
  ഡ: ['d', 'd'],
  ഢ: ['dh', 'd'],
  ണ: ['n', 'n'],
  ത: ['th', 't'],
  ഥ: ['th', 't'],
  ദ: ['d', 'd'],
  ധ: ['dh', 'd'],
  ന: ['n', 'n'],
  പ: ['p', 'p'],
  ഫ: ['f', 'ph'],
  ബ: ['b', 'b'],
  ഭ: ['bh', 'b'],
  മ: ['m', 'm'],
  യ: ['y', 'y'],
  ര: ['r', 'r'],
  ല: ['l', 'l'],
  വ: ['v', 'w'],
  ശ: ['s', 'sh'],
  ഷ: ['sh', 'sh'],
  സ: ['s', 's'],
  ഹ: ['h', 'h'],
  ള: ['l', 'l'],
  ഴ: ['zh', 'l'],
  റ: ['r', 'r'],
};

/** Letters that end a syllable with no vowel: chillus, anusvara, visarga. */
const CODA: Readonly<Record<string, Spelling>> = {
  ൺ: ['n', 'n'],
  ൻ: ['n', 'n'],
  ർ: ['r', 'r'],
  ൽ: ['l', 'l'],
  ൾ: ['l', 'l'],
  ൿ: ['k', 'k'],
  'ം': ['m', 'm'],
  'ഃ': ['h', 'h'],
};

/** Clusters written otherwise than their letters ('ന്റ' is 'nt', 'റ്റ' 'tt'). */
const CLUSTERS: Readonly<Record<string, Spelling>> = {
  ന്റ: ['nt', 'nd'],
  റ്റ: ['tt', 't'],
  ക്ഷ: ['ksh', 'ks'],
  ജ്ഞ: ['jn', 'gn'],
  ങ്ക: ['nk', 'nk'],
  ഞ്ച: ['nch', 'nj'],
  ങ്ങ: ['ng', 'ngng'],
  ഞ്ഞ: ['nj', 'nj'],
};

/**
 * Names whose usual Latin spelling is not their letters' (നായർ is written Nair, not Nayar):
 * the usual one is added to what the letters give.
 */
export const NAME_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  നായർ: ['nair'],
  പിള്ള: ['pillai'],
  ജോസഫ്: ['joseph'],
  മുഹമ്മദ്: ['muhammed', 'mohammed'],
  വർഗീസ്: ['varghese'],
  കുര്യൻ: ['kurian'],
  ജോർജ്: ['george'],
  മാത്യു: ['mathew'],
  ഫിലിപ്പ്: ['philip'],
  സെബാസ്റ്റ്യൻ: ['sebastian'],
  ബിജു: ['biju'],
  മേരി: ['mary'],
};

/**
 * The folded terms one search word is looked for as: the word, with `places` its place names
 * ('quilon' → 'kollam', expandPlaceTerm), and a Malayalam word that names no place as its
 * Latin spellings too ('ശ്രീജ' finds Sreeja). The server's search and the offline one read it.
 */
export function termVariants(term: string, places: boolean): string[] {
  const named = places ? expandPlaceTerm(term) : [term];
  if (named.length > 1 || !hasMalayalam(term)) return named;
  return [...named, ...romanisedForms(term)];
}

const VIRAMA = '\u0D4D';
const MALAYALAM = /[\u0D00-\u0D7F]/;

/** Whether a text has any Malayalam letter. */
export function hasMalayalam(text: string): boolean {
  return MALAYALAM.test(text);
}

/** Doubled letters written otherwise than twice the single one ('ട്ട' is tt, 'ട' d). */
const DOUBLED: Readonly<Record<string, Spelling>> = { ട: ['tt', 't'] };

/** A doubled consonant in one spelling: 'kk', 'mm'; a digraph once ('ത്ത' is th in Fathima). */
function doubled(letter: string, spelling: string, usual: boolean): string {
  const own = DOUBLED[letter];
  if (own) return own[usual ? 0 : 1];
  if (spelling.length === 1) return usual ? spelling + spelling : spelling;
  return usual ? spelling : spelling[0] + spelling;
}

/**
 * How a word is spelt: the usual letters (0), the usual letters with long vowels written short
 * ('കണ്ണൂർ' kannur, not kannoor), or the other letters throughout (1).
 */
type Way = 0 | 'short' | 1;

const SHORT: Readonly<Record<string, string>> = { ee: 'i', oo: 'u', aa: 'a' };

/** A vowel in one way of spelling. */
const vowel = (spelling: Spelling, way: Way) =>
  way === 'short' ? (SHORT[spelling[0]] ?? spelling[0]) : spelling[way];

/** One Malayalam word in Latin letters, in one way of spelling (Way). */
function romaniseWord(word: string, way: Way): string {
  const which = way === 1 ? 1 : 0;
  let out = '';
  let at = 0;
  while (at < word.length) {
    const char = word[at]!;
    const independent = INDEPENDENT_VOWELS[char];
    if (independent) {
      out += vowel(independent, way);
      at += 1;
      continue;
    }
    const coda = CODA[char];
    if (coda) {
      out += coda[which];
      at += 1;
      continue;
    }
    let consonant: string | undefined;
    const cluster = CLUSTERS[word.slice(at, at + 3)];
    if (cluster) {
      consonant = cluster[which];
      at += 3;
    } else if (CONSONANTS[char]) {
      const spelling = CONSONANTS[char][which];
      if (word[at + 1] === VIRAMA && word[at + 2] === char) {
        consonant = doubled(char, spelling, which === 0);
        at += 3;
      } else {
        consonant = spelling;
        at += 1;
      }
    } else {
      // Not a Malayalam letter (a digit, a Latin letter in a mixed word): kept as it is.
      if (!MALAYALAM.test(char)) out += char;
      at += 1;
      continue;
    }
    const next = word[at];
    if (next === VIRAMA) {
      // No vowel: a cluster goes on ('ശ്ര' is sr) or the word ends ('ജോസഫ്' is josaf).
      out += consonant;
      at += 1;
    } else if (next !== undefined && VOWEL_SIGNS[next]) {
      out += consonant + vowel(VOWEL_SIGNS[next], way);
      at += 1;
    } else {
      out += `${consonant}a`;
    }
  }
  return out;
}

/**
 * The common Latin spellings of a text's Malayalam words, each a whole text in one spelling
 * ('ശ്രീജ മേനോൻ' → 'sreeja menon', 'srija menon', 'shrija menon'), then names whose usual spelling the
 * letters do not give ('nair'); none when the text has no Malayalam. Lower case, as searched.
 */
export function romanisedForms(text: string): string[] {
  if (!hasMalayalam(text)) return [];
  const words = text.split(/\s+/).filter(Boolean);
  const forms = new Set<string>();
  for (const way of [0, 'short', 1] as const) {
    forms.add(words.map((word) => (hasMalayalam(word) ? romaniseWord(word, way) : word)).join(' '));
  }
  for (const word of words) for (const spelling of NAME_SPELLINGS[word] ?? []) forms.add(spelling);
  forms.delete(text);
  return [...forms];
}
