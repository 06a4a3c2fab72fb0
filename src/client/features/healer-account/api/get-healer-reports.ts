import { useQuery } from '@tanstack/react-query';
import type { Report } from '../../../../shared/schemas/reports.js';
import { getJson } from '../../../api/api-request.js';

const healerReportsQueryKey = ['/api/healer/reports'] as const;

/** GET /api/healer/reports: the open reports about the signed-in healer's listing. */
export function useHealerReports(enabled: boolean) {
  return useQuery({
    queryKey: healerReportsQueryKey,
    queryFn: ({ signal }) => getJson<Report[]>(healerReportsQueryKey, undefined, signal),
    enabled,
  });
}
