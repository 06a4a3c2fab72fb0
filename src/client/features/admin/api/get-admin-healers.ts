import { LIMITS } from '../../../../shared/constants/limits.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { usePagedSearch } from '../hooks/use-paged-search.js';

/** One page of the admin list as the server sends it for `?page=&pageSize=&q=`. */
export interface AdminHealersPage {
  healers: Healer[];
  /** Healers matching the search (all of them without one). */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/healers?page=&pageSize=&q=: ten healers at a time, active or not, newest first,
 * matching the search. Paged on the server so that the panel stays quick with tens of thousands
 * of healers (the unpaged reply of the spec would be megabytes).
 */
export function useAdminHealersPage() {
  return usePagedSearch<AdminHealersPage>(adminKeys.healers, LIMITS.adminPageSize);
}
