import {
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../shared/constants/ui-languages.js';
import { en } from './en/site.js';
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

/** The public site's texts of a language: English is in the entry, the others load apart. */
export async function loadSiteTexts(language: UiLanguage): Promise<SiteTexts> {
  if (language === 'ml') {
    const { mlSite, mlFormatters } = await import('./ml/site.js');
    return { messages: mlSite, formatters: mlFormatters };
  }
  return { messages: en, formatters: englishFormatters };
}
