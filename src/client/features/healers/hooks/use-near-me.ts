import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeralaTown } from '../../../../shared/constants/kerala-towns.js';
import type { LatLng } from '../../../../shared/domain/geo.js';

/** How long to wait for the browser's location before offering the town picker instead. */
export const LOCATION_TIMEOUT_MS = 8000;

/** Why the town picker shows: location refused, unavailable or slow, or the visitor asked. */
export type PickReason = 'denied' | 'unavailable' | 'chosen';

export type NearMeState =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'picking'; reason: PickReason }
  | { status: 'on'; point: LatLng; town?: string };

/** The near-me point as sent to the server: 3 decimals (about 100 m) so nearby visitors share replies. */
export function nearParam(point: LatLng): string {
  return `${point.lat.toFixed(3)},${point.lng.toFixed(3)}`;
}

/**
 * Near me: asks the browser for the visitor's location; when that is refused, unavailable or
 * takes longer than LOCATION_TIMEOUT_MS, the visitor picks a town instead.
 */
export function useNearMe() {
  const [state, setState] = useState<NearMeState>({ status: 'off' });
  const attempt = useRef(0);

  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const locate = useCallback(() => {
    attempt.current += 1;
    const mine = attempt.current;
    const settle = (next: NearMeState) => {
      if (attempt.current !== mine) return;
      attempt.current += 1;
      setState(next);
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'picking', reason: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    // The browser's own timeout starts only once the visitor answers the permission prompt;
    // this one also covers a prompt left unanswered.
    const timer = setTimeout(
      () => settle({ status: 'picking', reason: 'unavailable' }),
      LOCATION_TIMEOUT_MS,
    );
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        settle({
          status: 'on',
          point: { lat: position.coords.latitude, lng: position.coords.longitude },
        });
      },
      (error) => {
        clearTimeout(timer);
        settle({
          status: 'picking',
          reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        });
      },
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: LOCATION_TIMEOUT_MS },
    );
  }, []);

  const pickTown = useCallback((town: KeralaTown) => {
    attempt.current += 1;
    setState({ status: 'on', point: { lat: town.lat, lng: town.lng }, town: town.name });
  }, []);

  const choose = useCallback(() => {
    attempt.current += 1;
    setState({ status: 'picking', reason: 'chosen' });
  }, []);

  const stop = useCallback(() => {
    attempt.current += 1;
    setState({ status: 'off' });
  }, []);

  return { state, locate, pickTown, choose, stop };
}

export type NearMe = ReturnType<typeof useNearMe>;
