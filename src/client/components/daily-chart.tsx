import type { InsightDay } from '../../shared/schemas/insights.js';
import type { Formatters } from '../i18n/format.js';
import { useFormat } from '../i18n/i18n-context.js';
import type { MessageParams } from '../i18n/messages.js';

export interface DailyChartLabels {
  /** The whole chart in one sentence, for screen readers (the picture's name). */
  summary: string;
  profileViews: string;
  bookingOpens: string;
  showTable: string;
  date: string;
}

const HEIGHT = 100;

/**
 * Profile views per day as bars, booking messages started as darker bars inside them, drawn as
 * plain SVG (no chart library: two bar series need none, and nothing is added to any public
 * page). The picture is named by a one-line summary; the numbers themselves are in a table
 * behind "Show as a table", for anyone who wants them exactly or cannot see the picture.
 */
export function DailyChart({
  days,
  labels,
  locale,
  compact = false,
}: {
  days: readonly InsightDay[];
  labels: DailyChartLabels;
  locale: string;
  compact?: boolean;
}) {
  const format = useFormat();
  const peak = Math.max(1, ...days.map((day) => day.profileViews));
  const width = days.length * 10;
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <span className="w-8 shrink-0 text-right text-xs text-slate-600" aria-hidden="true">
          {number(peak)}
        </span>
        <svg
          role="img"
          aria-label={labels.summary}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={`w-full rounded-md bg-slate-50 ring-1 ring-slate-200 ${compact ? 'h-20' : 'h-40'}`}
        >
          {days.map((day, index) => {
            const views = (day.profileViews / peak) * HEIGHT;
            const bookings = (Math.min(day.bookingOpens, day.profileViews || peak) / peak) * HEIGHT;
            return (
              <g key={day.date}>
                <rect
                  x={index * 10 + 1}
                  y={HEIGHT - views}
                  width={8}
                  height={views}
                  className="fill-indigo-300"
                />
                <rect
                  x={index * 10 + 2.5}
                  y={HEIGHT - bookings}
                  width={5}
                  height={bookings}
                  className="fill-emerald-700"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div className="flex justify-between pl-10 text-xs text-slate-600" aria-hidden="true">
        <span>{days[0] ? format.dates.dayMonth(days[0].date) : null}</span>
        <span>{days.at(-1) ? format.dates.dayMonth(days.at(-1)!.date) : null}</span>
      </div>
      <figcaption className="flex flex-wrap items-center gap-4 pl-10 text-sm text-slate-700">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-indigo-300" aria-hidden="true" />
          {labels.profileViews}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-emerald-700" aria-hidden="true" />
          {labels.bookingOpens}
        </span>
      </figcaption>
      <details className="pl-10 text-sm">
        <summary className="cursor-pointer font-medium text-primary-strong">
          {labels.showTable}
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {labels.date}
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  {labels.profileViews}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {labels.bookingOpens}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 text-left font-normal">
                    <time dateTime={day.date}>{format.dates.fullDate(day.date)}</time>
                  </th>
                  <td className="py-1 pr-4 text-right">{number(day.profileViews)}</td>
                  <td className="py-1 text-right">{number(day.bookingOpens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

type ChartKey =
  | 'insights.profileViews'
  | 'insights.bookingOpens'
  | 'insights.showTable'
  | 'insights.date'
  | 'insights.summary';

/**
 * The chart's words from a catalogue's `insights` texts (the admin's and the account's have the
 * same keys): the legend, and the one-sentence summary with its numbers and dates in words.
 */
export function insightChartLabels(
  t: (key: ChartKey, params?: MessageParams) => string,
  format: Formatters,
  locale: string,
  data: {
    totals: { profileViews: number; bookingOpens: number };
    daily: readonly InsightDay[];
    from: string;
    to: string;
  },
): DailyChartLabels {
  const number = (value: number) => value.toLocaleString(locale);
  const peak = busiestDay(data.daily);
  return {
    profileViews: t('insights.profileViews'),
    bookingOpens: t('insights.bookingOpens'),
    showTable: t('insights.showTable'),
    date: t('insights.date'),
    summary: t('insights.summary', {
      views: number(data.totals.profileViews),
      bookings: number(data.totals.bookingOpens),
      from: format.dates.fullDate(data.from),
      to: format.dates.fullDate(data.to),
      peakDate: format.dates.fullDate(peak?.date ?? data.to),
      peak: number(peak?.profileViews ?? 0),
    }),
  };
}

/** The day with the most profile views (the first such), for the chart's summary. */
export function busiestDay(days: readonly InsightDay[]): InsightDay | undefined {
  let best: InsightDay | undefined;
  for (const day of days) if (!best || day.profileViews > best.profileViews) best = day;
  return best;
}
