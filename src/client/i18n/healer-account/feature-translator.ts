import { use, useMemo } from 'react';
import { useLocale } from '../i18n-context.js';
import type { MessageKey, MessageParams, MessageTree, Widen } from '../messages.js';
import { createTranslator, type Messages } from '../translator.js';

/** t(key, params) over one feature's catalogue, typed by that catalogue's keys. */
export type FeatureTranslate<T> = (key: MessageKey<T>, params?: MessageParams) => string;

/**
 * A feature's catalogues: English, always there and the fallback, and loaders for the other
 * languages, so that each language's texts download only for that language.
 */
export type FeatureCatalogues<T extends MessageTree> = {
  en: T;
  ml?: () => Promise<Widen<T>>;
};

/** Each loader's one promise, so that a suspended render finds it settled when it tries again. */
const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function loadOnce<C>(loader: () => Promise<C>): Promise<C> {
  let promise = loading.get(loader) as Promise<C> | undefined;
  if (!promise) {
    promise = loader();
    loading.set(loader, promise);
  }
  return promise;
}

/**
 * The app catalogue's translator (same lookup, plurals and {param} filling) over a feature's own
 * catalogue, so the lazily loaded areas keep their texts out of the public pages' bundle. In
 * another language the component suspends until that language's catalogue has loaded.
 */
export function useFeatureTranslator<T extends MessageTree>(
  catalogues: FeatureCatalogues<T>,
): FeatureTranslate<T> {
  const locale = useLocale();
  const loader = locale === 'ml' ? catalogues.ml : undefined;
  const messages: Widen<T> | T = loader ? use(loadOnce(loader)) : catalogues.en;
  return useMemo(
    () =>
      // createTranslator is typed by the app catalogue's keys; at run time it reads any tree.
      createTranslator(messages as unknown as Messages, locale) as unknown as FeatureTranslate<T>,
    [messages, locale],
  );
}
