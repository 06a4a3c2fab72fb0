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
  /**
   * Distinct empty searches (words and district) kept a day; the day's further ones are summed
   * in its "other" row (decision 057). A day of real patients' empty searches is tens; 500
   * still lists every one, and keeps the table at most 45,000 rows over its 90 days, where
   * invented searches made it 239,000 rows (303 MB) and the admin's read took seconds.
   */
  emptySearchDistinctPerDay: 500,
  /**
   * Days an empty search is kept (decision 057): the admin's 90-day view, no more. What
   * patients looked for and did not find is worth a season; older rows only cost reads.
   */
  emptySearchKeepDays: 90,
  /**
   * Events of one type one client address adds to one healer's count in one day; more are
   * dropped (decision 057). A patient opens a profile a few times; 20 leaves room for a family
   * or a clinic behind one address, where the 60 a minute alone let one address add 86,400.
   */
  perAddressHealerDaily: 20,
  /**
   * Distinct keys (day and healer and type, or day and search) waiting to be written, both kinds
   * together; past it a new key's events are dropped (counted in a metric), also when a failed
   * write puts its counts back. A day's real keys are healers × types, far below.
   */
  pendingKeysMax: 200_000,
} as const;

/**
 * The key of a day's "other" empty searches: no words and no district, which no counted search
 * has (one without either is not counted), so it cannot mix with a real one.
 */
export const OTHER_EMPTY_SEARCH = { query: '', district: '' } as const;
