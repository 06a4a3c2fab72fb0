import { z } from 'zod';
import { REPORT_STATUSES } from '../constants/reports.js';
import { type PageRule, pageParams } from './paging.js';
import { PAGE_MAX } from './search.js';

/** Reports per page of the admin's list when `limit` is absent. */
export const REPORT_PAGE_DEFAULT = 20;

/** The reports list's pages: 1 to PAGE_MAX, REPORT_PAGE_DEFAULT when absent. */
export const REPORT_PAGES: PageRule = { defaultLimit: REPORT_PAGE_DEFAULT, maxLimit: PAGE_MAX };

/**
 * GET /api/admin/reports: `status` (absent: every report) and one page of them, `limit` (1 to
 * PAGE_MAX) from `offset`; the reply's `X-Total-Count` says how many there are in all.
 */
export const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  ...pageParams(REPORT_PAGES),
});
