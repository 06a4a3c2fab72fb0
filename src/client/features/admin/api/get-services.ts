import { useQuery } from '@tanstack/react-query';
import type { Service } from '../../../../shared/schemas/service.js';
import { getJson } from '../../../api/api-request.js';
import { adminKeys } from './admin-query-keys.js';

/** GET /api/admin/services: every service, active or not. */
export function getServices(signal?: AbortSignal): Promise<Service[]> {
  return getJson(adminKeys.services, undefined, signal);
}

export function useServices() {
  return useQuery({ queryKey: adminKeys.services, queryFn: ({ signal }) => getServices(signal) });
}
