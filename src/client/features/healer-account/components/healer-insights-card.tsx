import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { DailyChart, insightChartLabels } from '../../../components/daily-chart.js';
import { useFormat, useLocale, useT } from '../../../i18n/i18n-context.js';
import { useHealerInsights } from '../api/get-healer-insights.js';

/**
 * "This month: N profile views, M booking messages started" with the 30 days' chart (decision 052):
 * the reason to keep a profile current, in the healer's own numbers.
 */
export function HealerInsightsCard() {
  const t = useT('account');
  const locale = useLocale();
  const format = useFormat();
  const titleId = useId();
  const insights = useHealerInsights();
  const data = insights.data;
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <TrendingUp className="size-5 text-primary" aria-hidden="true" />
        {t('insights.title')}
      </h2>
      {!data ? (
        <p role="status" className="text-sm text-slate-600">
          {insights.isError ? t('insights.failed') : t('insights.loading')}
        </p>
      ) : (
        <>
          <p className="text-base font-medium text-slate-900">
            {t('insights.thisMonth', {
              views: number(data.totals.profileViews),
              bookings: number(data.totals.bookingOpens),
            })}
          </p>
          <p className="text-sm text-slate-600">{t('insights.hint')}</p>
          <DailyChart
            compact
            days={data.daily}
            locale={locale}
            labels={insightChartLabels(t, format, locale, data)}
          />
        </>
      )}
    </section>
  );
}
