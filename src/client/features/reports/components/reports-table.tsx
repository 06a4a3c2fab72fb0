import { Check, RotateCcw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { REPORT_STATUSES, type ReportStatus } from '../../../../shared/constants/trust.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import { healerPagePath } from '../../../../shared/pages/pages.js';
import type { Report } from '../../../../shared/schemas/trust.js';
import { Pagination } from '../../../components/table/pagination.js';
import { pageCount } from '../../../components/table/pagination-items.js';
import { TableCard, type TableColumn } from '../../../components/table/table-card.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { REPORTS_PAGE_SIZE, useReportsPage, useSetReportStatus } from '../api/reports.js';

/** Which buttons a report in each status offers, and the toast each one ends with. */
const ACTIONS: Record<ReportStatus, readonly ('resolved' | 'dismissed' | 'open')[]> = {
  open: ['resolved', 'dismissed'],
  resolved: ['open'],
  dismissed: ['open'],
};

/** The status filter: three toggle buttons, the chosen one pressed. */
function StatusFilter(props: { value: ReportStatus; onChange: (status: ReportStatus) => void }) {
  const t = useT('admin');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset
    <div role="group" aria-label={t('reports.filter')} className="flex flex-wrap gap-1.5">
      {REPORT_STATUSES.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={props.value === status ? 'primary' : 'outline'}
          aria-pressed={props.value === status}
          onClick={() => props.onChange(status)}
        >
          {t(`reports.status.${status}`)}
        </Button>
      ))}
    </div>
  );
}

/**
 * Patients' reports (DESIGN §10.1): open ones first shown, newest first, each with the healer
 * (a link to their page), what is wrong, the note and the day; Resolve and Dismiss, or Reopen.
 */
export function ReportsTable() {
  const t = useT('admin');
  const site = useT();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const list = useReportsPage(status, page);
  const change = useSetReportStatus();
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, REPORTS_PAGE_SIZE);
  // A page left past the end (the last report on it resolved) moves back to the last one.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.isSuccess, list.isPlaceholderData, page, pages]);

  const act = async (report: Report, next: ReportStatus) => {
    try {
      await change.mutateAsync({ id: report.id, status: next });
      const done =
        next === 'resolved'
          ? t('reports.resolvedToast')
          : next === 'dismissed'
            ? t('reports.dismissedToast')
            : t('reports.reopenedToast');
      toast({ title: t('toast.successTitle'), description: done, variant: 'success' });
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('reports.failed'),
        variant: 'destructive',
      });
    }
  };

  const columns: TableColumn<Report>[] = [
    {
      header: t('reports.healer'),
      className: 'font-medium',
      cell: (report) => (
        <Link
          href={healerPagePath(report.healerId)}
          className="text-primary-strong underline-offset-4 hover:underline"
        >
          {report.healerName}
        </Link>
      ),
    },
    { header: t('reports.reason'), cell: (report) => site(`report.reasons.${report.reason}`) },
    {
      header: t('reports.note'),
      className: 'max-w-xs whitespace-pre-line break-words text-sm text-slate-700',
      cell: (report) => report.note ?? '',
    },
    {
      header: t('reports.date'),
      className: 'whitespace-nowrap text-sm',
      cell: (report) => todayDate(new Date(report.createdAt), runtimeConfig.timeZone()),
    },
    {
      header: t('reports.actions'),
      headerClassName: 'text-right',
      cell: (report) => (
        <div className="flex justify-end gap-1.5">
          {ACTIONS[report.status].map((next) => {
            const [Icon, label, labelOf] =
              next === 'resolved'
                ? ([Check, 'reports.resolve', 'reports.resolveOf'] as const)
                : next === 'dismissed'
                  ? ([X, 'reports.dismiss', 'reports.dismissOf'] as const)
                  : ([RotateCcw, 'reports.reopen', 'reports.reopenOf'] as const);
            return (
              <Button
                key={next}
                variant="outline"
                size="sm"
                aria-label={t(labelOf, { name: report.healerName })}
                disabled={change.isPending}
                onClick={() => act(report, next)}
              >
                <Icon aria-hidden="true" />
                <span aria-hidden="true">{t(label)}</span>
              </Button>
            );
          })}
        </div>
      ),
    },
  ];

  return (
    <TableCard
      title={t('reports.title')}
      header={
        <div className="flex flex-wrap items-center gap-3">
          <StatusFilter
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          {list.isSuccess ? (
            <span className="text-sm text-slate-600" aria-live="polite">
              {t('reports.count', { count: total })}
            </span>
          ) : null}
        </div>
      }
      headerLayout="stack"
      columns={columns}
      rows={list.data?.items ?? []}
      rowKey={(report) => report.id}
      pending={list.isPending}
      loadingText={t('reports.loading')}
      emptyText={t('reports.empty')}
      scroll
      footer={
        <Pagination
          page={Math.min(page, pages)}
          pageCount={pages}
          onPage={setPage}
          label={t('reports.pages')}
        />
      }
    />
  );
}
