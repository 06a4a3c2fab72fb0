// Titles written into a name ('Acu Hr. Anil', 'ഡോ. അനിൽ') are not part of the initials.
const TITLE_WORD = /^(acu|ac|hr|hlr|dr|prof|mr|mrs|ms)\.?$|^(അക്യു|ഹീലർ|ഡോ|പ്രൊഫ|ശ്രീ|ശ്രീമതി)\.$/i;

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/**
 * A word's first letter as a reader sees it: a whole grapheme cluster, so a Malayalam conjunct
 * or a consonant with its vowel sign stays whole ('ശ്രീകുമാർ' → 'ശ്രീ', not 'ശ').
 */
function firstLetter(word: string): string {
  if (graphemes) {
    for (const { segment } of graphemes.segment(word)) return segment;
    return '';
  }
  // Without Intl.Segmenter: a base character and the marks that follow it.
  return /^\P{M}\p{M}*/u.exec(word)?.[0] ?? '';
}

/** The first letters of a name's first two words, titles left out: 'Anil Kumar' → 'AK'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '' && !TITLE_WORD.test(word))
    .slice(0, 2)
    .map((word) => firstLetter(word).toUpperCase())
    .join('');
}
