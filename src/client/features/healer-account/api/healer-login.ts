import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealerLogin } from '../../../../shared/schemas/auth.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { apiRequest } from '../../../api/api-request.js';
import { type HealerStatus, healerStatusQueryKey } from './get-healer-status.js';

export type HealerLoginReply = { message: string; healer: Healer; mustChangePassword: boolean };

/** POST /api/healer/login. */
export function healerLogin(body: HealerLogin): Promise<HealerLoginReply> {
  return apiRequest<HealerLoginReply>('POST', '/api/healer/login', body);
}

/** Signs in and stores the new status, so the profile page opens without another read. */
export function useHealerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: healerLogin,
    onSuccess: (reply) => {
      queryClient.setQueryData<HealerStatus>(healerStatusQueryKey, {
        isAuthenticated: true,
        healer: reply.healer,
        mustChangePassword: reply.mustChangePassword,
      });
    },
  });
}
