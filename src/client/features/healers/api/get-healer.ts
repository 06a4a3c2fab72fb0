import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { getJson } from '../../../api/api-request.js';
import { HEALER_FETCH_FAILED, withFailureMessage } from './fetch-errors.js';

export const healerQueryKey = (id: string) => ['/api/healers', id] as const;

/** GET /api/healers/{id}: one active healer; a 404 for a missing or hidden one. */
export function getHealer(id: string, signal?: AbortSignal): Promise<Healer> {
  return withFailureMessage(HEALER_FETCH_FAILED, () =>
    getJson<Healer>(healerQueryKey(id), undefined, signal),
  );
}

export function healerQueryOptions(id: string) {
  return queryOptions({
    queryKey: healerQueryKey(id),
    queryFn: ({ signal }) => getHealer(id, signal),
  });
}

export function useHealer(id: string) {
  return useQuery(healerQueryOptions(id));
}
