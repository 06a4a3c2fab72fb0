import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  YES_FILTER_FIELDS,
  type YesFilterField,
} from '../../../../shared/constants/healer-fields.js';
import { LIMITS } from '../../../../shared/constants/limits.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { getPage, type ListPage } from '../../../api/api-request.js';
import { HEALERS_FETCH_FAILED, withFailureMessage } from './fetch-errors.js';

/**
 * The search panel's filters as it holds them (text, before the server reads them as
 * `HealerSearchFilters`); a list value is sent joined by commas.
 */
export type SearchPanelFilters = {
  query?: string;
  district?: string | string[];
  city?: string;
  specialty?: string;
  language?: string | string[];
  /** What decides a visit (DESIGN §10.2): 'woman' or 'man'; whole rupees; the yes filters 'true'. */
  gender?: string;
  maxFee?: string;
} & { [F in YesFilterField]?: string };

const FILTER_NAMES = [
  'query',
  'district',
  'city',
  'specialty',
  'language',
  'gender',
  ...YES_FILTER_FIELDS,
  'maxFee',
] as const;

/** Trims every filter and drops the empty ones; the result is empty when nothing is searched. */
export function normaliseSearchFilters(filters: SearchPanelFilters): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const raw = filters[name];
    const value = Array.isArray(raw)
      ? raw
          .map((item) => item.trim())
          .filter(Boolean)
          .join(',')
      : (raw ?? '').trim();
    if (value) result[name] = value;
  }
  return result;
}

export const searchHealersQueryKey = (params: Record<string, string>) =>
  ['/api/healers/search', params] as const;

/** One page of GET /api/healers/search with the normalised filters as query parameters. */
export function searchHealersPage(
  params: Record<string, string>,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<Healer>> {
  const query = new URLSearchParams(params);
  query.set('limit', String(LIMITS.publicPageSize));
  if (offset > 0) query.set('offset', String(offset));
  return withFailureMessage(HEALERS_FETCH_FAILED, () =>
    getPage<Healer>(['/api/healers/search'], query, signal),
  );
}

/**
 * The matches of a search, a page at a time (decision 026): the first page and the exact total
 * at once, the next ones as the visitor asks. Stale at once (spec §9), so a repeated search asks
 * again.
 */
export function useSearchHealers(params: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: searchHealersQueryKey(params),
    queryFn: ({ pageParam, signal }) => searchHealersPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
    // Keep the last results on screen while the next search is on its way.
    placeholderData: keepPreviousData,
    enabled: Object.keys(params).length > 0,
  });
}
