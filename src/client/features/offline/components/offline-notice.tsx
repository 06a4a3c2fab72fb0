import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { offlinePageReads } from '../../../../shared/pages/pages.js';

const OfflineBanner = lazy(() => import('./offline-banner.js'));

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * While the browser is offline, on the public pages: a quiet line saying how old the kept
 * directory is. Its code is loaded only then, so it costs an online visit nothing.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const [location] = useLocation();
  // Only the public pages, which the service worker can draw from the data it kept.
  if (!offline || offlinePageReads(location).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
