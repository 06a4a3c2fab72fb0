import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Formatters } from '../../../i18n/format.js';
import { useFormat, useLocale, useT } from '../../../i18n/i18n-context.js';
import { OFFLINE_CACHES } from '../offline-caches.js';

/** When the kept directory list (else the kept settings) was fetched, from its Date header. */
async function keptSince(): Promise<Date | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const cache = await caches.open(OFFLINE_CACHES.directory);
  const kept = (await cache.match('/api/healers')) ?? (await cache.match('/api/settings'));
  const date = Date.parse(kept?.headers.get('date') ?? '');
  return Number.isNaN(date) ? undefined : new Date(date);
}

/** '2 Dec 2026, 5:04 am', as the English notice has always said it. */
function englishTime(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The date and time in the page's own words (its formatters: '2 ഡിസംബർ 2026 രാവിലെ 5:04'),
 * never the browser's 'AM' (decision 066); the device's clock, as the page's time came from it.
 */
function localTime(date: Date, format: Formatters): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  const clock = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return `${format.dates.fullDate(day)} ${format.time(clock)}`;
}

/** "You're offline — showing the directory as of {time}" (see OfflineNotice). */
export default function OfflineBanner() {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const [since, setSince] = useState<Date | undefined>();
  useEffect(() => {
    let current = true;
    // Without a kept copy, what is on screen came with this page.
    const pageLoaded = new Date(performance.timeOrigin);
    keptSince().then(
      (date) => current && setSince(date ?? pageLoaded),
      () => current && setSince(pageLoaded),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!since) return null;
  const time = locale === 'en' ? englishTime(since) : localTime(since, format);
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      <WifiOff className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
      {t('offline.notice', { time })}
    </div>
  );
}
