import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's "device cookies" (decision 055): a browser that has signed in to an account keeps a
 * signed cookie naming its own random id; presenting it again, it is not held back by the
 * account's lockout that anonymous failures cause, and has a limit of its own instead.
 */
export const DEVICE_COOKIE = 'device';
/** The name under an https PUBLIC_URL (the browser takes it from HTTPS only, Path=/, no Domain). */
export const SECURE_DEVICE_COOKIE = '__Host-device';
/** A device cookie lasts half a year after the sign-in that set (or renewed) it. */
export const DEVICE_COOKIE_MAX_AGE_S = 182 * 24 * 60 * 60;

const LABEL = 'healers-directory admin device cookie v1';

function signature(secret: string, account: string, deviceId: string): Buffer {
  const key = createHmac('sha256', secret).update(LABEL).digest();
  return createHmac('sha256', key).update(`${account}\n${deviceId}`).digest();
}

/** A new cookie value for `account`: `id.signature` (a 128-bit id, an HMAC-SHA-256). */
export function newDeviceCookie(secret: string, account: string, deviceId?: string): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  return `${id}.${signature(secret, account, id).toString('base64url')}`;
}

/**
 * The device id of a cookie value signed for `account` by this secret, or null (absent,
 * malformed, another account's, or signed with another secret).
 */
export function deviceIdOf(
  secret: string,
  account: string,
  value: string | undefined,
): string | null {
  if (!value) return null;
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, account, match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}
