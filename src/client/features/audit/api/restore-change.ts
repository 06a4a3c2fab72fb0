import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealerPatch } from '../../../../shared/schemas/healer.js';
import { refreshAfterHealerChange } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';
import { AUDIT_KEY } from './get-audit.js';

/** Puts a healer's field back to an earlier value (PATCH /api/admin/healers/{id}), then rereads. */
export function useRestoreChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: HealerPatch }) =>
      apiRequest('PATCH', joinPath(['/api/admin/healers', input.id]), input.patch),
    onSuccess: async () => {
      await refreshAfterHealerChange(queryClient);
      await queryClient.invalidateQueries({ queryKey: [AUDIT_KEY] });
    },
  });
}
