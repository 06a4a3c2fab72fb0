import { ApiError, apiRequest } from '../../api/api-request.js';

/** Whose passkeys: the healer's (sign-in page, profile) or the admin's (sign-in form, settings). */
export type PasskeyKind = 'healer' | 'admin';

export type PasskeySummary = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

export type PasskeyList = { available: boolean; message?: string; passkeys: PasskeySummary[] };

/**
 * The WebAuthn library, loaded only when a ceremony starts: the sign-in and profile pages ask
 * for it, and no public page's JavaScript grows (decision 063).
 */
const library = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all (without loading the library). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the browser offers passkeys in the phone field's autofill (conditional UI). */
export async function browserHasPasskeyAutofill(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  return (await library()).browserSupportsWebAuthnAutofill();
}

/** The reason a ceremony failed, as a key of `passkeys.*` (or the server's own message). */
export type PasskeyFailure = 'noScreenLock' | 'cancelled' | 'alreadyOnPhone' | 'failed';

/** Sorts a browser or library error into what the person can do about it. */
export function passkeyFailureOf(error: unknown): PasskeyFailure {
  const { code, name } = (error ?? {}) as { code?: string; name?: string };
  if (code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT') return 'noScreenLock';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyOnPhone';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return 'cancelled';
  }
  return 'failed';
}

/**
 * Adds a passkey to the signed-in account: the server's options (the admin sends the password
 * and code as `check`), the phone's screen lock, the server's check. `name` is what the list
 * shows ("Chrome on Android"). The new passkey.
 */
export async function addPasskey(
  kind: PasskeyKind,
  name: string,
  check?: { currentPassword: string; otp?: string },
): Promise<PasskeySummary> {
  const optionsJSON = await apiRequest<never>(
    'POST',
    `/api/${kind}/passkeys/registration-options`,
    check,
  );
  const { startRegistration } = await library();
  const response = await startRegistration({ optionsJSON });
  return apiRequest('POST', `/api/${kind}/passkeys`, { response, name });
}

/**
 * Signs in with a passkey: new options (each challenge answers once), the phone's choice of its
 * passkeys, the server's check. `autofill` waits in the phone field's suggestions instead of
 * asking at once; `phone`, when typed, must be the passkey's account. The server's reply.
 */
export async function signInWithPasskey<T>(
  kind: PasskeyKind,
  { autofill = false, phone }: { autofill?: boolean; phone?: string } = {},
): Promise<T> {
  const optionsJSON = await apiRequest<never>('POST', `/api/${kind}/passkeys/sign-in-options`);
  const { startAuthentication } = await library();
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return apiRequest<T>('POST', `/api/${kind}/passkeys/sign-in`, {
    response,
    ...(phone ? { phone } : {}),
  });
}

/** Whether the server refused passkeys for want of PUBLIC_URL (so the page offers none). */
export const passkeysOffNow = (error: unknown) =>
  error instanceof ApiError && error.key === 'passkeysNeedPublicUrl';
