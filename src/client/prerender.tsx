// The server's pre-render (built by `vite build --ssr`, loaded by src/server/pages/page-sender.ts):
// the public pages' HTML as the browser's first render will draw it, so that the page is painted
// from the HTML while the script loads. The browser then hydrates this markup from the same data,
// embedded in the page (src/client/main.tsx; decision 006).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { UiLanguage } from '../shared/constants/ui-languages.js';
import type { RuntimeConfig, SeededQuery } from '../shared/domain/page-data.js';
import { createQueryClient } from './api/query-client.js';
import { App } from './app.js';
import { preloadNearSections } from './components/near-section.js';
import { setRuntimeConfig } from './config/runtime-config.js';
import { SplashScreen } from './features/shell/components/splash-screen.js';
import { I18nProvider } from './i18n/i18n-context.js';
import { loadSiteTexts } from './i18n/language.js';
import { lazyRouteFor } from './routes/lazy-routes.js';

export interface PrerenderInput {
  path: string;
  queries: readonly SeededQuery[];
  config: RuntimeConfig;
  /** The language to draw the page in (decision 024); English when absent. */
  language?: UiLanguage;
}

/**
 * The splash's markup in the page's language, which the server puts before #root for a browser
 * new to the session (decisions 013 and 064); outside #root, so hydration never sees it.
 */
export async function renderSplash(language: UiLanguage = 'en'): Promise<string> {
  const texts = await loadSiteTexts(language);
  return renderToStaticMarkup(
    <I18nProvider locale={language} messages={texts.messages} formatters={texts.formatters}>
      <SplashScreen />
    </I18nProvider>,
  );
}

/**
 * The markup of the page at `path` with the given query data; the splash is never part of it.
 * The route's module is loaded first, so nothing suspends and the markup is plain HTML (no
 * streaming scripts, which the page's Content-Security-Policy would refuse).
 */
export async function renderPage(input: PrerenderInput): Promise<string> {
  setRuntimeConfig(input.config);
  await Promise.all([lazyRouteFor(input.path)?.preload(), preloadNearSections()]);
  const language = input.language ?? 'en';
  const texts = await loadSiteTexts(language);
  return renderToString(
    <I18nProvider locale={language} messages={texts.messages} formatters={texts.formatters}>
      <Router ssrPath={input.path}>
        <App queryClient={createQueryClient(input.queries)} />
      </Router>
    </I18nProvider>,
  );
}
