import type { PgSelect } from 'drizzle-orm/pg-core';
import type { NumberedPage, Page } from '../../shared/schemas/paging.js';

/**
 * The server's half of paging (decision 070; the query parameters are shared/schemas/paging.ts):
 * whichever convention a list takes, its query reads `limit` rows from `offset`.
 */

/** A numbered page (from 1) as the limit and offset of the rows it holds. */
export function pageOfNumbered({ page, pageSize }: NumberedPage): Page {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** `query` (made `$dynamic()`) cut to `page`: its `limit` rows from `offset`. */
export function paged<T extends PgSelect>(query: T, page: Page): T {
  return query.limit(page.limit).offset(page.offset);
}
