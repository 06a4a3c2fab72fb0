import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileUpdate } from '../../../../shared/schemas/auth.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest } from '../../../api/api-request.js';
import type { AdminProfile } from './get-admin-profile.js';

/** PUT /api/admin/profile: any of e-mail, phone, password. */
export function updateAdminProfile(
  body: AdminProfileUpdate,
): Promise<{ message: string; profile: AdminProfile }> {
  return apiRequest('PUT', '/api/admin/profile', body);
}

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(adminKeys.profile, profile),
  });
}
