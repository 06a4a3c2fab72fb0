import { parseZoneOffsetMeta, type RuntimeConfig } from '../../shared/domain/page-data.js';
import { DEFAULT_COUNTRY_CODE } from '../../shared/domain/whatsapp.js';
import type { ZoneOffset } from '../../shared/domain/zoned-time.js';

const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

// The values as the server knows them, for its pre-render, where there is no document to read.
let serverConfig: RuntimeConfig | undefined;

/** Used by the server's pre-render only (src/client/prerender.tsx). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  serverConfig = config;
}

const SERVER_META: Record<string, keyof RuntimeConfig> = {
  'clinic-time-zone': 'timeZone',
  'country-code': 'countryCode',
  'public-url': 'publicUrl',
  'first-password': 'firstPassword',
};

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') {
    const key = SERVER_META[name];
    return (serverConfig && key && serverConfig[key]) || undefined;
  }
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/**
 * The server's settings that the browser needs, read from meta tags the server may put in the
 * page head (TIME_ZONE, COUNTRY_CODE, PUBLIC_URL); each has a default when absent.
 */
export const runtimeConfig = {
  /** The clinics' time zone: opening lines, "today" and the booking's earliest date use it. */
  timeZone: (): string => meta('clinic-time-zone') ?? DEFAULT_TIME_ZONE,
  /** The zone's UTC offset around the time the server sent the page, when it was steady. */
  zoneOffset: (): ZoneOffset | undefined => parseZoneOffsetMeta(meta('clinic-utc-offset')),
  /** Country calling code put in front of 10-digit WhatsApp numbers. */
  countryCode: (): string => meta('country-code') ?? DEFAULT_COUNTRY_CODE,
  /** How a healer first signs in: a one-time code (default) or the phone number (DESIGN §5). */
  firstPassword: (): 'code' | 'phone' => (meta('first-password') === 'phone' ? 'phone' : 'code'),
  /** The public origin for share links. */
  publicUrl: (): string =>
    meta('public-url') ?? (typeof location === 'undefined' ? '' : location.origin),
};
