/** The interface languages: English (the specification's texts) and Malayalam. */
export const UI_LANGUAGES = ['en', 'ml'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/** Each language by its own name (the language switch's labels, whatever the page's language). */
export const LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = { en: 'English', ml: 'മലയാളം' };

/**
 * The cookie that remembers a visitor's language, and the query that chooses it (decision 024):
 * the server draws pages in it, and a page the service worker draws offline follows it too.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY = 'lang';
