import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { getJson } from '../../../api/api-request.js';

/** GET /api/admin/status: signed out, also whether the initial password was replaced. */
export type AdminStatus = { isAuthenticated: boolean; hasCustomCredentials?: boolean };

/** GET /api/admin/status. */
export function getAdminStatus(signal?: AbortSignal): Promise<AdminStatus> {
  return getJson(adminKeys.status, undefined, signal);
}

export function useAdminStatus() {
  return useQuery({ queryKey: adminKeys.status, queryFn: ({ signal }) => getAdminStatus(signal) });
}
