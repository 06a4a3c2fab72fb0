import type { ZoneOffset } from './zoned-time.js';

/**
 * What the server hands the browser inside a page's HTML: the settings the client reads from
 * meta tags, and, on a pre-rendered page, the API data the page was drawn from.
 */

/** The server's settings the browser needs (TIME_ZONE, COUNTRY_CODE, PUBLIC_URL). */
export interface RuntimeConfig {
  timeZone: string;
  countryCode: string;
  /** Only when PUBLIC_URL is set; otherwise the client uses the address it was loaded from. */
  publicUrl?: string | undefined;
  /** FIRST_PASSWORD: how a healer first signs in, a one-time code (default) or the phone. */
  firstPassword?: 'code' | 'phone' | undefined;
}

/** One API read as the page's first render used it: the client's query key and the reply. */
export type SeededQuery = readonly [queryKey: readonly unknown[], data: unknown];

/**
 * The first page of a list in a random order (`seed`), as the client's infinite query holds it
 * (`{ pages, pageParams }` under `[list, { seed }]`): what the server pre-renders the home page's
 * cards from (decision 043), and where the client finds the seed to read the next pages in.
 */
export function seededListQuery(
  list: string,
  seed: number,
  page: { items: unknown[]; total: number },
): SeededQuery {
  return [[list, { seed }], { pages: [page], pageParams: [0] }];
}

/** The id of the `application/json` script that carries a pre-rendered page's SeededQuery list. */
export const PAGE_DATA_ELEMENT_ID = 'app-data';

/** The `clinic-utc-offset` meta content: offset minutes, then the window's ends in epoch ms. */
export function formatZoneOffsetMeta(offset: ZoneOffset): string {
  return `${offset.minutes} ${offset.validFrom} ${offset.validUntil}`;
}

/** Reads formatZoneOffsetMeta's text back; undefined when it is not three whole numbers. */
export function parseZoneOffsetMeta(text: string | undefined): ZoneOffset | undefined {
  const numbers = text?.trim().split(/\s+/).map(Number) ?? [];
  if (numbers.length !== 3 || !numbers.every(Number.isSafeInteger)) return undefined;
  const [minutes, validFrom, validUntil] = numbers as [number, number, number];
  return { minutes, validFrom, validUntil };
}
