import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { createQueryClient } from './api/query-client.js';
import { LazyToaster } from './components/ui/lazy-toaster.js';
import { OfflineNotice } from './features/offline/components/offline-notice.js';
import { Footer } from './features/shell/components/footer.js';
import { Header } from './features/shell/components/header.js';
import { NavigationOverlay } from './features/shell/components/navigation-overlay.js';
import { ScrollToTop } from './features/shell/components/scroll-to-top.js';
import { useT } from './i18n/i18n-context.js';
import HomePage from './routes/home-page.js';
import {
  AboutPage,
  AdminPage,
  ContactPage,
  HealerLoginPage,
  HealerPage,
  HealerProfilePage,
  LoginPage,
  NotFoundPage,
} from './routes/lazy-routes.js';

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
              <Route path="/" component={HomePage} />
              <Route path="/about" component={AboutPage} />
              <Route path="/contact" component={ContactPage} />
              <Route path="/healer/:id" component={HealerPage} />
              <Route path="/login" component={LoginPage} />
              <Route path="/healer-login" component={HealerLoginPage} />
              <Route path="/healer-profile" component={HealerProfilePage} />
              <Route path="/admin" component={AdminPage} />
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
