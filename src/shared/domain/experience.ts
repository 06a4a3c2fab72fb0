// A healer's experience is free text ('28 years', '10+ yrs'); most entries are just a number of
// years. Read as such, the card can say it in the interface language instead of showing the
// English words inside a Malayalam sentence ("28 years പരിചയം").

const YEARS_ONLY =
  /^(\d{1,2})\s*(\+)?\s*(?:years?|yrs?\.?)?\s*(\+)?\s*(?:of\s+)?(?:experience|exp\.?)?$/i;

/** Years of experience written as just a number of years. */
export interface ExperienceYears {
  /** The number, for the plural form. */
  count: number;
  /** As shown: '28', or '10+' when the healer wrote "10+ years". */
  years: string;
}

/**
 * The number of years in an experience text that says only that ('28 years', '28 yrs', '10+',
 * '5 years experience'); null for anything else, which is shown as written.
 */
export function experienceYears(text: string | null | undefined): ExperienceYears | null {
  const match = YEARS_ONLY.exec(text?.trim() ?? '');
  if (!match) return null;
  const count = Number(match[1]);
  const plus = (match[2] ?? match[3]) ? '+' : '';
  return { count, years: `${count}${plus}` };
}
