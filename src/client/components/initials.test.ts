import { describe, expect, it } from 'vitest';
import { initials } from './initials.js';

describe('initials', () => {
  it.each([
    ['Anil Kumar', 'AK'],
    ['anil kumar menon', 'AK'],
    ['Acu Hr. Anil Kumar', 'AK'],
    ['Dr Meera', 'M'],
    // A conjunct with its vowel sign is one letter to a reader: never 'ശര'.
    ['ശ്രീകുമാർ രാജൻ', 'ശ്രീരാ'],
    ['ക്ഷമ നായർ', 'ക്ഷനാ'],
    ['ഡോ. സ്നേഹ മേനോൻ', 'സ്നേമേ'],
    ['ശരത്', 'ശ'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
