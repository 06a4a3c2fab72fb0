import { KEEP_FIRST_VISIT } from './offline-caches.js';

/**
 * Registers the service worker (dist/client/sw.js, decision 015) once the page has loaded and
 * the browser is idle, so that it takes nothing from the first visit: no script of its own in
 * the page (no workbox-window) and no request before the page is complete.
 */
export function registerServiceWorker(): void {
  // The dev server has no worker to register.
  const dev = (import.meta as { env?: { DEV?: boolean } }).env?.DEV;
  if (!('serviceWorker' in navigator) || dev) return;
  // A first visit loads before the worker, so the worker saw nothing the page read: once it
  // has taken the page over, it is asked to keep what this page and the directory need
  // offline (the page says they work offline; decision 041).
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () =>
        navigator.serviceWorker.controller?.postMessage({
          type: KEEP_FIRST_VISIT,
          path: window.location.pathname,
        }),
      { once: true },
    );
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Without a worker the site works as before, only not offline.
      console.warn('The offline copy is not available:', error);
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
