import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a route's page takes whatever props the router gives.
type Page = ComponentType<any>;
type RouteModule = { default: Page };

/**
 * A page loaded on demand that can also be loaded ahead: once `preload()` has resolved, the page
 * renders at once instead of suspending. The first render after a server pre-render uses this so
 * that the page's HTML is replaced by the same page, not by a loading state.
 */
export type LazyRoute = Page & { preload(): Promise<RouteModule> };

function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let loaded: Page | undefined;
  let pending: Promise<RouteModule> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module level, never during a render.
  function Route(props: Record<string, unknown>) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Route, { preload });
}

// Everything but the directory loads on demand, keeping the home page's first load small.
export const AboutPage = lazyRoute(() => import('./about-page.js'));
export const ContactPage = lazyRoute(() => import('./contact-page.js'));
export const HealerPage = lazyRoute(() => import('./healer-page.js'));
export const NotFoundPage = lazyRoute(() => import('./not-found-page.js'));
export const LoginPage = lazyRoute(() => import('./login-page.js'));
export const HealerLoginPage = lazyRoute(() => import('./healer-login-page.js'));
export const HealerProfilePage = lazyRoute(() => import('./healer-profile-page.js'));
export const AdminPage = lazyRoute(() => import('./admin-page.js'));

/** The on-demand page at `path`, or undefined for the home page (part of the entry). */
export function lazyRouteFor(path: string): LazyRoute | undefined {
  if (path === '/') return undefined;
  if (path.startsWith('/healer/')) return HealerPage;
  const fixed: Record<string, LazyRoute> = {
    '/about': AboutPage,
    '/contact': ContactPage,
    '/login': LoginPage,
    '/healer-login': HealerLoginPage,
    '/healer-profile': HealerProfilePage,
    '/admin': AdminPage,
  };
  return fixed[path] ?? NotFoundPage;
}
