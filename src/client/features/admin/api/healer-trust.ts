import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationInput } from '../../../../shared/schemas/trust.js';
import { refreshAfterHealerChange } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

const trustPath = (id: string, what: 'verification' | 'confirm') =>
  joinPath(['/api/admin/healers', id, what]);

/** PUT /api/admin/healers/{id}/verification: what the federation checked, when, a private note. */
export function saveVerification(input: { id: string; verification: VerificationInput }) {
  return apiRequest<unknown>('PUT', trustPath(input.id, 'verification'), input.verification);
}

/** DELETE /api/admin/healers/{id}/verification: the healer is no longer shown as verified. */
export function clearVerification(id: string) {
  return apiRequest<unknown>('DELETE', trustPath(id, 'verification'));
}

/** POST /api/admin/healers/{id}/confirm: the healer said their details are right (today). */
export function confirmHealer(id: string): Promise<{ confirmedOn: string }> {
  return apiRequest('POST', trustPath(id, 'confirm'));
}

/** The three writes of the dialog's verification section; each refreshes the healer reads. */
export function useHealerTrust() {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfterHealerChange(queryClient);
  return {
    save: useMutation({ mutationFn: saveVerification, onSuccess: refresh }),
    clear: useMutation({ mutationFn: clearVerification, onSuccess: refresh }),
    confirm: useMutation({ mutationFn: confirmHealer, onSuccess: refresh }),
  };
}
