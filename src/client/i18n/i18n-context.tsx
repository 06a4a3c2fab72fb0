import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import type { MessageNamespace } from '../../shared/pages/pages.js';
import { englishFormatters, type Formatters } from './format.js';
import { loadedEnglishTexts } from './language.js';
import { loadNamespace, type NamespaceT } from './namespaces.js';
import { createTranslator, type Messages, type Translate } from './translator.js';

type I18n = { locale: UiLanguage; t: Translate; format: Formatters };

const I18nContext = createContext<I18n | null>(null);
let englishI18n: I18n | undefined;

/**
 * The tree's texts: its provider's, else English. The English catalogue is not in the entry
 * (a Malayalam page never downloads it), so without a provider it must have been loaded
 * (`loadSiteTexts('en')`, as the component tests' set-up does).
 */
function useI18n(): I18n {
  const provided = useContext(I18nContext);
  if (provided) return provided;
  const english = loadedEnglishTexts();
  if (!english) throw new Error('No texts: render inside I18nProvider or load English first');
  englishI18n ??= {
    locale: 'en',
    t: createTranslator(english.messages, 'en'),
    format: english.formatters,
  };
  return englishI18n;
}

/** Supplies a catalogue to the tree; without a provider every component reads English. */
export function I18nProvider(props: {
  locale: UiLanguage;
  messages: Messages;
  formatters?: Formatters;
  children: ReactNode;
}) {
  const { locale, messages, formatters = englishFormatters, children } = props;
  const value = useMemo(
    () => ({ locale, t: createTranslator(messages, locale), format: formatters }),
    [locale, messages, formatters],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * t(key, params) in the current language: over the public site's catalogue, or with a namespace
 * over that namespace's (`useT('admin')`). A namespace the page did not load ahead (its row in
 * the page table) suspends the component until it has downloaded.
 */
export function useT(): Translate;
export function useT<N extends MessageNamespace>(namespace: N): NamespaceT<N>;
export function useT(namespace?: MessageNamespace): Translate | NamespaceT<MessageNamespace> {
  const { locale, t } = useI18n();
  const messages = namespace ? use(loadNamespace(namespace, locale)) : undefined;
  return useMemo(
    () =>
      // createTranslator is typed by the site catalogue's keys; at run time it reads any tree.
      messages ? createTranslator(messages as unknown as Messages, locale) : t,
    [messages, locale, t],
  );
}

/** The current locale, for number and date formatting. */
export function useLocale(): UiLanguage {
  return useI18n().locale;
}

/** Times, names and places written in the current language. */
export function useFormat(): Formatters {
  return useI18n().format;
}
