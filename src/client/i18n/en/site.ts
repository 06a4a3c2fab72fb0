import { enCommon } from './common.js';
import { enPages } from './pages.js';

/**
 * The English catalogue (common texts and pages). Every visible text of the public site comes
 * from here; a Malayalam catalogue (ml/site.ts) has the same shape (Messages) and is swapped in by
 * I18nProvider.
 */
export const en = { ...enCommon, ...enPages } as const;
