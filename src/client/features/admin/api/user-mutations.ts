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

/** POST /api/admin/users/{id}/reset-password (empty body): a new one-time code, or the phone as password. */
export function resetUserPassword(id: string): Promise<UserReply> {
  return apiRequest('POST', joinPath(['/api/admin/users', id, 'reset-password']));
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
