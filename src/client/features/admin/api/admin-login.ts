import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLogin } from '../../../../shared/schemas/auth.js';
import { apiRequest } from '../../../api/api-request.js';
import { adminKeys } from './admin-query-keys.js';

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
