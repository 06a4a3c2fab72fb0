import { describe, expect, it } from 'vitest';
import { en } from './en/site.js';
import { createTranslator } from './translator.js';

const t = createTranslator(en, 'en');

describe('translator', () => {
  it('reads a nested text and fills its parameters', () => {
    expect(t('home.list.showing', { shown: 6, total: 60 })).toBe('Showing 6 of 60 healers');
  });

  it.each([
    [1, 'Showing 1 healer matching your search'],
    [2, 'Showing 2 healers matching your search'],
    [0, 'Showing 0 healers matching your search'],
  ])('picks the plural form for %s', (count, text) => {
    expect(t('home.list.matching', { count })).toBe(text);
  });

  it('leaves an unknown parameter visible rather than blank', () => {
    expect(t('card.holiday')).toBe('Holiday: {text}');
  });

  it('returns the key for a text missing from a catalogue', () => {
    const partial = createTranslator(
      { ...en, card: { ...en.card, holiday: undefined } } as never,
      'ml',
    );
    expect(partial('card.holiday')).toBe('card.holiday');
  });
});
