/**
 * Registers the service worker (dist/client/sw.js, decision 015) once the page has loaded and
 * the browser is idle, so that it takes nothing from the first visit: no script of its own in
 * the page (no workbox-window) and no request before the page is complete.
 */
export function registerServiceWorker(): void {
  // The dev server has no worker to register.
  const dev = (import.meta as { env?: { DEV?: boolean } }).env?.DEV;
  if (!('serviceWorker' in navigator) || dev) return;
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
