import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Healer, HealerInput } from '../../../../shared/schemas/healer.js';
import { apiRequest } from '../../../api/api-request.js';
import { refreshAfterHealerChange } from './admin-query-keys.js';

/** POST /api/admin/healers. */
export function createHealer(body: HealerInput): Promise<Healer> {
  return apiRequest('POST', '/api/admin/healers', body);
}

export function useCreateHealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHealer,
    onSuccess: () => refreshAfterHealerChange(queryClient),
  });
}
