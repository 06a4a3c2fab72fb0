import type { Healer } from '../schemas/healer.js';
import { YES_FILTER_FIELDS, type YesFilterField } from './healer-fields.js';

/**
 * What decides a visit (DESIGN §10.2, decision 053): the healer's own facts a patient filters by.
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
export type VisitFilters = {
  gender?: GenderFilter;
  maxFee?: number;
} & { [F in YesFilterField]?: true };

/** The visit facts a filter reads, as the healer reply (and the offline copy) carries them. */
export type VisitFacts = Pick<Healer, 'feeFrom' | 'gender' | YesFilterField>;

/** Whether a healer meets every filter asked for (AND); a fact not said never matches. */
export function meetsVisitFilters(healer: VisitFacts, filters: VisitFilters): boolean {
  if (filters.gender !== undefined && healer.gender !== filters.gender) return false;
  for (const field of YES_FILTER_FIELDS) {
    if (filters[field] && healer[field] !== true) return false;
  }
  if (filters.maxFee !== undefined && (healer.feeFrom === null || healer.feeFrom > filters.maxFee))
    return false;
  return true;
}

/** Whether any filter of §10.2 is asked for. */
export function hasVisitFilters(filters: VisitFilters): boolean {
  return (
    filters.gender !== undefined ||
    YES_FILTER_FIELDS.some((field) => filters[field] === true) ||
    filters.maxFee !== undefined
  );
}
