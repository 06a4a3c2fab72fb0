import { useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n-context.js';
import { WifiOff } from './icons.js';

/**
 * A piece of the page whose code loads on demand (a dialog, a page) and that can fail to load:
 * offline, its chunk cannot come. Loading is asked once per request: a failed load is forgotten,
 * so the next request (a new tap, or the connection coming back) asks the network again, and
 * nothing asks by itself in a loop (decision 066).
 */
export interface LazyPiece<T> {
  /** What was loaded, once it has been. */
  readonly loaded: T | undefined;
  /** Loads it (once while a load is on its way); a failure rejects and is not kept. */
  load(): Promise<T>;
}

export function lazyPiece<T>(load: () => Promise<T>): LazyPiece<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      if (loaded !== undefined) return Promise.resolve(loaded);
      pending ??= load().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** Calls `retry` once, when the browser says the connection is back. */
export function onceOnline(retry: () => void): () => void {
  const listener = () => retry();
  window.addEventListener('online', listener, { once: true });
  return () => window.removeEventListener('online', listener);
}

/**
 * A piece loaded on a visitor's tap: `request()` loads it and then runs what the tap asked for;
 * when the load fails, `failed` is true (show PieceFailed where the visitor tapped) until a new
 * tap, or the connection's return, loads it. The return loads it quietly: what the tap asked
 * for (opening a dialog) waits for the next tap, never pops up by itself.
 */
export function useLazyPiece<T>(piece: LazyPiece<T>) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(() => piece.loaded);
  useEffect(() => {
    if (!failed) return;
    return onceOnline(() => {
      piece.load().then(
        (value) => {
          setLoaded(() => value);
          setFailed(false);
        },
        () => undefined,
      );
    });
  }, [failed, piece]);
  const request = useCallback(
    (then: (value: T) => void) => {
      piece.load().then(
        (value) => {
          setLoaded(() => value);
          setFailed(false);
          then(value);
        },
        () => setFailed(true),
      );
    },
    [piece],
  );
  return { loaded, failed, request };
}

/** "You are offline; try again when connected", where the visitor tapped. */
export function PieceFailed({ className }: { className?: string }) {
  const t = useT();
  return (
    <p
      role="alert"
      className={`flex items-center justify-center gap-1.5 text-sm text-amber-900 ${className ?? ''}`}
      data-testid="piece-failed"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {t('offline.pieceFailed')}
    </p>
  );
}
