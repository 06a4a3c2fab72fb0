import { healerAccountEn } from './en.js';
import {
  type FeatureCatalogues,
  type FeatureTranslate,
  useFeatureTranslator,
} from './feature-translator.js';

const CATALOGUES: FeatureCatalogues<typeof healerAccountEn> = {
  en: healerAccountEn,
  ml: async () => (await import('../ml/account.js')).mlAccount,
};

export type HealerAccountT = FeatureTranslate<typeof healerAccountEn>;

/** t() over the healer area's catalogue. */
export function useHealerAccountT(): HealerAccountT {
  return useFeatureTranslator(CATALOGUES);
}
