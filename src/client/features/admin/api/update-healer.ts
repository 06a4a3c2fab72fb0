import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Healer, HealerPatch } from '../../../../shared/schemas/healer.js';
import type { SignInCode } from '../../../../shared/schemas/user.js';
import { refreshAfterHealerChange } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

/** PATCH /api/admin/healers/{id}: only the fields sent change. */
export function updateHealer(input: {
  id: string;
  patch: HealerPatch;
}): Promise<Healer & { signInCode?: SignInCode }> {
  return apiRequest('PATCH', joinPath(['/api/admin/healers', input.id]), input.patch);
}

export function useUpdateHealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealer,
    onSuccess: () => refreshAfterHealerChange(queryClient),
  });
}
