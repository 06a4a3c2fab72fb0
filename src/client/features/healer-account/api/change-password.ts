import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '../../../../shared/schemas/auth.js';
import { apiRequest } from '../../../api/api-request.js';
import { type HealerStatus, healerStatusQueryKey } from './get-healer-status.js';

/** POST /api/healer/change-password. */
export function changePassword(body: ChangePassword): Promise<{ message: string }> {
  return apiRequest('POST', '/api/healer/change-password', body);
}

/** A changed password lifts the first-sign-in rule, which unlocks the profile form. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      queryClient.setQueryData<HealerStatus>(healerStatusQueryKey, (status) =>
        status ? { ...status, mustChangePassword: false } : status,
      );
    },
  });
}
