/**
 * What decides a visit (DESIGN §10.2, issue 35): the healer's own facts a patient filters by.
 * `null` in any of them means "not said", which is never shown and never matches a filter.
 */
export const HEALER_GENDERS = ['woman', 'man', 'other'] as const;
export type HealerGender = (typeof HEALER_GENDERS)[number];

/** The genders a search can ask for ('other' is shown on the profile but not a filter). */
export const GENDER_FILTERS = ['woman', 'man'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

/** The highest fee a healer can give, in rupees: a guard, not a price rule. */
export const FEE_MAX = 1_000_000;

/** The landmark's length (DESIGN §10.2). */
export const LANDMARK_MAX = 120;

/** The filters of §10.2 as a search query holds them; absent means "any". */
export interface VisitFilters {
  gender?: GenderFilter;
  homeVisits?: true;
  stepFree?: true;
  acceptingNewPatients?: true;
  maxFee?: number;
}

/** The visit facts a filter reads, as the healer reply (and the offline copy) carries them. */
export interface VisitFacts {
  feeFrom: number | null;
  gender: HealerGender | null;
  homeVisits: boolean;
  stepFree: boolean | null;
  acceptingNewPatients: boolean;
}

/** Whether a healer meets every filter asked for (AND); a fact not said never matches. */
export function meetsVisitFilters(healer: VisitFacts, filters: VisitFilters): boolean {
  if (filters.gender !== undefined && healer.gender !== filters.gender) return false;
  if (filters.homeVisits && !healer.homeVisits) return false;
  if (filters.stepFree && healer.stepFree !== true) return false;
  if (filters.acceptingNewPatients && !healer.acceptingNewPatients) return false;
  if (filters.maxFee !== undefined && (healer.feeFrom === null || healer.feeFrom > filters.maxFee))
    return false;
  return true;
}

/** Whether any filter of §10.2 is asked for. */
export function hasVisitFilters(filters: VisitFilters): boolean {
  return (
    filters.gender !== undefined ||
    filters.homeVisits === true ||
    filters.stepFree === true ||
    filters.acceptingNewPatients === true ||
    filters.maxFee !== undefined
  );
}
