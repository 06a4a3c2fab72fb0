import { describe, expect, it } from 'vitest';
import {
  displayName,
  normaliseTitle,
  normaliseTitles,
  sortTitles,
  splitLeadingTitles,
} from './titles.js';

describe('normaliseTitle', () => {
  it.each([
    ['Ac.Hlr', 'Acu Hr.'],
    ['Ac. Hlr', 'Acu Hr.'],
    ['acu hr', 'Acu Hr.'],
    ['Acu Hr.', 'Acu Hr.'],
    ['AC.HR', 'Acu Hr.'],
    ['dr.', 'Dr'],
    ['Dr', 'Dr'],
    ['prof.', 'Prof'],
    ['MRS', 'Mrs'],
    ['  Sri  ', 'Sri'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseTitle(raw)).toBe(expected);
  });
});

describe('title order and display name', () => {
  it.each([
    [
      ['Mr', 'Dr'],
      ['Dr', 'Mr'],
    ],
    [
      ['Ms', 'Prof', 'Acu Hr.'],
      ['Acu Hr.', 'Prof', 'Ms'],
    ],
    [
      ['Sri', 'Mrs', 'Dr'],
      ['Dr', 'Mrs', 'Sri'],
    ],
  ])('sorts %j → %j', (titles, expected) => {
    expect(sortTitles(titles)).toEqual(expected);
  });

  it('normalises, de-duplicates and orders a stored list', () => {
    expect(normaliseTitles(['Dr', 'Ac.Hlr', 'Acu Hr.', '', 'dr'])).toEqual(['Acu Hr.', 'Dr']);
  });

  it.each([
    [['Dr', 'Acu Hr.'], 'Anil Kumar', 'Acu Hr. Dr Anil Kumar'],
    [[], 'Anil Kumar', 'Anil Kumar'],
    [null, ' Anil ', 'Anil'],
    [['Ac.Hlr'], 'Asha', 'Acu Hr. Asha'],
  ])('%j + %s → %s', (titles, name, expected) => {
    expect(displayName(titles, name)).toBe(expected);
  });
});

describe('splitLeadingTitles', () => {
  it.each([
    ['Acu Hr. Anil Kumar', ['Acu Hr.'], 'Anil Kumar'],
    ['Dr Meera Nair', ['Dr'], 'Meera Nair'],
    ['Acu Hr. Dr. Meera', ['Acu Hr.', 'Dr'], 'Meera'],
    ['Anil Kumar', [], 'Anil Kumar'],
    ['Dr', [], 'Dr'],
    ['Acu Hr.', [], 'Acu Hr.'],
    ['Drisya Menon', [], 'Drisya Menon'],
  ])('%j → %j and %j', (name, titles, rest) => {
    expect(splitLeadingTitles(name)).toEqual({ titles, rest });
  });
});
