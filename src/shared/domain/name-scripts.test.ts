import { describe, expect, it } from 'vitest';
import { DISTRICTS } from '../constants/districts.js';
import { DISTRICT_MALAYALAM } from '../constants/malayalam-names.js';
import { romanisedForms, termVariants } from './name-scripts.js';
import { foldSearchText } from './place-names.js';

/** Whether one of the romanisations of `malayalam` is `latin`, word for word. */
const spelt = (malayalam: string, latin: string) =>
  romanisedForms(foldSearchText(malayalam)).includes(latin.toLowerCase());

describe('romanisedForms', () => {
  it.each([
    // The names a visitor did not find (decision 067).
    ['ശ്രീജ മേനോൻ', 'sreeja menon'],
    ['ഫാത്തിമ ബീവി', 'fathima beevi'],
    // Demo data's given and family names (src/db/seed/kerala-data.ts), written in Malayalam.
    ['അനിൽ കുമാർ', 'anil kumar'],
    ['സുരേഷ്', 'suresh'],
    ['രാജേഷ്', 'rajesh'],
    ['പ്രദീപ്', 'pradeep'],
    ['വിനോദ്', 'vinod'],
    ['ശ്രീകുമാർ', 'sreekumar'],
    ['ഉണ്ണികൃഷ്ണൻ', 'unnikrishnan'],
    ['മനോജ്', 'manoj'],
    ['ലക്ഷ്മി', 'lakshmi'],
    ['ബിന്ദു', 'bindu'],
    ['ദീപ', 'deepa'],
    ['ഗീത', 'geetha'],
    ['ഷിഹാബ്', 'shihab'],
    ['ബഷീർ', 'basheer'],
    ['റഹ്മാൻ', 'rahman'],
    ['ഹസീന', 'haseena'],
    ['നസ്രീൻ', 'nasreen'],
    ['തോമസ്', 'thomas'],
    ['ജോമോൻ', 'jomon'],
    ['ഷാജി', 'shaji'],
    ['കുട്ടി', 'kutti'],
    // Names whose usual spelling is not their letters'.
    ['നായർ', 'nair'],
    ['പിള്ള', 'pillai'],
    ['ജോസഫ്', 'joseph'],
    // Places of malayalam-names.md.
    ['തിരുവനന്തപുരം', 'thiruvananthapuram'],
    ['കൊല്ലം', 'kollam'],
    ['പത്തനംതിട്ട', 'pathanamthitta'],
    ['ആലപ്പുഴ', 'alappuzha'],
    ['കോട്ടയം', 'kottayam'],
    ['ഇടുക്കി', 'idukki'],
    ['എറണാകുളം', 'eranakulam'],
    ['മലപ്പുറം', 'malappuram'],
    ['കണ്ണൂർ', 'kannur'],
    ['വയനാട്', 'vayanad'],
    ['കാസർഗോഡ്', 'kasargod'],
  ])('%s is also %s', (malayalam, latin) => {
    expect(spelt(malayalam, latin), romanisedForms(malayalam).join(' | ')).toBe(true);
  });

  it('gives nothing for a text without Malayalam', () => {
    expect(romanisedForms('sreeja menon')).toEqual([]);
  });

  it('reads the older chillu encoding as the atomic one, once folded', () => {
    expect(spelt('മേനോന്\u200D', 'menon')).toBe(true);
  });
});

describe('termVariants', () => {
  it('adds the Latin spellings of a Malayalam name, not of a place it already knows', () => {
    expect(termVariants('ശ്രീജ', true)).toContain('sreeja');
    for (const district of DISTRICTS) {
      const [malayalam] = DISTRICT_MALAYALAM[district];
      const variants = termVariants(foldSearchText(malayalam!), true);
      expect(variants).toContain(district.toLowerCase());
    }
  });

  it('leaves a Latin word as it is', () => {
    expect(termVariants('sreeja', false)).toEqual(['sreeja']);
  });
});
