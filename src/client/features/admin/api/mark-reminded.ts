import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemindedReply } from '../../../../shared/schemas/attention.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';
import { adminKeys } from './admin-query-keys.js';

/** POST /api/admin/healers/{id}/reminded: the reminder's "sent" tick. */
export function markReminded(healerId: string): Promise<RemindedReply> {
  return apiRequest('POST', joinPath(['/api/admin/healers', healerId, 'reminded']));
}

export function useMarkReminded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReminded,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.attention }),
  });
}
