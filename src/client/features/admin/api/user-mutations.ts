import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/user.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';
import { refreshAfterHealerChange } from './admin-query-keys.js';

type UserReply = { message: string; user: User };

/** PATCH /api/admin/users/{id}/phone: the new phone is also the new password. */
export function updateUserPhone(input: { id: string; newPhone: string }): Promise<UserReply> {
  return apiRequest('PATCH', joinPath(['/api/admin/users', input.id, 'phone']), {
    newPhone: input.newPhone,
  });
}

/** POST /api/admin/users/{id}/reset-password (empty body): the password becomes the phone. */
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
  return useMutation({ mutationFn: resetUserPassword });
}
