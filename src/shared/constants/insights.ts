/**
 * What the pages tell the server about a visit (DESIGN §10.5): no person, only that a profile
 * was opened, a booking message started, a number called, directions asked, a profile shared,
 * or a search that found nobody.
 */
export const INSIGHT_EVENT_TYPES = [
  'profile-view',
  'booking-open',
  'call',
  'directions',
  'share',
  'search-empty',
] as const;
export type InsightEventType = (typeof INSIGHT_EVENT_TYPES)[number];

/** The event types counted per healer (all but search-empty), and their reply field. */
export const HEALER_EVENT_FIELDS = {
  'profile-view': 'profileViews',
  'booking-open': 'bookingOpens',
  call: 'calls',
  directions: 'directions',
  share: 'shares',
} as const;
export type HealerEventType = keyof typeof HEALER_EVENT_FIELDS;

export const INSIGHT_LIMITS = {
  /** Events one client address may send a minute; more are dropped (decision 052). */
  eventsPerMinute: 60,
  /** The longest query text kept of an empty search (a longer one is cut). */
  queryMax: 100,
  /** The longest query text accepted at all (longer → 400). */
  queryAccepted: 500,
  /** The widest range the admin may ask for, in days. */
  rangeMaxDays: 366,
  /** Days the admin sees without `from`/`to`, and the healer always sees. */
  defaultDays: 30,
  /** Healers in each of the most and least viewed lists. */
  healersListed: 10,
  /** Empty searches listed. */
  emptySearchesListed: 50,
} as const;
