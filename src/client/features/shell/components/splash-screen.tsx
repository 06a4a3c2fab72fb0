import { useEffect, useState, useSyncExternalStore } from 'react';
import { LIMITS } from '../../../../shared/constants/limits.js';
import { useT } from '../../../i18n/i18n-context.js';
import { LogoMark } from './logo.js';

const SEEN_KEY = 'fcah-splash-seen';

function seenThisSession(): boolean {
  // The server's pre-render has no session: the splash is the browser's alone.
  if (typeof window === 'undefined') return true;
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage can be refused (private mode); the splash then shows on each load, which is harmless.
  }
}

/**
 * Shown once per browser session for 3.5 s, then fades for 0.5 s. The page renders beneath it,
 * so its data is already loading and nothing waits when the splash goes.
 */
const subscribeToNothing = () => () => {};

export function SplashScreen() {
  const t = useT();
  // False on the server and while the browser hydrates a pre-rendered page (whose HTML has no
  // splash), true from then on: the splash then appears over the page it was drawn from.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>(() =>
    seenThisSession() ? 'gone' : 'shown',
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timers start once, from the first render
  useEffect(() => {
    if (phase === 'gone') return;
    markSeen();
    const fade = setTimeout(() => setPhase('fading'), LIMITS.splashMs);
    const gone = setTimeout(() => setPhase('gone'), LIMITS.splashMs + LIMITS.splashFadeMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, []);

  if (phase === 'gone' || !inBrowser) return null;
  return (
    <div
      data-testid="splash-screen"
      aria-hidden="true"
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-gradient-to-br from-primary to-indigo-900 px-6 text-center text-white ${phase === 'fading' ? 'animate-fade-out' : ''}`}
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
