/// <reference types="vite/client" />
import { type ComponentType, Suspense, use, useEffect, useReducer, useRef } from 'react';
import {
  type MessageNamespace,
  matchPage,
  NOT_FOUND_PAGE,
  PAGES,
  type PageRow,
} from '../../shared/pages/pages.js';
import { onceOnline, PieceFailed } from '../components/lazy-piece.js';
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

/** A page's code that could not come (offline without it on the device). */
const FAILED = Symbol('failed');

function lazyRoute(load: () => Promise<RouteModule>, Fallback?: ComponentType): LazyRoute {
  let loaded: Page | undefined;
  let pending: Promise<RouteModule> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // The load a render waits for; a failed one is kept until the visitor asks again (a new
  // visit to the page, or the connection's return), so renders never ask in a loop (decision 066).
  let attempt: Promise<RouteModule | typeof FAILED> | undefined;
  const tryLoad = () => {
    attempt ??= preload().catch(() => FAILED);
    return attempt;
  };
  function Loading(props: Record<string, unknown>) {
    const [, retry] = useReducer((count: number) => count + 1, 0);
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    const result = use(tryLoad());
    if (result === FAILED) {
      return (
        <PageFailed
          onRetry={() => {
            attempt = undefined;
            retry();
          }}
        />
      );
    }
    const Module = result.default;
    return <Module {...props} />;
  }
  function Route(props: Record<string, unknown>) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return Fallback ? (
      <Suspense fallback={<Fallback />}>
        <Loading {...props} />
      </Suspense>
    ) : (
      <Loading {...props} />
    );
  }
  return Object.assign(Route, { preload });
}

/** Where a page's code could not come: says so, and asks again when the connection returns. */
function PageFailed({ onRetry }: { onRetry: () => void }) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    const stop = onceOnline(() => retry.current());
    // Left for another page: the next visit to this one asks again.
    return () => {
      stop();
      retry.current();
    };
  }, []);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24">
      <PieceFailed className="text-base" />
    </section>
  );
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
