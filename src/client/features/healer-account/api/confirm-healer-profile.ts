import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-request.js';
import { type HealerStatus, healerStatusQueryKey } from './get-healer-status.js';

/** POST /api/healer/profile/confirm: the healer says their details are still right (today). */
export function confirmHealerProfile(): Promise<{ confirmedOn: string }> {
  return apiRequest('POST', '/api/healer/profile/confirm');
}

/** Confirms and keeps the status in step, so the page's "still right?" card goes away. */
export function useConfirmHealerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmHealerProfile,
    onSuccess: ({ confirmedOn }) => {
      queryClient.setQueryData<HealerStatus>(healerStatusQueryKey, (status) =>
        status?.healer ? { ...status, healer: { ...status.healer, confirmedOn } } : status,
      );
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/healers'),
      });
    },
  });
}
