// Component tests render screens without the router that loads a page's catalogue namespaces
// ahead (src/client/routes/lazy-routes.tsx); loading them all here, as that router would, lets
// every `useT(namespace)` render at once instead of suspending.

import { loadNamespaces } from '../../src/client/i18n/namespaces.js';
import { UI_LANGUAGES } from '../../src/shared/constants/ui-languages.js';

await Promise.all(UI_LANGUAGES.map((language) => loadNamespaces(['admin', 'account'], language)));
