import { KERALA_TOWNS } from '../constants/kerala-towns.js';
import { DISTRICT_MALAYALAM } from '../constants/malayalam-names.js';

/**
 * Old, alternative and transliterated spellings of Kerala places that people still search with
 * (the canonical name first in each row). Malayalam script names come from the towns table and
 * `DISTRICT_MALAYALAM` (`malayalam-names.ts`): together they are the one alias table the
 * server's search and the offline search both read (see `placeGroups` below).
 */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Thiruvananthapuram: ['Trivandrum', 'TVM', 'Tiruvananthapuram', 'Thiruvanthapuram'],
  Kollam: ['Quilon', 'Kolam'],
  Pathanamthitta: ['Pathanamtitta', 'Pathanamthita'],
  Alappuzha: ['Alleppey', 'Alapuzha', 'Aleppey'],
  Kottayam: ['Kotayam'],
  Idukki: ['Iduki'],
  Ernakulam: ['Cochin', 'Kochi', 'EKM', 'Eranakulam'],
  Thrissur: ['Trichur', 'Trissur', 'Thrishur', 'Thrisur', 'Thrissure'],
  Palakkad: ['Palghat', 'Palakad', 'Palakkadu'],
  Malappuram: ['Malapuram'],
  Kozhikode: ['Calicut', 'Kozhikkode', 'Kozhikod', 'Kozhicode'],
  Wayanad: ['Wynad', 'Wayanadu'],
  Kannur: ['Cannanore', 'Kanur'],
  Kasaragod: ['Kasargod', 'Kasaragode', 'Kasargode', 'Kasarkode', 'Kasaragodu', 'കാസർകോട്'],
  Thalassery: ['Tellicherry', 'Thalasseri'],
  Vadakara: ['Badagara', 'Vatakara'],
  Aluva: ['Alwaye'],
  Koyilandy: ['Quilandy', 'Koyilandi'],
  Kodungallur: ['Cranganore'],
  Changanassery: ['Changanacherry'],
  Shoranur: ['Shornur'],
  Guruvayur: ['Guruvayoor'],
  Kottakkal: ['Kottakal'],
  Perinthalmanna: ['Perintalmanna'],
};

// Malayalam written with the older Unicode encoding: a consonant, virama and zero-width joiner
// for each chillu letter (ന്‍ for ൻ). Keyboards and phones still produce both.
const OLD_CHILLU: readonly (readonly [RegExp, string])[] = [
  [/\u0D23\u0D4D\u200D/g, '\u0D7A'],
  [/\u0D28\u0D4D\u200D/g, '\u0D7B'],
  [/\u0D30\u0D4D\u200D/g, '\u0D7C'],
  [/\u0D32\u0D4D\u200D/g, '\u0D7D'],
  [/\u0D33\u0D4D\u200D/g, '\u0D7E'],
  [/\u0D15\u0D4D\u200D/g, '\u0D7F'],
];

/**
 * Trim, collapse inner spaces and lower-case, so searches compare like with like; Malayalam is
 * brought to one encoding (atomic chillu letters, no zero-width joiners, which only steer how
 * a word is drawn: Intl's 'ബുധനാഴ്‌ച' carries one).
 */
export function normaliseSearchText(text: string): string {
  let folded = text.normalize('NFC');
  if (/[\u0D00-\u0D7F]/.test(folded)) {
    for (const [encoding, chillu] of OLD_CHILLU) folded = folded.replace(encoding, chillu);
    folded = folded.replace(/[\u200C\u200D]/g, '');
  }
  return folded.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A search term or a text it is looked for in, folded the one way every search compares them
 * (the server's directory and the offline worker alike): Latin accents removed ('Kōchi' is
 * 'kochi'), control characters read as spaces, then `normaliseSearchText`.
 */
export function foldSearchText(text: string): string {
  return normaliseSearchText(
    text
      .normalize('NFD')
      .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
      .normalize('NFC')
      .replace(/\p{Cc}/gu, ' '),
  );
}

interface PlaceGroup {
  canonical: string;
  names: string[];
}

/** Every name of every place (English aliases, town names, Malayalam), merged per canonical. */
function placeGroups(): Map<string, PlaceGroup> {
  const rows = new Map<string, Set<string>>();
  const add = (canonical: string, names: readonly string[]) => {
    const row = rows.get(canonical) ?? new Set([canonical]);
    for (const name of names) row.add(name);
    rows.set(canonical, row);
  };
  for (const [canonical, aliases] of Object.entries(PLACE_ALIASES)) add(canonical, aliases);
  for (const town of KERALA_TOWNS) add(town.name, [town.malayalam, ...town.oldNames]);
  for (const [district, names] of Object.entries(DISTRICT_MALAYALAM)) add(district, names);

  const byName = new Map<string, PlaceGroup>();
  for (const [canonical, names] of rows) {
    const group = { canonical, names: [...new Set([...names].map(normaliseSearchText))] };
    for (const name of group.names) {
      // A name two rows share (a district's own name in its town row) stays with its first row.
      if (!byName.has(name)) byName.set(name, group);
    }
  }
  return byName;
}

const GROUPS = placeGroups();

/** The canonical name of a place ('Calicut' or 'കോഴിക്കോട്' → 'Kozhikode'), or undefined. */
export function canonicalPlace(term: string): string | undefined {
  return GROUPS.get(normaliseSearchText(term))?.canonical;
}

/** The normalised terms a place search should match: the term itself, then its canonical name and aliases. */
export function expandPlaceTerm(term: string): string[] {
  const normalised = normaliseSearchText(term);
  if (normalised === '') return [];
  const group = GROUPS.get(normalised);
  return group ? [...new Set([normalised, ...group.names])] : [normalised];
}
