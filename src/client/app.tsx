import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { PAGES } from '../shared/pages/pages.js';
import { createQueryClient } from './api/query-client.js';
import { nearSection } from './components/near-section.js';
import { LazyToaster } from './components/ui/lazy-toaster.js';
import { OfflineNotice } from './features/offline/components/offline-notice.js';
import { Header } from './features/shell/components/header.js';
import { NavigationOverlay } from './features/shell/components/navigation-overlay.js';
import { ScrollToTop } from './features/shell/components/scroll-to-top.js';
import { useT } from './i18n/i18n-context.js';
import { NotFoundPage, routedPages } from './routes/lazy-routes.js';

/** Every page's footer is below its first screen: its code comes as the visitor nears it. */
const Footer = nearSection(
  () => import('./features/shell/components/footer.js').then((m) => m.Footer),
  () => document.querySelector('body footer'),
);

/** The page table's routes (src/shared/pages/pages.ts), then '404 Page Not Found' for the rest. */
const ROUTES = routedPages(PAGES);

/** The whole client; the server's pre-render passes its own query client, seeded with the page's data. */
export function App(props: { queryClient?: QueryClient }) {
  const t = useT();
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <div className="flex min-h-dvh flex-col">
        <Header />
        <OfflineNotice />
        <main id="main" className="flex-1" tabIndex={-1}>
          <Suspense fallback={<NavigationOverlay />}>
            <Switch>
              {ROUTES.map((route) => (
                <Route key={route.path} path={route.path} component={route.component} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </main>
        <Footer />
      </div>
      <LazyToaster />
    </QueryClientProvider>
  );
}
