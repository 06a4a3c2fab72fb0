/**
 * The service worker's run-time caches, named here because the page reads one of them too: the
 * offline notice says how old the kept directory is. Only public, session-free replies go in.
 */
export const OFFLINE_CACHES = {
  /** The directory list, settings, stats, team and service names: what the public pages read. */
  directory: 'healers-directory-v1',
  /** The profiles (GET /api/healers/{id}) a visitor opened. */
  profiles: 'healers-profiles-v1',
  /** Healer photos (/photos/…). */
  photos: 'healers-photos-v1',
  /** The server's runtime settings (time zone, country code) copied from its last page. */
  pageConfig: 'healers-page-config-v1',
} as const;

/** The public API replies kept in the directory cache, by path (no query string). */
export const DIRECTORY_PATHS = [
  '/api/healers',
  '/api/settings',
  '/api/stats',
  '/api/team-members',
  '/api/service-names',
] as const;

/** The services' Malayalam names, kept beside the pages that show healers (decision 066). */
export const SERVICE_NAMES_PATH = '/api/service-names';

/** Kept data older than this is not shown: it is no longer "the directory as of" anything useful. */
export const OFFLINE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The device keeps the whole directory for offline reading and search only up to this many
 * healers (about 170 KB brotli): a larger one is not downloaded in the background of a visit
 * (decision 026); offline, its visitors have the profiles they opened.
 */
export const OFFLINE_DIRECTORY_MAX_HEALERS = 2_000;

/**
 * The message a page sends the worker that has just taken it over on a first visit: keep what
 * this page and the directory need offline (the page's reads went by before the worker came).
 */
export const KEEP_FIRST_VISIT = 'keep-first-visit';
