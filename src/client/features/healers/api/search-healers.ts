import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { getJson } from '../../../api/api-request.js';
import { HEALERS_FETCH_FAILED, withFailureMessage } from './fetch-errors.js';

/** The filters of the search panel; a list value is sent joined by commas. */
export type HealerSearchFilters = {
  query?: string;
  district?: string | string[];
  city?: string;
  specialty?: string;
  language?: string | string[];
};

const FILTER_NAMES = ['query', 'district', 'city', 'specialty', 'language'] as const;

/** Trims every filter and drops the empty ones; the result is empty when nothing is searched. */
export function normaliseSearchFilters(filters: HealerSearchFilters): Record<string, string> {
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

/** GET /api/healers/search with the normalised filters as query parameters. */
export function searchHealers(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<Healer[]> {
  return withFailureMessage(HEALERS_FETCH_FAILED, () =>
    getJson<Healer[]>(['/api/healers/search'], new URLSearchParams(params), signal),
  );
}

/** Search results are stale at once (spec §9), so a repeated search asks again. */
export function searchHealersQueryOptions(params: Record<string, string>) {
  return queryOptions({
    queryKey: searchHealersQueryKey(params),
    queryFn: ({ signal }) => searchHealers(params, signal),
    staleTime: 0,
    // Keep the last results on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useSearchHealers(params: Record<string, string>) {
  return useQuery({
    ...searchHealersQueryOptions(params),
    enabled: Object.keys(params).length > 0,
  });
}
