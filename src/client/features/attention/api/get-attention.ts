import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttentionReason } from '../../../../shared/constants/trust.js';
import { ATTENTION_PAGE_SIZE, type AttentionPage } from '../../../../shared/schemas/attention.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { getJson } from '../../../api/api-request.js';

/**
 * GET /api/admin/attention?reason=&limit=&offset=: one page (1-based) of the healers whose
 * listing needs attention, with the count per reason. The page shown stays while the next loads.
 */
export function useAttentionPage(reason: AttentionReason | null, page: number) {
  return useQuery({
    queryKey: [...adminKeys.attention, { reason, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        limit: String(ATTENTION_PAGE_SIZE),
        offset: String((page - 1) * ATTENTION_PAGE_SIZE),
      });
      if (reason) params.set('reason', reason);
      return getJson<AttentionPage>(adminKeys.attention, params, signal);
    },
    placeholderData: keepPreviousData,
  });
}
