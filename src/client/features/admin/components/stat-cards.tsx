import { MapPin, Star, Users, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n/i18n-context.js';
import { useAdminStats } from '../api/get-admin-stats.js';

function StatCard(props: { label: string; value: string; hint?: string; icon: ReactNode }) {
  return (
    <li className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
      <span className="flex size-9 shrink-0 sm:size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
        {props.icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{props.label}</p>
        <p className="text-2xl font-bold text-slate-900">{props.value}</p>
        {props.hint ? <p className="text-xs text-slate-600">{props.hint}</p> : null}
      </div>
    </li>
  );
}

/** Total healers, districts with an active healer, average rating (1 decimal) and services. */
export function StatCards() {
  const t = useT('admin');
  const locale = useLocale();
  const stats = useAdminStats().data;
  const count = (value: number | undefined) =>
    value === undefined ? '–' : value.toLocaleString(locale);
  const rating =
    stats === undefined
      ? '–'
      : stats.averageRating.toLocaleString(locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label={t('stats.totalHealers')}
        value={count(stats?.totalHealers)}
        icon={<Users className="size-5" aria-hidden="true" />}
      />
      <StatCard
        label={t('stats.districts')}
        hint={t('stats.districtsHint')}
        value={count(stats?.totalLocations)}
        icon={<MapPin className="size-5" aria-hidden="true" />}
      />
      <StatCard
        label={t('stats.averageRating')}
        value={rating}
        icon={<Star className="size-5" aria-hidden="true" />}
      />
      <StatCard
        label={t('stats.services')}
        value={count(stats?.totalServices)}
        icon={<Wrench className="size-5" aria-hidden="true" />}
      />
    </ul>
  );
}
