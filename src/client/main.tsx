import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, type SeededQuery } from '../shared/domain/page-data.js';
import { rememberZoneOffset } from '../shared/domain/zoned-time.js';
import { createQueryClient } from './api/query-client.js';
import { App } from './app.js';
import { runtimeConfig } from './config/runtime-config.js';
import { registerServiceWorker } from './features/offline/register-service-worker.js';
import { adoptVisitorLanguage } from './features/offline/shell-language.js';
import { SPLASH_ELEMENT_ID } from './features/shell/components/splash-screen.js';
import { I18nProvider } from './i18n/i18n-context.js';
import { documentLanguage, loadSiteTexts, type SiteTexts } from './i18n/language.js';
import { lazyRouteFor } from './routes/lazy-routes.js';
import './styles.css';

/**
 * The query client, seeded with the API data the server drew a pre-rendered page from (an
 * application/json script, never executed), so that the first render shows that same page.
 */
function seededQueryClient() {
  const seed = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  try {
    return createQueryClient(seed ? (JSON.parse(seed) as SeededQuery[]) : []);
  } catch {
    // A damaged seed only costs the pre-render: the page reads its data as usual.
    return createQueryClient();
  }
}

// Offline, the worker's shell is drawn in the visitor's language, not the shell's English.
adoptVisitorLanguage();
const language = documentLanguage();
let texts: SiteTexts;
let drawnInEnglish = false;

const app = () => (
  <StrictMode>
    <I18nProvider
      locale={drawnInEnglish ? 'en' : language}
      messages={texts.messages}
      formatters={texts.formatters}
    >
      <App queryClient={seededQueryClient()} />
    </I18nProvider>
  </StrictMode>
);

/**
 * Takes over the server's markup of a pre-rendered page instead of drawing it again. Should the
 * two differ (the page was cached a minute and its clock moved on), React renders the page
 * afresh, which is what a visitor sees anyway; that is said as a warning, not reported as an
 * error.
 */
function hydrate(root: HTMLElement) {
  // As a transition, hydration is done in slices of a few milliseconds that yield to the
  // browser between them (a tap, a scroll, a frame), instead of one long task that a cheap
  // phone spends hundreds of milliseconds in: the page is already drawn, so nothing waits for it
  // but the handlers, and a tap on a part not yet hydrated is replayed once it is (decision 071).
  startTransition(() => {
    hydrateRoot(root, app(), {
      onRecoverableError: (error) => console.warn('The pre-rendered page was drawn again:', error),
    });
  });
}

// The server's splash (decision 013) hides itself by its animation; once faded it is removed.
const splash = document.getElementById(SPLASH_ELEMENT_ID);
splash?.addEventListener('animationend', (event) => {
  if (event.target === splash) splash.remove();
});

// Opening lines and "today" read the clinics' wall clock; with the offset the server sent, that is
// arithmetic instead of the page's first Intl date formatter, which costs a cheap phone's main
// thread over a hundred milliseconds.
rememberZoneOffset(runtimeConfig.timeZone(), runtimeConfig.zoneOffset());

/**
 * Draws the page once its language's catalogue is there (each language's is apart from the
 * entry and comes in parallel with it, through the page's modulepreload link).
 */
function start(root: HTMLElement) {
  if (!root.firstElementChild) {
    createRoot(root).render(app());
    return;
  }
  // The route's code is loaded first (in parallel with this entry, through the page's
  // modulepreload links), so that nothing suspends while the page is hydrated. (A promise, not
  // a top-level await, which would make the bundler split the entry into many small files.)
  const route = lazyRouteFor(window.location.pathname);
  if (route)
    route.preload().then(
      () => hydrate(root),
      () => createRoot(root).render(app()),
    );
  else hydrate(root);
}

const root = document.getElementById('root');
if (root) {
  loadSiteTexts(language).then(
    (loaded) => {
      texts = loaded;
      start(root);
    },
    // Without its catalogue the page is still usable in English, drawn afresh.
    () =>
      loadSiteTexts('en').then((english) => {
        texts = english;
        drawnInEnglish = true;
        createRoot(root).render(app());
      }),
  );
}

registerServiceWorker();
