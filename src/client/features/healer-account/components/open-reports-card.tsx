import { MessageSquareWarning } from 'lucide-react';
import { useId } from 'react';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useHealerReports } from '../api/get-healer-reports.js';

/**
 * What patients reported wrong with the healer's listing, while the federation has not closed
 * it, and what to do about it: correct the details in the editor below. Nothing when none.
 */
export function OpenReportsCard(props: { enabled: boolean }) {
  const t = useT('account');
  const site = useT();
  const reports = useHealerReports(props.enabled);
  const titleId = useId();
  const items = reports.data ?? [];
  if (items.length === 0) return null;
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
                  date: todayDate(new Date(report.createdAt), runtimeConfig.timeZone()),
                })}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">{t('reports.intro')}</p>
      </CardContent>
    </Card>
  );
}
