import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditActorKind, AuditEntry } from '../../../../shared/schemas/audit.js';
import { apiErrorOf } from '../../../api/api-request.js';

/** The filters of GET /api/admin/audit (and its CSV), as the Activity view holds them. */
export interface AuditFilters {
  targetId?: string;
  actorKind?: AuditActorKind;
  action?: string;
  /** Days, YYYY-MM-DD, in the clinics' time zone. */
  from?: string;
  to?: string;
}

export const AUDIT_KEY = '/api/admin/audit';

/** The query string of the filters (empty ones left out), plus paging when given. */
export function auditSearch(filters: AuditFilters, page?: { limit: number; offset: number }) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page) {
    params.set('limit', String(page.limit));
    params.set('offset', String(page.offset));
  }
  return params.toString();
}

/** One page of entries, newest first, and how many match (the reply's X-Total-Count). */
export async function getAudit(
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const response = await fetch(`${AUDIT_KEY}?${auditSearch(filters, page)}`, {
    credentials: 'include',
  });
  if (!response.ok) throw await apiErrorOf(response);
  return {
    entries: (await response.json()) as AuditEntry[],
    total: Number(response.headers.get('x-total-count') ?? 0),
  };
}

export function useAuditPage(filters: AuditFilters, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [AUDIT_KEY, filters, page],
    queryFn: () => getAudit(filters, page),
    placeholderData: keepPreviousData,
  });
}
