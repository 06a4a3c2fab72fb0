import { useT } from '../../../i18n/i18n-context.js';
import { LogoMark } from './logo.js';

/** The element id of the splash in a page (main.tsx removes it once it has faded). */
export const SPLASH_ELEMENT_ID = 'splash';

/**
 * The splash: shown once per browser session (spec §4). The server puts this markup, rendered by
 * the pre-render bundle, at the top of the page it sends to a browser new to the session
 * (decision 013), so that it covers the page from the first paint while the page is drawn and
 * made ready beneath it. Its stylesheet animation keeps it 3.5 s, fades it in 0.5 s and hides it:
 * no script is needed, and none runs before it shows.
 */
export function SplashScreen() {
  const t = useT();
  return (
    <div
      id={SPLASH_ELEMENT_ID}
      data-testid="splash-screen"
      aria-hidden="true"
      className="animate-splash fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-gradient-to-br from-primary to-indigo-900 px-6 text-center text-white"
    >
      <LogoMark className="size-20 drop-shadow-lg" />
      <div className="flex flex-col gap-2">
        <p className="text-3xl font-bold tracking-tight">{t('org.shortName')}</p>
        <p className="max-w-md text-base text-indigo-100">{t('org.name')}</p>
      </div>
      <p className="text-sm text-indigo-200">{t('splash.subtitle')}</p>
      <div className="mt-2 h-1 w-40 overflow-hidden rounded-full bg-white/20">
        <div className="h-full w-1/2 animate-pulse rounded-full bg-white" />
      </div>
    </div>
  );
}
