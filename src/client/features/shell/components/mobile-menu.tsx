import { lazy, Suspense, useState } from 'react';
import { Menu } from '../../../components/icons.js';
import { useT } from '../../../i18n/i18n-context.js';

// The panel (and Radix Dialog with it) loads on first use, keeping it off the first page load.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel.js'));

/** The small-screen menu button; the right-side panel opens from it. */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ml-1 inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary md:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
