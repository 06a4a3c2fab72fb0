import { z } from 'zod';

/**
 * Paging, one convention for every list (decision 070). The lists added since wave 3 (the
 * search, the public list, reports, Needs attention, the audit trail) take `limit` (1 to the
 * list's maximum, its default when absent) and `offset` (0 to OFFSET_MAX) and say how many there
 * are in `X-Total-Count` (DESIGN §10). The admin's healer and account lists keep their
 * numbered pages, `page` and `pageSize`, which the console's page bar reads back in the reply
 * (`{ healers | users, total, page, pageSize }`). The server turns either into a limit and an
 * offset with one helper (server/services/paging.ts).
 */

/**
 * The furthest any list's page may start: past every list the directory can hold (a million
 * numbered pages of the largest page size end below it), and a bound on what one request can
 * make the database skip. The search is bounded tighter, by DESIGN §10.7 (SEARCH_OFFSET_MAX).
 */
export const OFFSET_MAX = 100_000_000;
export const OFFSET_MESSAGE = 'offset must be a whole number from 0';

/** What `limit` of a list taking at most `max` says when it is out of range. */
export const limitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`;

/**
 * What the OpenAPI document says a query parameter takes (decision 059). Query values arrive as
 * text and are read leniently (spaces, any letter case, blank for "not given"); the document
 * names the values a client should send, which the server always takes.
 */
export function documentedAs(meta: Record<string, unknown>) {
  // maxLength belongs to the text the server reads, not to the number the document names.
  return { maxLength: undefined, ...meta };
}

/**
 * A whole number in a query string, from `min` to `max`; blank or absent means "not given"
 * (undefined). Anything else, a sign, a fraction or an exponent included, is a 400 with
 * `message`. `shownDefault` is what the document says the server takes when it is absent.
 */
export function wholeNumberParam(message: string, min: number, max: number, shownDefault?: number) {
  const documented = { type: 'integer', minimum: min, maximum: max, default: shownDefault };
  return z
    .string()
    .max(12, message)
    .meta(documentedAs(documented))
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      const number = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= min && number <= max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** Which part of an ordered list a reply holds. */
export interface Page {
  limit: number;
  offset: number;
}

/** One list's page sizes, and, for the search alone, its tighter bound on `offset`. */
export interface PageRule {
  /** `limit` when absent. */
  defaultLimit: number;
  /** The largest `limit` taken. */
  maxLimit: number;
  /** The furthest a page may start: OFFSET_MAX unless the list is bounded tighter. */
  offsetMax?: number;
  /** What an `offset` out of range says: OFFSET_MESSAGE unless the list says its bound. */
  offsetMessage?: string;
}

/**
 * The `limit` and `offset` query parameters of a list, as given (undefined when absent): for a
 * list whose reply depends on whether a page was asked for (GET /api/healers). Most lists want
 * pageParams.
 */
export function optionalPageParams(rule: PageRule) {
  return {
    limit: wholeNumberParam(limitMessage(rule.maxLimit), 1, rule.maxLimit, rule.defaultLimit),
    offset: wholeNumberParam(
      rule.offsetMessage ?? OFFSET_MESSAGE,
      0,
      rule.offsetMax ?? OFFSET_MAX,
      0,
    ),
  };
}

/** The page asked for, the list's default `limit` and offset 0 for what is absent. */
export function requestedPage(
  raw: { limit?: number | undefined; offset?: number | undefined },
  rule: PageRule,
): Page {
  return { limit: raw.limit ?? rule.defaultLimit, offset: raw.offset ?? 0 };
}

/** `limit` and `offset` of a list, each its default when absent (the list's default; 0). */
export function pageParams(rule: PageRule) {
  const params = optionalPageParams(rule);
  return {
    limit: params.limit.transform((limit) => limit ?? rule.defaultLimit),
    offset: params.offset.transform((offset) => offset ?? 0),
  };
}

/** One list's numbered pages: the page size when absent and at most. */
export interface NumberedPageRule {
  defaultPageSize: number;
  maxPageSize: number;
}

/** The most numbered pages a list offers: its last page of the largest size starts within OFFSET_MAX. */
export const pageNumberMax = (maxPageSize: number) => Math.floor(OFFSET_MAX / maxPageSize);

/**
 * `page` (from 1) and `pageSize` (1 to `maxPageSize`) of the admin's numbered lists, as given
 * (undefined when absent: the reply's shape depends on whether a page was asked for).
 */
export function numberedPageParams(maxPageSize: number) {
  const maxPage = pageNumberMax(maxPageSize);
  return {
    page: wholeNumberParam(`page must be a whole number from 1 to ${maxPage}`, 1, maxPage),
    pageSize: wholeNumberParam(
      `pageSize must be a whole number from 1 to ${maxPageSize}`,
      1,
      maxPageSize,
    ),
  };
}

/** A numbered page asked for: page 1 and the list's page size for what is absent. */
export interface NumberedPage {
  page: number;
  pageSize: number;
}

export function requestedNumberedPage(
  raw: { page?: number | undefined; pageSize?: number | undefined },
  rule: NumberedPageRule,
): NumberedPage {
  return { page: raw.page ?? 1, pageSize: raw.pageSize ?? rule.defaultPageSize };
}
