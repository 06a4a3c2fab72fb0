import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { offlinePageReads } from '../../../../shared/pages/pages.js';
import { lazyPiece, useLazyPiece } from '../../../components/lazy-piece.js';

// Loaded once offline, from the worker's precache; a device without it cannot load it then,
// and the page goes on without the notice rather than failing (decision 066).
const offlineBanner = lazyPiece(() => import('./offline-banner.js').then((m) => m.default));

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
  const shown = offline && offlinePageReads(location).length > 0;
  const banner = useLazyPiece(offlineBanner);
  const { request } = banner;
  useEffect(() => {
    if (shown) request(() => undefined);
  }, [shown, request]);
  const OfflineBanner = banner.loaded;
  return shown && OfflineBanner ? <OfflineBanner /> : null;
}
