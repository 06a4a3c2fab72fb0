import { useQuery } from '@tanstack/react-query';
import type { ServiceOption } from '../../../../shared/schemas/service.js';
import { getJson } from '../../../api/api-request.js';

export const healerServicesQueryKey = ['/api/healer/services'] as const;

/** GET /api/healer/services: the active services a healer can list on their profile. */
export function getHealerServices(signal?: AbortSignal): Promise<ServiceOption[]> {
  return getJson<ServiceOption[]>(healerServicesQueryKey, undefined, signal);
}

/** Not asked while `enabled` is false: a first-sign-in session gets 403 until the new password. */
export function useHealerServices(enabled: boolean) {
  return useQuery({
    queryKey: healerServicesQueryKey,
    queryFn: ({ signal }) => getHealerServices(signal),
    enabled,
  });
}
