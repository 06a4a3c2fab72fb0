import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttentionPage, RemindedReply } from '../../../../shared/schemas/attention.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

/** POST /api/admin/healers/{id}/reminded: the reminder's "sent" tick. */
export function markReminded(healerId: string): Promise<RemindedReply> {
  return apiRequest('POST', joinPath(['/api/admin/healers', healerId, 'reminded']));
}

/**
 * Records a reminder and puts its tick on the pages already shown. They are not read again: the
 * tick changes no reason, and at 100,000 healers the first read after a write re-reads every
 * healer (decision 048), so the tick would wait seconds for nothing.
 */
export function useMarkReminded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReminded,
    onSuccess: ({ remindedAt }, healerId) => {
      queryClient.setQueriesData<AttentionPage>({ queryKey: adminKeys.attention }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.healerId === healerId ? { ...item, remindedAt } : item,
              ),
            }
          : page,
      );
    },
  });
}
