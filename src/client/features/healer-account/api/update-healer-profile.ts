import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Healer, HealerProfileUpdate } from '../../../../shared/schemas/healer.js';
import { apiRequest } from '../../../api/api-request.js';
import { type HealerStatus, healerStatusQueryKey } from './get-healer-status.js';

/** PUT /api/healer/profile: the healer's own editable fields. */
export function updateHealerProfile(
  body: HealerProfileUpdate,
): Promise<{ message: string; healer: Healer }> {
  return apiRequest('PUT', '/api/healer/profile', body);
}

/** Saves and keeps the status in step; public reads of this healer are refetched when next shown. */
export function useUpdateHealerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealerProfile,
    onSuccess: ({ healer }) => {
      queryClient.setQueryData<HealerStatus>(healerStatusQueryKey, (status) =>
        status ? { ...status, healer } : status,
      );
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/healers'),
      });
    },
  });
}
