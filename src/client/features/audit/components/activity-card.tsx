import { Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DATE_BOUNDS } from '../../../../shared/domain/day-bounds.js';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  type AuditActorKind,
} from '../../../../shared/schemas/audit.js';
import { Pagination } from '../../../components/table/pagination.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input, NativeSelect } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useT } from '../../../i18n/i18n-context.js';
import { AUDIT_KEY, type AuditFilters, auditSearch, useAuditPage } from '../api/get-audit.js';
import { AuditEntries, actionKey } from './audit-entries.js';

const PAGE_SIZE = 20;

/**
 * The admin's Activity view (DESIGN §10.4): who changed what, newest first, filtered by who,
 * what, a date range and a healer (picked from an entry's healer link), with the CSV of the same.
 */
export function ActivityCard() {
  const t = useT('admin');
  const ids = useId();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [targetLabel, setTargetLabel] = useState('');
  const [page, setPage] = useState(1);
  const query = useAuditPage(filters, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const total = query.data?.total ?? 0;

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>{t('audit.title')}</CardTitle>
            <p className="text-sm text-slate-600">{t('audit.subtitle')}</p>
          </div>
          <a
            className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            href={`${AUDIT_KEY}.csv?${auditSearch(filters)}`}
            download
          >
            <Download className="size-4" aria-hidden="true" />
            {t('audit.exportCsv')}
          </a>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">{t('audit.filters')}</legend>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-who`}>{t('audit.who')}</Label>
            <NativeSelect
              id={`${ids}-who`}
              value={filters.actorKind ?? ''}
              onChange={(event) =>
                change({ actorKind: (event.target.value || undefined) as AuditActorKind })
              }
            >
              <option value="">{t('audit.whoAny')}</option>
              {AUDIT_ACTOR_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`audit.actors.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-action`}>{t('audit.action')}</Label>
            <NativeSelect
              id={`${ids}-action`}
              value={filters.action ?? ''}
              onChange={(event) => change({ action: event.target.value || undefined })}
            >
              <option value="">{t('audit.actionAny')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`audit.actions.${actionKey(action)}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-from`}>{t('audit.from')}</Label>
            <Input
              id={`${ids}-from`}
              type="date"
              min={DATE_BOUNDS.first}
              max={DATE_BOUNDS.last}
              value={filters.from ?? ''}
              onChange={(event) => change({ from: event.target.value || undefined })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-to`}>{t('audit.to')}</Label>
            <Input
              id={`${ids}-to`}
              type="date"
              min={DATE_BOUNDS.first}
              max={DATE_BOUNDS.last}
              value={filters.to ?? ''}
              onChange={(event) => change({ to: event.target.value || undefined })}
            />
          </div>
        </fieldset>
        {filters.targetId ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-900">
              {t('audit.onlyTarget', { name: targetLabel })}
            </span>
            <Button variant="outline" size="sm" onClick={() => change({ targetId: undefined })}>
              <X aria-hidden="true" />
              {t('audit.clearTarget')}
            </Button>
          </p>
        ) : null}
        {query.isSuccess ? (
          <p role="status" className="text-sm text-slate-600">
            {t('audit.count', { count: total })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending ? (
          <p role="status" className="text-slate-600">
            {t('audit.loading')}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-red-700">
            {t('audit.failed')}
          </p>
        ) : total === 0 ? (
          <p className="text-slate-600">{t('audit.empty')}</p>
        ) : (
          <>
            <AuditEntries
              entries={query.data.entries}
              onTarget={(target) => {
                setTargetLabel(target.label);
                change({ targetId: target.id });
              }}
            />
            <Pagination
              page={page}
              pageCount={Math.ceil(total / PAGE_SIZE)}
              onPage={setPage}
              label={t('audit.pagesLabel')}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
