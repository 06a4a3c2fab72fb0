import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLogin } from '../../../../shared/schemas/auth.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest } from '../../../api/api-request.js';

/** POST /api/admin/login. */
export function adminLogin(body: AdminLogin): Promise<{ message: string; isAuthenticated: true }> {
  return apiRequest('POST', '/api/admin/login', body);
}

/** Signs in; the status then reads authenticated and the panel replaces the form. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => {
      queryClient.setQueryData(adminKeys.status, { isAuthenticated: true });
    },
  });
}
