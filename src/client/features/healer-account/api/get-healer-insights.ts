import { useQuery } from '@tanstack/react-query';
import type { HealerInsights } from '../../../../shared/schemas/insights.js';
import { getJson } from '../../../api/api-request.js';

const HEALER_INSIGHTS_PATH = '/api/healer/insights';

/** GET /api/healer/insights: the signed-in healer's last 30 days. */
export function useHealerInsights() {
  return useQuery({
    queryKey: [HEALER_INSIGHTS_PATH],
    queryFn: ({ signal }) => getJson<HealerInsights>([HEALER_INSIGHTS_PATH], undefined, signal),
  });
}
