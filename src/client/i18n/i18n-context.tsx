import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { en } from './en.js';
import { englishFormatters, type Formatters } from './format.js';
import { createTranslator, type Messages, type Translate } from './translator.js';

type I18n = { locale: string; t: Translate; format: Formatters };

const englishI18n: I18n = {
  locale: 'en',
  t: createTranslator(en, 'en'),
  format: englishFormatters,
};
const I18nContext = createContext<I18n>(englishI18n);

/** Supplies a catalogue to the tree; without a provider every component reads English. */
export function I18nProvider(props: {
  locale: string;
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

/** The translate function of the current catalogue. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The current locale, for number and date formatting. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}

/** Times, names and places written in the current language. */
export function useFormat(): Formatters {
  return useContext(I18nContext).format;
}
