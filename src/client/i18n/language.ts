import {
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../shared/constants/ui-languages.js';
import { englishFormatters, type Formatters } from './format.js';
import type { Messages } from './translator.js';

/**
 * The language the server drew the page in (`<html lang>`, decision 024): the browser renders
 * in the same one, so hydration matches and nothing flips to English.
 */
export function documentLanguage(): UiLanguage {
  if (typeof document === 'undefined') return DEFAULT_UI_LANGUAGE;
  const lang = document.documentElement.lang;
  return (UI_LANGUAGES as readonly string[]).includes(lang)
    ? (lang as UiLanguage)
    : DEFAULT_UI_LANGUAGE;
}

/** A language's public catalogue and formatters. */
export interface SiteTexts {
  messages: Messages;
  formatters: Formatters;
}

let english: SiteTexts | undefined;

/**
 * The public site's texts of a language, each language's catalogue in its own file: a page
 * downloads only its language's (DESIGN §8), fetched alongside the entry through the page's
 * modulepreload link (src/server/pages/prerender.ts, SITE_MESSAGES_MODULE).
 */
export async function loadSiteTexts(language: UiLanguage): Promise<SiteTexts> {
  if (language === 'ml') {
    const { mlSite, mlFormatters } = await import('./ml/site.js');
    return { messages: mlSite, formatters: mlFormatters };
  }
  const { en } = await import('./en/site.js');
  english = { messages: en, formatters: englishFormatters };
  return english;
}

/** The English texts once `loadSiteTexts('en')` has loaded them. */
export function loadedEnglishTexts(): SiteTexts | undefined {
  return english;
}
