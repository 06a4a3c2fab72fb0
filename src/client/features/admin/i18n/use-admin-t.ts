import {
  type FeatureCatalogues,
  type FeatureTranslate,
  useFeatureTranslator,
} from '../../../i18n/healer-account/feature-translator.js';
import { adminEn } from './en.js';

const CATALOGUES: FeatureCatalogues<typeof adminEn> = {
  en: adminEn,
  ml: async () => (await import('../../../i18n/ml/admin.js')).mlAdmin,
};

export type AdminT = FeatureTranslate<typeof adminEn>;

/** t() over the admin panel's catalogue. */
export function useAdminT(): AdminT {
  return useFeatureTranslator(CATALOGUES);
}
