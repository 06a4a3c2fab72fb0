import { useT } from '../../../i18n/i18n-context.js';
import { useStats } from '../api/get-stats.js';

/** The top of the directory: the federation's title, what it offers and the stats with '+'. */
export function Hero({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { data: stats } = useStats();
  return (
    <section className="bg-gradient-to-br from-primary via-indigo-700 to-indigo-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pb-10 pt-8 sm:gap-8 sm:px-6 sm:pb-12 sm:pt-14">
        <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
          <div className="flex max-w-3xl flex-col gap-3 sm:gap-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-indigo-100 sm:text-sm">
              {t('org.name')}
            </p>
            <h1 className="text-[1.75rem] font-extrabold leading-tight tracking-tight sm:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="text-base text-indigo-50 sm:text-lg">{t('home.heroSubtitleNoCount')}</p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:w-96">
            <Stat value={stats?.totalHealers} label={t('home.statHealers')} />
            <Stat value={stats?.totalLocations} label={t('home.statLocations')} />
          </dl>
        </div>
        {children}
      </div>
    </section>
  );
}

function Stat({ value, label }: { value: number | undefined; label: string }) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/20 sm:py-4">
      <dt className="text-sm text-indigo-50">{label}</dt>
      <dd className="text-2xl font-bold sm:text-3xl">
        {value === undefined ? (
          <span className="inline-block h-8 w-16 animate-pulse rounded bg-white/20" />
        ) : (
          t('home.statValue', { count: value })
        )}
      </dd>
    </div>
  );
}
