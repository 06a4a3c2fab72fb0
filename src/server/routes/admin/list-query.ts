import { z } from 'zod';
import { LIMITS } from '../../../shared/constants/limits.js';
import { type NumberedPageRule, numberedPageParams } from '../../../shared/schemas/paging.js';

/** The most rows a page of the admin's numbered lists holds. */
const ADMIN_PAGE_SIZE_MAX = 100;

/** The admin's healer list: the spec's pages of 10 cards (spec §2 and §9). */
export const ADMIN_HEALER_PAGES: NumberedPageRule = {
  defaultPageSize: LIMITS.adminPageSize,
  maxPageSize: ADMIN_PAGE_SIZE_MAX,
};
/** The accounts table: 20 rows a page. */
export const ADMIN_USER_PAGES: NumberedPageRule = {
  defaultPageSize: 20,
  maxPageSize: ADMIN_PAGE_SIZE_MAX,
};

/**
 * `?q=&page=&pageSize=` of the admin lists (healers, users): a search and a numbered page of it
 * (decision 070: the console's page bar reads `page` and `pageSize` back from the reply).
 */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  ...numberedPageParams(ADMIN_PAGE_SIZE_MAX),
});
