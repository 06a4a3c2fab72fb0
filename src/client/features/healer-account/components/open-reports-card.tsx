import { MessageCircle, MessageSquareWarning } from 'lucide-react';
import { useId } from 'react';
import { whatsappLink } from '../../../../shared/domain/whatsapp.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import { useSettings } from '../../../api/get-settings.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { useHealerReports } from '../api/get-healer-reports.js';

/**
 * What patients reported wrong with the healer's listing, while the federation has not closed
 * it, and what to do about it: correct the details in the editor below, or, for the phone the
 * healer cannot edit (it is the sign-in), message the federation on WhatsApp with the report
 * (decision 068). Nothing when none.
 */
export function OpenReportsCard(props: {
  enabled: boolean;
  healer: { name: string; phone: string };
}) {
  const t = useT('account');
  const site = useT();
  const format = useFormat();
  const reports = useHealerReports(props.enabled);
  const { data: settings } = useSettings();
  const titleId = useId();
  const items = reports.data ?? [];
  if (items.length === 0) return null;
  const phoneReports = items.filter((report) => report.reason === 'phone');
  const editable = items.length > phoneReports.length;
  const notes = phoneReports.flatMap((report) => (report.note ? [`“${report.note}”`] : []));
  const message = t('reports.phoneMessage', {
    name: props.healer.name,
    phone: props.healer.phone,
    note: notes.length > 0 ? `: ${notes.join(', ')}` : '',
  });
  const federation =
    phoneReports.length > 0
      ? whatsappLink(settings?.contactPhone, message, runtimeConfig.countryCode())
      : null;
  const today = todayDate(new Date(), runtimeConfig.timeZone());
  // In words: '2 December' this year, '2 December 2025' before it.
  const day = (date: string) =>
    date.slice(0, 4) === today.slice(0, 4)
      ? format.dates.dayMonth(date)
      : format.dates.fullDate(date);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <MessageSquareWarning className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          {t('reports.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-slate-800">
        <ul className="flex flex-col gap-2">
          {items.map((report) => (
            <li key={report.id} className="border-l-4 border-amber-400 pl-3">
              <span className="font-medium">{site(`report.reasons.${report.reason}`)}</span>
              {report.note ? <span className="break-words"> — “{report.note}”</span> : null}
              <span className="block text-sm text-slate-600">
                {t('reports.date', {
                  date: day(todayDate(new Date(report.createdAt), runtimeConfig.timeZone())),
                })}
              </span>
            </li>
          ))}
        </ul>
        {editable ? <p className="text-sm text-slate-700">{t('reports.intro')}</p> : null}
        {phoneReports.length > 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-slate-700">{t('reports.phoneIntro')}</p>
            {federation ? (
              <a
                href={federation}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({
                  variant: 'outline',
                  // The Malayalam label is wider than a phone: it wraps inside the button.
                  className: 'h-auto! min-h-10 w-full whitespace-normal! py-2 text-left sm:w-auto',
                })}
              >
                <MessageCircle aria-hidden="true" />
                <span className="min-w-0 flex-1">{t('reports.phoneButton')}</span>
                <span className="sr-only"> {site('common.opensInNewTab')}</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
