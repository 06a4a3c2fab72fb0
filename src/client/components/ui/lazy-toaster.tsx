import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store.js';

const Toaster = lazy(() => import('./toaster.js'));

/** Loads the toast renderer only once the first toast is raised, to keep it off the home page's first load. */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
