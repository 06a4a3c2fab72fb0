import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterHealerChange } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

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
