import { useEffect, useState } from 'react';
import { runtimeConfig } from '../config/runtime-config.js';

/** The current instant and the clinics' zone, refreshed each minute so open/closed stays true. */
export function useClinicClock(): { now: Date; timeZone: string } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return { now, timeZone: runtimeConfig.timeZone() };
}
