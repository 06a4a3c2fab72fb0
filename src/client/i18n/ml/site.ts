import type { Messages } from '../translator.js';

export { mlFormatters } from './format.js';

import { mlCommon } from './common.js';
import { mlPages } from './pages.js';

/**
 * The public site's Malayalam catalogue (common texts and pages), the counterpart of `en/site.ts`.
 * Loaded on its own (`loadSiteTexts` in language.ts) so that English pages never download it.
 */
export const mlSite: Messages = { ...mlCommon, ...mlPages };
