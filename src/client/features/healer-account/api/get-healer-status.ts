import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { getJson } from '../../../api/api-request.js';

export const healerStatusQueryKey = ['/api/healer/status'] as const;

export type HealerStatus = {
  isAuthenticated: boolean;
  healer?: Healer;
  /** True while the password is still the phone number (DESIGN §5). */
  mustChangePassword?: boolean;
};

/** GET /api/healer/status: who is signed in, if anyone. */
export function getHealerStatus(signal?: AbortSignal): Promise<HealerStatus> {
  return getJson<HealerStatus>(healerStatusQueryKey, undefined, signal);
}

export function healerStatusQueryOptions() {
  return queryOptions({
    queryKey: healerStatusQueryKey,
    queryFn: ({ signal }) => getHealerStatus(signal),
  });
}

export function useHealerStatus() {
  return useQuery(healerStatusQueryOptions());
}
