import { z } from 'zod';
import { DISTRICTS } from '../constants/districts.js';
import { YES_FILTER_FIELDS, type YesFilterField } from '../constants/healer-fields.js';
import { LIMITS, TEXT_MAX } from '../constants/limits.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import {
  FEE_MAX,
  GENDER_FILTERS,
  type GenderFilter,
  type VisitFilters,
} from '../constants/visit-details.js';
import { type LatLng, parseLatLng } from '../domain/geo.js';
import {
  documentedAs,
  limitMessage,
  optionalPageParams,
  type PageRule,
  requestedPage,
  wholeNumberParam,
} from './paging.js';

/** At most this many comma-separated terms per filter, so one request stays cheap. */
export const SEARCH_MAX_TERMS = 20;

/** The filters of GET /api/healers/search after normalisation; absent means "not filtered". */
export interface HealerSearchFilters extends VisitFilters {
  query?: string;
  name?: string;
  district?: string[];
  city?: string[];
  specialty?: string[];
  language?: string[];
  /** Order by distance from this point, nearest first (near me). */
  near?: LatLng;
  /** With `near`: only healers at most this many kilometres away. */
  radiusKm?: number;
}

/** The widest radius a near-me search takes (Kerala is about 600 km long). */
export const MAX_RADIUS_KM = 1000;

export const NEAR_MESSAGE = 'near must be a latitude and a longitude, like near=9.98,76.28';
export const RADIUS_MESSAGE = `radiusKm must be a number of kilometres above 0 and at most ${MAX_RADIUS_KM}`;
export const RADIUS_NEEDS_NEAR_MESSAGE = 'radiusKm needs near';

/** `near=lat,lng`: blank means "not given"; anything else must be a point on Earth. */
const nearParam = z
  .string()
  .max(60, NEAR_MESSAGE)
  .optional()
  .transform((value, ctx): LatLng | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const point = parseLatLng(value);
    if (!point) {
      ctx.addIssue({ code: 'custom', message: NEAR_MESSAGE });
      return z.NEVER;
    }
    return point;
  });

const radiusParam = z
  .string()
  .max(20, RADIUS_MESSAGE)
  .meta(documentedAs({ type: 'number', exclusiveMinimum: 0, maximum: MAX_RADIUS_KM }))
  .optional()
  .transform((value, ctx): number | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const radius = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!(radius > 0 && radius <= MAX_RADIUS_KM)) {
      ctx.addIssue({ code: 'custom', message: RADIUS_MESSAGE });
      return z.NEVER;
    }
    return radius;
  });

/**
 * `gender=woman|man` (DESIGN §10.2); blank is "any". Other values are refused, not ignored: a
 * mistyped filter must not answer everyone.
 */
const genderParam = z
  .string()
  .max(20, MESSAGE_KEY.searchFilterValue)
  .meta({ enum: [...GENDER_FILTERS] })
  .optional()
  .transform((value, ctx): GenderFilter | undefined => {
    const typed = value?.trim().toLowerCase() ?? '';
    if (typed === '') return undefined;
    if ((GENDER_FILTERS as readonly string[]).includes(typed)) return typed as GenderFilter;
    ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.searchFilterValue });
    return z.NEVER;
  });

/** `homeVisits=true` and the like: true filters, false or blank is "any". */
const yesFilterParam = z
  .string()
  .max(10, MESSAGE_KEY.searchFilterValue)
  .meta({ enum: ['true', 'false'] })
  .optional()
  .transform((value, ctx): true | undefined => {
    const typed = value?.trim().toLowerCase() ?? '';
    if (typed === 'true') return true;
    if (typed === '' || typed === 'false') return undefined;
    ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.searchFilterValue });
    return z.NEVER;
  });

/** `maxFee=N`: whole rupees; only healers whose first-visit fee starts at N or less. */
const maxFeeParam = z
  .string()
  .max(12, MESSAGE_KEY.searchFilterValue)
  .meta(documentedAs({ type: 'integer', minimum: 0, maximum: FEE_MAX }))
  .optional()
  .transform((value, ctx): number | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const fee = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!(fee >= 0 && fee <= FEE_MAX)) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.searchFilterValue });
      return z.NEVER;
    }
    return fee;
  });

export const HEALER_SEARCH_LIST_FILTERS = ['district', 'city', 'specialty', 'language'] as const;

/** The yes filters of the field table, each `?<field>=true`. */
const yesFilterParams = Object.fromEntries(
  YES_FILTER_FIELDS.map((field) => [field, yesFilterParam]),
) as Record<YesFilterField, typeof yesFilterParam>;

const collapse = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A query parameter may arrive once (text) or repeated (array); both become one text. */
const rawParam = z
  .union([z.string(), z.array(z.string()).max(SEARCH_MAX_TERMS)])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value))
  .pipe(z.string().max(TEXT_MAX.short, MESSAGE_KEY.searchTooLong))
  .optional();

/** Splits a comma list into distinct non-empty terms. */
function terms(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of value.split(',')) {
    const term = collapse(part);
    const key = term.toLowerCase();
    if (term === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(term);
  }
  return out.length > 0 ? out.slice(0, SEARCH_MAX_TERMS) : undefined;
}

function text(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const collapsed = collapse(value);
  return collapsed === '' ? undefined : collapsed;
}

const searchParams = {
  query: rawParam,
  name: rawParam,
  district: rawParam,
  city: rawParam,
  specialty: rawParam,
  language: rawParam,
  near: nearParam,
  radiusKm: radiusParam,
  gender: genderParam,
  ...yesFilterParams,
  maxFee: maxFeeParam,
};

type RawSearchParams = z.output<z.ZodObject<typeof searchParams>>;

function refineSearch(raw: RawSearchParams, ctx: z.RefinementCtx): void {
  if (raw.radiusKm !== undefined && raw.near === undefined) {
    ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: RADIUS_NEEDS_NEAR_MESSAGE });
  }
}

function toFilters(raw: RawSearchParams): HealerSearchFilters {
  const filters: HealerSearchFilters = {};
  const query = text(raw.query);
  if (query !== undefined) filters.query = query;
  const name = text(raw.name);
  if (name !== undefined) filters.name = name;
  for (const key of HEALER_SEARCH_LIST_FILTERS) {
    const list = terms(raw[key]);
    if (list !== undefined) filters[key] = list;
  }
  if (raw.near !== undefined) filters.near = raw.near;
  if (raw.radiusKm !== undefined) filters.radiusKm = raw.radiusKm;
  if (raw.gender !== undefined) filters.gender = raw.gender;
  for (const field of YES_FILTER_FIELDS) if (raw[field]) filters[field] = true;
  if (raw.maxFee !== undefined) filters.maxFee = raw.maxFee;
  return filters;
}

/** GET /api/healers/search query string → normalised filters (trimmed, empty dropped). */
export const healerSearchQuerySchema = z
  .object(searchParams)
  .superRefine(refineSearch)
  .transform(toFilters);

/** The most healers one page of a public list or search holds (decision 026). */
export const PAGE_MAX = LIMITS.publicPageMax;
/** A page's size when the caller names none: what the home page asks for. */
export const PAGE_DEFAULT = LIMITS.publicPageSize;
export const PAGE_MESSAGE = limitMessage(PAGE_MAX);
/**
 * The furthest a search page may start (DESIGN §10.7), tighter than every other list's
 * OFFSET_MAX: ranking reads the matches up to the page's end, and nobody reads 400 pages of
 * results.
 */
export const SEARCH_OFFSET_MAX = 10_000;
export const SEARCH_OFFSET_MESSAGE = `offset must be a whole number from 0 to ${SEARCH_OFFSET_MAX}`;

/** The public list's pages (GET /api/healers). */
export const HEALER_LIST_PAGES: PageRule = { defaultLimit: PAGE_DEFAULT, maxLimit: PAGE_MAX };
/** The search's pages: the public list's sizes, and DESIGN §10.7's bound on `offset`. */
export const SEARCH_PAGES: PageRule = {
  ...HEALER_LIST_PAGES,
  offsetMax: SEARCH_OFFSET_MAX,
  offsetMessage: SEARCH_OFFSET_MESSAGE,
};

/**
 * GET /api/healers/search with its page: the filters as above, and `limit` (1 to PAGE_MAX,
 * PAGE_DEFAULT when absent) healers from `offset` of the ordered matches. The reply's
 * `X-Total-Count` header says how many match in all.
 */
export const healerSearchPageQuerySchema = z
  .object({ ...searchParams, ...optionalPageParams(SEARCH_PAGES) })
  .superRefine(refineSearch)
  .transform((raw) => ({ filters: toFilters(raw), page: requestedPage(raw, SEARCH_PAGES) }));

/**
 * A search offered after an empty one (decision 067): the same words in a neighbouring district
 * (`district`), or without the place; `count` is how many it finds (always above 0).
 */
export const searchSuggestionSchema = z.object({
  kind: z.enum(['district', 'withoutPlace']),
  district: z.enum(DISTRICTS).optional(),
  query: z.string(),
  count: z.number().int().min(1),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** GET /api/healers/search/suggestions: none unless the search itself finds nobody. */
export const searchSuggestionsReplySchema = z.object({
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchSuggestionsReply = z.infer<typeof searchSuggestionsReplySchema>;

/**
 * GET /api/healers: without parameters every active healer (spec §7); with `limit`, `offset`
 * or `seed`, one page of them, in the order of `seed` when given (the home page's random order:
 * the same seed gives the same order, so its pages fit together).
 */
export const healerListQuerySchema = z
  .object({
    ...optionalPageParams(HEALER_LIST_PAGES),
    seed: wholeNumberParam('seed must be a whole number from 0 to 4294967295', 0, 2 ** 32 - 1),
  })
  .transform((raw) =>
    raw.limit === undefined && raw.offset === undefined && raw.seed === undefined
      ? undefined
      : { page: requestedPage(raw, HEALER_LIST_PAGES), seed: raw.seed },
  );

/** True when no filter is set (the caller then shows the unfiltered list). */
export function isEmptySearch(filters: HealerSearchFilters): boolean {
  return Object.keys(filters).length === 0;
}

/** The query string for filters, arrays joined by commas (spec §7). */
export function searchParamsFromFilters(filters: HealerSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (key === 'near') {
      const point = value as LatLng;
      params.set(key, `${point.lat},${point.lng}`);
      continue;
    }
    if (key === 'radiusKm' || key === 'maxFee' || typeof value === 'boolean') {
      params.set(key, String(value));
      continue;
    }
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (joined !== '') params.set(key, joined);
  }
  return params;
}
