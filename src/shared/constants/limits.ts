/** Numbers of spec §9 that more than one part of the product uses. */
export const LIMITS = {
  ratingMin: 0,
  ratingMax: 5,
  photoMaxBytes: 5 * 1024 * 1024,
  passwordMinLength: 6,
  healerLoginPhoneMaxLength: 10,
  adminNewPhoneMinDigits: 10,
  adminPageSize: 10,
  publicInitialCount: 6,
  /** Healers per page of a public search reply (decision 026). */
  publicPageSize: 24,
  /** The most healers one public page may ask for. */
  publicPageMax: 100,
  cardServicesShown: 3,
  searchDebounceMs: 300,
  publicListStaleMs: 60_000,
  reshuffleMs: 5_000,
  reshufflePauseMs: 10_000,
  realtimeRefetchDelayMs: 100,
  swipeHintMs: 2_000,
  swipeThreshold: 10_000,
  toastLimit: 1,
  toastDurationMs: 5_000,
  tooltipOpenDelayMs: 700,
  tooltipSkipDelayMs: 300,
  logoutRedirectMs: 1_500,
  splashMs: 3_500,
  splashFadeMs: 500,
  navigationOverlayDelayMs: 3_000,
} as const;

/** Upper bounds on text fields, so that no field can carry an unbounded payload. */
export const TEXT_MAX = {
  short: 200,
  url: 2_000,
  medium: 1_000,
  long: 10_000,
} as const;

export const DEFAULT_COLORS = { primary: '#4f46e5', secondary: '#059669' } as const;

export const ORGANIZATION_NAME = 'Federation of Classical Acupuncture Healers, Kerala';
export const ORGANIZATION_SHORT_NAME = 'FCAH Kerala';
