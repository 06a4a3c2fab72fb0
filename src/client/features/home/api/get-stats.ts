import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStats } from '../../../../shared/schemas/stats.js';
import { getJson } from '../../../api/api-request.js';

export const statsQueryKey = ['/api/stats'] as const;

export function getStats(signal?: AbortSignal): Promise<PublicStats> {
  return getJson<PublicStats>(statsQueryKey, undefined, signal);
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal) });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
