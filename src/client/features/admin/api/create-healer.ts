import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Healer, HealerInput } from '../../../../shared/schemas/healer.js';
import type { SignInCode } from '../../../../shared/schemas/user.js';
import { refreshAfterHealerChange } from '../../../api/admin-query-keys.js';
import { apiRequest } from '../../../api/api-request.js';

/** POST /api/admin/healers; in code mode the reply carries the healer's one-time code. */
export function createHealer(body: HealerInput): Promise<Healer & { signInCode?: SignInCode }> {
  return apiRequest('POST', '/api/admin/healers', body);
}

export function useCreateHealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHealer,
    onSuccess: () => refreshAfterHealerChange(queryClient),
  });
}
