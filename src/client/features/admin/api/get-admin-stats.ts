import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../shared/schemas/stats.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { getJson } from '../../../api/api-request.js';

/** GET /api/admin/stats: the four stat cards. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return getJson(adminKeys.stats, undefined, signal);
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getAdminStats(signal) });
}
