import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { en } from './en.js';
import { createTranslator, type Messages, type Translate } from './translator.js';

type I18n = { locale: string; t: Translate };

const englishI18n: I18n = { locale: 'en', t: createTranslator(en, 'en') };
const I18nContext = createContext<I18n>(englishI18n);

/** Supplies a catalogue to the tree; without a provider every component reads English. */
export function I18nProvider(props: { locale: string; messages: Messages; children: ReactNode }) {
  const { locale, messages, children } = props;
  const value = useMemo(
    () => ({ locale, t: createTranslator(messages, locale) }),
    [locale, messages],
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
