/** Canonical Kerala place names and the old or alternative names people still search with. */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Thiruvananthapuram: ['Trivandrum', 'TVM', 'Tiruvananthapuram', 'Thiruvanthapuram'],
  Kollam: ['Quilon'],
  Pathanamthitta: ['Pathanamtitta'],
  Alappuzha: ['Alleppey', 'Alapuzha', 'Aleppey'],
  Kottayam: ['Kotayam'],
  Idukki: ['Iduki'],
  Ernakulam: ['Cochin', 'Kochi', 'EKM'],
  Thrissur: ['Trichur', 'Trissur', 'Thrishur'],
  Palakkad: ['Palghat', 'Palakad'],
  Malappuram: ['Malapuram'],
  Kozhikode: ['Calicut', 'Kozhikkode'],
  Wayanad: ['Wynad', 'Wayanadu'],
  Kannur: ['Cannanore'],
  Kasaragod: ['Kasargod', 'Kasaragode', 'Kasargode', 'Kasarkode'],
  Thalassery: ['Tellicherry'],
  Vadakara: ['Badagara'],
  Aluva: ['Alwaye'],
  Koyilandy: ['Quilandy'],
  Kodungallur: ['Cranganore'],
  Changanassery: ['Changanacherry'],
  Shoranur: ['Shornur'],
  Guruvayur: ['Guruvayoor'],
};

/** Trim, collapse inner spaces and lower-case, so searches compare like with like. */
export function normaliseSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Every known name, normalised → its group (canonical first). */
const GROUPS = new Map<string, { canonical: string; names: string[] }>();
for (const [canonical, aliases] of Object.entries(PLACE_ALIASES)) {
  const group = { canonical, names: [canonical, ...aliases].map(normaliseSearchText) };
  for (const name of group.names) GROUPS.set(name, group);
}

/** The canonical name of a place ('Calicut' → 'Kozhikode'), or undefined when unknown. */
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
