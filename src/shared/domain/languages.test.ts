import { describe, expect, it } from 'vitest';
import { joinLanguages, parseLanguages } from './languages.js';

describe('languages', () => {
  it.each([
    ['English, Malayalam', ['English', 'Malayalam']],
    [' English ,Malayalam,, Tamil ', ['English', 'Malayalam', 'Tamil']],
    ['English, english', ['English']],
    ['', []],
    [null, []],
  ])('parses %j', (text, expected) => {
    expect(parseLanguages(text)).toEqual(expected);
  });

  it('joins with a comma and a space, dropping blanks', () => {
    expect(joinLanguages(['English', ' ', 'Hindi '])).toBe('English, Hindi');
    expect(joinLanguages([])).toBe('');
  });
});
