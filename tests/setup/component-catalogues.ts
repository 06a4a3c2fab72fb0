// Component tests render screens without the router that loads a page's catalogue namespaces
// ahead (src/client/routes/lazy-routes.tsx); loading them all here, as that router would, lets
// every `useT(namespace)` render at once instead of suspending.

// The English site catalogue is not in the entry either (a Malayalam page never downloads it);
// components rendered without a provider read it once it is loaded.
import { loadSiteTexts } from '../../src/client/i18n/language.js';
import { loadNamespaces } from '../../src/client/i18n/namespaces.js';
import { UI_LANGUAGES } from '../../src/shared/constants/ui-languages.js';

await Promise.all([
  loadSiteTexts('en'),
  ...UI_LANGUAGES.map((language) => loadNamespaces(['admin', 'account'], language)),
]);
