import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/api-request.js';
import { adminKeys } from './admin-query-keys.js';

/** GET /api/admin/status. */
export function getAdminStatus(signal?: AbortSignal): Promise<{ isAuthenticated: boolean }> {
  return getJson(adminKeys.status, undefined, signal);
}

export function useAdminStatus() {
  return useQuery({ queryKey: adminKeys.status, queryFn: ({ signal }) => getAdminStatus(signal) });
}
