/// <reference types="vite/client" />
import { type ComponentType, lazy, Suspense } from 'react';
import {
  type MessageNamespace,
  matchPage,
  NOT_FOUND_PAGE,
  PAGES,
  type PageRow,
} from '../../shared/pages/pages.js';
import { ProfileSkeleton } from '../features/healers/components/profile-skeleton.js';
import { documentLanguage } from '../i18n/language.js';
import { loadNamespaces } from '../i18n/namespaces.js';
import HomePage from './home-page.js';

// biome-ignore lint/suspicious/noExplicitAny: a route's page takes whatever props the router gives.
type Page = ComponentType<any>;
type RouteModule = { default: Page };

/**
 * A page loaded on demand that can also be loaded ahead: once `preload()` has resolved, the page
 * renders at once instead of suspending. The first render after a server pre-render uses this so
 * that the page's HTML is replaced by the same page, not by a loading state.
 */
export type LazyRoute = Page & { preload(): Promise<RouteModule> };

function lazyRoute(load: () => Promise<RouteModule>, Fallback?: ComponentType): LazyRoute {
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
  function Route(props: Record<string, unknown>) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return Fallback ? (
      <Suspense fallback={<Fallback />}>
        <Lazy {...props} />
      </Suspense>
    ) : (
      <Lazy {...props} />
    );
  }
  return Object.assign(Route, { preload });
}

// Every page module but the home page's loads on demand, keeping the home page's first load
// small; the home page (the table's `inEntry` row) is part of the entry.
const onDemand = import.meta.glob<RouteModule>(['./*-page.tsx', '!./home-page.tsx']);
const ENTRY_PAGES: Readonly<Record<string, Page>> = { home: HomePage };

const lazyRoutes = new Map<string, LazyRoute>();

/**
 * What a page shows while its code comes, where that is more than the shell's blank: a tapped
 * profile draws its skeleton in the first frame (decision 064).
 */
const LOADING_PAGES: Readonly<Record<string, ComponentType>> = { healer: ProfileSkeleton };

/** The catalogue namespaces of a module's page (the page table's `namespaces`). */
function namespacesOf(module: string): readonly MessageNamespace[] {
  const page: PageRow | undefined = PAGES.find((row) => row.module === module);
  return page?.namespaces ?? [];
}

/**
 * The page component of a table row's module key (src/client/routes/{module}-page.tsx). An
 * on-demand page loads together with its catalogue namespaces in the page's language, so its
 * first render finds its texts and never suspends for them.
 */
export function pageComponent(module: string): Page {
  const entry = ENTRY_PAGES[module];
  if (entry) return entry;
  let route = lazyRoutes.get(module);
  if (!route) {
    const loadModule = onDemand[`./${module}-page.tsx`];
    if (!loadModule) throw new Error(`No route module src/client/routes/${module}-page.tsx`);
    const namespaces = namespacesOf(module);
    const load = async () =>
      (await Promise.all([loadModule(), loadNamespaces(namespaces, documentLanguage())]))[0];
    route = lazyRoute(load, LOADING_PAGES[module]);
    lazyRoutes.set(module, route);
  }
  return route;
}

/** The page table's rows with their components, in the router's order. */
export function routedPages(pages: readonly PageRow[]): { path: string; component: Page }[] {
  return pages.map((page) => ({ path: page.path, component: pageComponent(page.module) }));
}

export const NotFoundPage = pageComponent(NOT_FOUND_PAGE.module);

/** The on-demand page at `path`, or undefined for a page in the entry (the home page). */
export function lazyRouteFor(path: string): LazyRoute | undefined {
  const module = matchPage(path)?.page.module ?? NOT_FOUND_PAGE.module;
  return ENTRY_PAGES[module] ? undefined : (pageComponent(module) as LazyRoute);
}
