import { describe, expect, it } from 'vitest';
import { canonicalPlace, expandPlaceTerm, normaliseSearchText } from './place-names.js';

describe('place names', () => {
  it.each([
    ['Trivandrum', 'Thiruvananthapuram'],
    ['quilon', 'Kollam'],
    ['Alleppey', 'Alappuzha'],
    ['Cochin', 'Ernakulam'],
    ['KOCHI', 'Ernakulam'],
    ['Trichur', 'Thrissur'],
    ['Palghat', 'Palakkad'],
    ['Calicut', 'Kozhikode'],
    ['Cannanore', 'Kannur'],
    ['Kasargod', 'Kasaragod'],
    ['Kasaragode', 'Kasaragod'],
    ['Tellicherry', 'Thalassery'],
    ['Badagara', 'Vadakara'],
    ['Kottayam', 'Kottayam'],
    [' kozhikode ', 'Kozhikode'],
    ['Atlantis', undefined],
  ])('%s → %s', (term, expected) => {
    expect(canonicalPlace(term)).toBe(expected);
  });

  it('expands a term to itself, its canonical name and its aliases', () => {
    const terms = expandPlaceTerm(' Calicut ');
    expect(terms[0]).toBe('calicut');
    expect(terms).toContain('kozhikode');
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('keeps an unknown term as the only term, and drops a blank one', () => {
    expect(expandPlaceTerm('Pattom')).toEqual(['pattom']);
    expect(expandPlaceTerm('   ')).toEqual([]);
  });

  it('normalises search text', () => {
    expect(normaliseSearchText('  Anil   KUMAR ')).toBe('anil kumar');
  });
});
