import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/constants/limits.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { getJson } from '../../../api/api-request.js';
import { HEALERS_FETCH_FAILED, withFailureMessage } from './fetch-errors.js';

export const healersQueryKey = ['/api/healers'] as const;

/** GET /api/healers: the active healers of the public directory. */
export function getHealers(signal?: AbortSignal): Promise<Healer[]> {
  return withFailureMessage(HEALERS_FETCH_FAILED, () =>
    getJson<Healer[]>(healersQueryKey, undefined, signal),
  );
}

/** The unfiltered public list goes stale after a minute (spec §9). */
export function healersQueryOptions() {
  return queryOptions({
    queryKey: healersQueryKey,
    queryFn: ({ signal }) => getHealers(signal),
    staleTime: LIMITS.publicListStaleMs,
  });
}

export function useHealers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...healersQueryOptions(), enabled: options.enabled ?? true });
}
