import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInCode, User } from '../../../../shared/schemas/user.js';
import { refreshAfterHealerChange } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

type UserReply = { message: string; user: User; signInCode?: SignInCode };

/** PATCH /api/admin/users/{id}/phone: a new one-time code (or, in phone mode, the new phone as password). */
export function updateUserPhone(input: { id: string; newPhone: string }): Promise<UserReply> {
  return apiRequest('PATCH', joinPath(['/api/admin/users', input.id, 'phone']), {
    newPhone: input.newPhone,
  });
}

/**
 * POST /api/admin/users/{id}/reset-password: a new one-time code, or the phone as password; the
 * healer's passkeys go too only when asked (decision 063).
 */
export function resetUserPassword({
  id,
  removePasskeys = false,
}: {
  id: string;
  removePasskeys?: boolean;
}): Promise<UserReply> {
  const path = joinPath(['/api/admin/users', id, 'reset-password']);
  return apiRequest('POST', path, removePasskeys ? { removePasskeys } : undefined);
}

/** A user's phone is the healer's phone, so the healer list changes too. */
export function useUpdateUserPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPhone,
    onSuccess: () => refreshAfterHealerChange(queryClient),
  });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    // The users table shows each account's sign-in state.
    onSuccess: () => refreshAfterHealerChange(queryClient),
  });
}
