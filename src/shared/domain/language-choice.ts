import {
  DEFAULT_UI_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  UI_LANGUAGES,
  type UiLanguage,
} from '../constants/ui-languages.js';

// The interface language a page is drawn in (decision 024): `?lang=ml` or `?lang=en` chooses it
// and is remembered in the `lang` cookie; without either, English. An unknown value is ignored,
// never an error. The server draws its pages so; a page the service worker draws offline from
// the app's shell follows the same rule in the browser (decision 041).

/** A year: the choice outlives the browser's session. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function asLanguage(value: unknown): UiLanguage | undefined {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value)
    ? (value as UiLanguage)
    : undefined;
}

/** The language a `Cookie` header (or `document.cookie`) remembers, if any. */
export function cookieLanguage(cookies: string | undefined): UiLanguage | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return asLanguage(value);
  }
  return undefined;
}

/** The language a query string (`?lang=ml`, with or without its `?`) chooses, if any. */
export function queryLanguage(search: string): UiLanguage | undefined {
  return asLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY));
}

/** The language a page is asked in, and the cookie to set when its address chose one. */
export function chosenLanguage(
  search: string,
  cookies: string | undefined,
): { language: UiLanguage; setCookie?: string } {
  const chosen = queryLanguage(search);
  if (chosen) return { language: chosen, setCookie: languageCookie(chosen) };
  return { language: cookieLanguage(cookies) ?? DEFAULT_UI_LANGUAGE };
}

/** The `Set-Cookie` value that remembers a language (readable by the page's own switch). */
export function languageCookie(language: UiLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
