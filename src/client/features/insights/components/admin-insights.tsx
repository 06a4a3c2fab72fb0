import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import { addDays, type InsightHealer } from '../../../../shared/schemas/insights.js';
import { DailyChart, insightChartLabels } from '../../../components/daily-chart.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useFormat, useLocale, useT } from '../../../i18n/i18n-context.js';
import { useAdminInsights } from '../api/get-admin-insights.js';

const PERIODS = [30, 90] as const;
type Period = (typeof PERIODS)[number];

/**
 * The admin's insights (issue 34): the period's totals, the daily chart (30 or 90 days), the
 * healers most and least viewed, and the searches that found nobody, by district.
 */
export function AdminInsights() {
  const t = useT('admin');
  const locale = useLocale();
  const format = useFormat();
  const titleId = useId();
  const [period, setPeriod] = useState<Period>(30);
  const to = todayDate(new Date(), runtimeConfig.timeZone());
  const from = addDays(to, 1 - period);
  const insights = useAdminInsights(from, to);
  const data = insights.data;
  const number = (value: number) => value.toLocaleString(locale);

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <BarChart3 className="size-5 text-primary" aria-hidden="true" />
            {t('insights.title')}
          </CardTitle>
          <p className="text-sm text-slate-600">{t('insights.description')}</p>
        </div>
        <fieldset className="flex rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">{t('insights.period')}</legend>
          {PERIODS.map((days) => (
            <label
              key={days}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name="insights-period"
                value={days}
                checked={period === days}
                onChange={() => setPeriod(days)}
                className="sr-only"
              />
              {t(days === 30 ? 'insights.last30' : 'insights.last90')}
            </label>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {!data ? (
          <p role="status" className="text-sm text-slate-600">
            {insights.isError ? t('insights.failed') : t('insights.loading')}
          </p>
        ) : (
          <>
            <dl
              aria-label={t('insights.totalsLabel')}
              className="grid grid-cols-2 gap-3 sm:grid-cols-5"
            >
              {(
                [
                  ['insights.profileViews', data.totals.profileViews],
                  ['insights.bookingOpens', data.totals.bookingOpens],
                  ['insights.calls', data.totals.calls],
                  ['insights.directions', data.totals.directions],
                  ['insights.shares', data.totals.shares],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                  <dt className="text-xs font-medium text-slate-600">{t(label)}</dt>
                  <dd className="text-xl font-bold text-slate-900">{number(value)}</dd>
                </div>
              ))}
            </dl>
            <DailyChart
              days={data.daily}
              locale={locale}
              labels={insightChartLabels(t, format, locale, data)}
            />
            <div className="grid gap-6 lg:grid-cols-2">
              <HealerList title={t('insights.topHealers')} rows={data.topHealers} />
              <HealerList
                title={t('insights.leastViewed')}
                hint={t('insights.leastViewedHint')}
                rows={data.leastViewed}
              />
            </div>
            <EmptySearches rows={data.emptySearches} other={data.otherEmptySearches} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

const TH = 'py-2 pr-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const TD = 'py-2 pr-3 text-sm text-slate-800';

function HealerList(props: { title: string; hint?: string; rows: readonly InsightHealer[] }) {
  const t = useT('admin');
  const locale = useLocale();
  const headingId = useId();
  return (
    <section className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {props.title}
      </h3>
      {props.hint ? <p className="text-sm text-slate-600">{props.hint}</p> : null}
      {props.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('insights.noViews')}</p>
      ) : (
        <table aria-labelledby={headingId} className="w-full">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className={TH}>
                {t('insights.healer')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('insights.profileViews')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('insights.bookingOpens')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.healerId} className="border-b border-slate-100">
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {row.name}
                </th>
                <td className={`${TD} text-right`}>{row.profileViews.toLocaleString(locale)}</td>
                <td className={`${TD} text-right`}>{row.bookingOpens.toLocaleString(locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The searches that found nobody, then the days' searches past their 500 distinct ones. */
export function EmptySearches({ rows, other }: { rows: AdminInsightsEmpty; other: number }) {
  const t = useT('admin');
  const locale = useLocale();
  const format = useFormat();
  const headingId = useId();
  return (
    <section className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('insights.emptySearches')}
      </h3>
      <p className="text-sm text-slate-600">{t('insights.emptySearchesHint')}</p>
      {rows.length === 0 && other === 0 ? (
        <p className="text-sm text-slate-600">{t('insights.noEmptySearches')}</p>
      ) : (
        <div className="max-h-80 overflow-y-auto">
          <table aria-labelledby={headingId} className="w-full">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={TH}>
                  {t('insights.query')}
                </th>
                <th scope="col" className={TH}>
                  {t('insights.district')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('insights.times')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.query}|${row.district}`} className="border-b border-slate-100">
                  <th scope="row" className={`${TD} text-left font-medium`}>
                    {row.query || t('insights.noWords')}
                  </th>
                  <td className={TD}>
                    {row.district ? format.place(row.district) : t('insights.anyDistrict')}
                  </td>
                  <td className={`${TD} text-right`}>{row.count.toLocaleString(locale)}</td>
                </tr>
              ))}
              {other > 0 && (
                <tr className="border-b border-slate-100">
                  <th scope="row" className={`${TD} text-left font-medium`}>
                    {t('insights.otherSearches')}
                  </th>
                  <td className={TD}>{t('insights.anyDistrict')}</td>
                  <td className={`${TD} text-right`}>{other.toLocaleString(locale)}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type AdminInsightsEmpty = readonly { query: string; district: string | null; count: number }[];
