import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession } from '../../../../shared/schemas/second-factor.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest, getJson, joinPath } from '../../../api/api-request.js';

/** GET /api/admin/sessions (its path is its key). */
export const ADMIN_SESSIONS_KEY = ['/api/admin/sessions'] as const;

export function useAdminSessions() {
  return useQuery({
    queryKey: ADMIN_SESSIONS_KEY,
    queryFn: ({ signal }) => getJson<AdminSession[]>(ADMIN_SESSIONS_KEY, undefined, signal),
  });
}

/**
 * DELETE /api/admin/sessions/{id}. Ending this browser's own session signs it out: the panel's
 * reads are dropped and the status reads signed out, so the sign-in form replaces the panel.
 */
export function useEndAdminSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string; current: boolean }>(
        'DELETE',
        joinPath([ADMIN_SESSIONS_KEY[0], id]),
      ),
    onSuccess: ({ current }) => {
      if (!current) return queryClient.invalidateQueries({ queryKey: ADMIN_SESSIONS_KEY });
      // The status first (its observer then shows the sign-in form), then the panel's reads.
      queryClient.setQueryData(adminKeys.status, { isAuthenticated: false });
      queryClient.removeQueries({
        predicate: ({ queryKey }) => queryKey[0] !== adminKeys.status[0],
      });
    },
  });
}
