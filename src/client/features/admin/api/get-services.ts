import { useQuery } from '@tanstack/react-query';
import type { Service } from '../../../../shared/schemas/service.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { getJson } from '../../../api/api-request.js';

/** GET /api/admin/services: every service, active or not. */
export function getServices(signal?: AbortSignal): Promise<Service[]> {
  return getJson(adminKeys.services, undefined, signal);
}

export function useServices() {
  return useQuery({ queryKey: adminKeys.services, queryFn: ({ signal }) => getServices(signal) });
}
