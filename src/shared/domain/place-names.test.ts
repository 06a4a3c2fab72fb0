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
    ['Kozhikkode', 'Kozhikode'],
    ['കൊല്ലം', 'Kollam'],
    ['കോഴിക്കോട്', 'Kozhikode'],
    ['തൃശ്ശൂർ', 'Thrissur'],
    ['തൃശൂർ', 'Thrissur'],
    ['തിരുവനന്തപുരം', 'Thiruvananthapuram'],
    ['കൊച്ചി', 'Ernakulam'],
    ['കാസർകോട്', 'Kasaragod'],
    ['വടകര', 'Vadakara'],
    ['ഗുരുവായൂർ', 'Guruvayur'],
    // The older encoding of the chillu letter ർ (ര, virama, zero-width joiner).
    ['തൃശ്ശൂ\u0D30\u0D4D\u200D', 'Thrissur'],
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
    // Intl's weekday carries a zero-width non-joiner; the folded text does not.
    expect(normaliseSearchText('ബുധനാഴ്\u200Cച')).toBe('ബുധനാഴ്ച');
  });

  it('finds the English names from the Malayalam one, so stored addresses match', () => {
    expect(expandPlaceTerm('കോഴിക്കോട്')).toEqual(
      expect.arrayContaining(['കോഴിക്കോട്', 'kozhikode', 'calicut', 'kozhikkode']),
    );
    expect(expandPlaceTerm('Trichur')).toEqual(expect.arrayContaining(['thrissur', 'തൃശ്ശൂർ']));
  });
});
