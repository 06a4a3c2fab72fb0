import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminInsights } from '../../../../shared/schemas/insights.js';
import { getJson } from '../../../api/api-request.js';

const INSIGHTS_PATH = '/api/admin/insights';

/** GET /api/admin/insights from `from` to `to` (dates, both included). */
export function getAdminInsights(from: string, to: string, signal?: AbortSignal) {
  return getJson<AdminInsights>([INSIGHTS_PATH], new URLSearchParams({ from, to }), signal);
}

/** The insights of a range; the previous range stays on screen while the next one loads. */
export function useAdminInsights(from: string, to: string) {
  return useQuery({
    queryKey: [INSIGHTS_PATH, from, to],
    queryFn: ({ signal }) => getAdminInsights(from, to, signal),
    placeholderData: keepPreviousData,
  });
}
