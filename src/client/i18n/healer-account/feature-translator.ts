import { useMemo } from 'react';
import { useLocale } from '../i18n-context.js';
import type { MessageKey, MessageParams, MessageTree, Widen } from '../messages.js';
import { createTranslator, type Messages } from '../translator.js';

/** t(key, params) over one feature's catalogue, typed by that catalogue's keys. */
export type FeatureTranslate<T> = (key: MessageKey<T>, params?: MessageParams) => string;

/** A feature's catalogues by locale; English is always there and is the fallback. */
export type FeatureCatalogues<T extends MessageTree> = { en: T } & Partial<
  Record<string, Widen<T>>
>;

/**
 * The app catalogue's translator (same lookup, plurals and {param} filling) over a feature's own
 * catalogue, so the lazily loaded areas keep their texts out of the public pages' bundle.
 */
export function useFeatureTranslator<T extends MessageTree>(
  catalogues: FeatureCatalogues<T>,
): FeatureTranslate<T> {
  const locale = useLocale();
  return useMemo(() => {
    const messages = catalogues[locale] ?? catalogues.en;
    // createTranslator is typed by the app catalogue's keys; at run time it reads any tree.
    return createTranslator(
      messages as unknown as Messages,
      locale,
    ) as unknown as FeatureTranslate<T>;
  }, [catalogues, locale]);
}
