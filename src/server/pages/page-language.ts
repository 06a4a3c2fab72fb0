import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../shared/constants/ui-languages.js';

/**
 * The interface language of a page (decision 024): `?lang=ml` or `?lang=en` chooses it and is
 * remembered in the `lang` cookie, so the server draws the chosen language from the first byte;
 * without either, English. An unknown value is ignored, never an error.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY = 'lang';

/** A year: the choice outlives the browser's session. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function asLanguage(value: unknown): UiLanguage | undefined {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value)
    ? (value as UiLanguage)
    : undefined;
}

function cookieLanguage(header: string | undefined): UiLanguage | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return asLanguage(value);
  }
  return undefined;
}

function queryLanguage(url: string): UiLanguage | undefined {
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  return asLanguage(new URLSearchParams(url.slice(query + 1)).get(LANGUAGE_QUERY));
}

/** The language a page request asks for, and the cookie to set when a link chose it. */
export function requestLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): {
  language: UiLanguage;
  setCookie?: string;
} {
  const chosen = queryLanguage(request.url);
  if (chosen) return { language: chosen, setCookie: languageCookie(chosen) };
  return { language: cookieLanguage(request.headers.cookie) ?? DEFAULT_UI_LANGUAGE };
}

/** The `Set-Cookie` value that remembers a language (readable by the page's own switch). */
export function languageCookie(language: UiLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The address of a page in a language: English at the bare path, others with `?lang=`. */
export function languageUrl(origin: string, path: string, language: UiLanguage): string {
  return language === DEFAULT_UI_LANGUAGE
    ? `${origin}${path}`
    : `${origin}${path}?${LANGUAGE_QUERY}=${language}`;
}

/** One `hreflang` alternate of a page. */
export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/** The page in every language, and English as the default for everyone else. */
export function languageAlternates(origin: string, path: string): LanguageAlternate[] {
  return [
    ...UI_LANGUAGES.map((language) => ({
      hreflang: language,
      href: languageUrl(origin, path, language),
    })),
    { hreflang: 'x-default', href: languageUrl(origin, path, DEFAULT_UI_LANGUAGE) },
  ];
}

/** OpenGraph's locale of a language (Indian English, Malayalam of India). */
export const OG_LOCALES: Readonly<Record<UiLanguage, string>> = { en: 'en_IN', ml: 'ml_IN' };
