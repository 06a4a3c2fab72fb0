import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinPath } from '../../../api/api-request.js';
import { refreshAfterHealerChange } from './admin-query-keys.js';

/** DELETE /api/admin/healers/{id}. */
export function deleteHealer(id: string): Promise<{ message: string }> {
  return apiRequest('DELETE', joinPath(['/api/admin/healers', id]));
}

export function useDeleteHealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHealer,
    onSuccess: () => refreshAfterHealerChange(queryClient),
  });
}
