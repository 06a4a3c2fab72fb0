import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_UI_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../shared/constants/ui-languages.js';
import { chosenLanguage, languageCookie } from '../../shared/domain/language-choice.js';

/**
 * The interface language of a page (decision 024; the rule is in language-choice.ts, shared
 * with the shell the service worker draws offline).
 */
export { LANGUAGE_COOKIE, LANGUAGE_QUERY, languageCookie };

/** The language a page request asks for, and the cookie to set when a link chose it. */
export function requestLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): {
  language: UiLanguage;
  setCookie?: string;
} {
  const query = request.url.indexOf('?');
  return chosenLanguage(query === -1 ? '' : request.url.slice(query + 1), request.headers.cookie);
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
