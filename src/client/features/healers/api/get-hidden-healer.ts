import { useQuery } from '@tanstack/react-query';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { getJson } from '../../../api/api-request.js';

/**
 * GET /api/admin/healers/{id}: any healer, hidden ones included, for a signed-in admin's preview
 * of /healer/{id}. Asked only after the public read found nothing; anyone else gets 401 or 404.
 */
export function useHiddenHealer(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/healers', id],
    queryFn: ({ signal }) => getJson<Healer>(['/api/admin/healers', id], undefined, signal),
    enabled,
  });
}
