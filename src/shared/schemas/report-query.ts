import { z } from 'zod';
import { REPORT_STATUSES } from '../constants/reports.js';
import { OFFSET_MESSAGE, PAGE_MAX, PAGE_MESSAGE } from './search.js';

/** Reports per page of the admin's list when `limit` is absent. */
export const REPORT_PAGE_DEFAULT = 20;

/**
 * GET /api/admin/reports: `status` (absent: every report) and one page of them, `limit` (1 to
 * PAGE_MAX) from `offset`; the reply's `X-Total-Count` says how many there are in all.
 */
export const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  limit: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(PAGE_MAX, PAGE_MESSAGE)
    .default(REPORT_PAGE_DEFAULT),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, OFFSET_MESSAGE)
    .default(0),
});
