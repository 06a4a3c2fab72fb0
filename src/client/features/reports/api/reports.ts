import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '../../../../shared/constants/trust.js';
import type { Report } from '../../../../shared/schemas/trust.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest, getPage, joinPath } from '../../../api/api-request.js';

/** Reports per page of the admin's list. */
export const REPORTS_PAGE_SIZE = 20;

/** GET /api/admin/reports?status=&limit=&offset=: one page, newest first, and the total. */
export function useReportsPage(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: [...adminKeys.reports, { status, page }],
    queryFn: ({ signal }) =>
      getPage<Report>(
        adminKeys.reports,
        new URLSearchParams({
          status,
          limit: String(REPORTS_PAGE_SIZE),
          offset: String((page - 1) * REPORTS_PAGE_SIZE),
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/reports/{id} { status }: resolve, dismiss or reopen one report. */
export function setReportStatus(input: { id: string; status: ReportStatus }): Promise<Report> {
  return apiRequest('PATCH', joinPath([...adminKeys.reports, input.id]), {
    status: input.status,
  });
}

export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReportStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
