import { AlertCircle, Radio, SearchX, ShieldAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { errorStatus } from '../../../api/api-request.js';
import { Pagination } from '../../../components/table/pagination.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useT } from '../../../i18n/i18n-context.js';
import { HealerCard } from '../../healers/components/healer-card.js';
import { useAdminHealersPage } from '../api/get-admin-healers.js';
import { useAdminStats } from '../api/get-admin-stats.js';
import { DistrictPosters } from './district-posters.js';
import { ListSearch } from './list-search.js';

function Message(props: { icon: ReactNode; title: string; body?: string; alert?: boolean }) {
  return (
    <div
      role={props.alert ? 'alert' : undefined}
      className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 p-10 text-center ring-1 ring-slate-200"
    >
      {props.icon}
      <p className="text-lg font-semibold text-slate-900">{props.title}</p>
      {props.body ? <p className="max-w-md text-slate-600">{props.body}</p> : null}
    </div>
  );
}

export type HealersManagerProps = {
  live: boolean;
  onEdit: (healer: Healer) => void;
  onDelete: (id: string) => void;
};

/** Manage Healers: search, count, ten cards a page in three columns, pages, live sign, empty states. */
export function HealersManager({ live, onEdit, onDelete }: HealersManagerProps) {
  const t = useT('admin');
  const list = useAdminHealersPage();
  const healers = list.result;
  const stats = useAdminStats();
  const { searching, total: found } = list;
  const shown = healers.data?.healers ?? [];
  const allCount = searching ? stats.data?.totalHealers : found;

  let body: ReactNode;
  if (healers.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-slate-600">
        {t('healers.loading')}
      </p>
    );
  } else if (healers.isError) {
    body =
      errorStatus(healers.error) === 401 ? (
        <Message
          alert
          icon={<ShieldAlert className="size-10 text-red-700" aria-hidden="true" />}
          title={t('healers.authTitle')}
          body={t('healers.authBody')}
        />
      ) : (
        <Message
          alert
          icon={<AlertCircle className="size-10 text-red-700" aria-hidden="true" />}
          title={t('healers.loadFailed')}
          body={healers.error.message}
        />
      );
  } else if (found === 0) {
    body = searching ? (
      <Message
        icon={<SearchX className="size-10 text-slate-500" aria-hidden="true" />}
        title={t('healers.emptySearchTitle')}
        body={t('healers.emptySearchBody')}
      />
    ) : (
      <Message
        icon={<Users className="size-10 text-slate-500" aria-hidden="true" />}
        title={t('healers.emptyTitle')}
        body={t('healers.emptyBody')}
      />
    );
  } else {
    body = (
      <>
        {/* grid-cols-1: one column as wide as the panel, not as the widest card's buttons. */}
        <ul
          aria-label={t('healers.title')}
          className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((healer, index) => (
            <li key={healer.id}>
              <HealerCard
                healer={healer}
                adminView
                canEdit
                onEdit={onEdit}
                onDelete={onDelete}
                eagerPhoto={index < 3}
              />
            </li>
          ))}
        </ul>
        <Pagination page={list.page} pageCount={list.pages} onPage={list.setPage} />
      </>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>{t('healers.title')}</CardTitle>
          {live ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-secondary-ink">
              <Radio className="size-4" aria-hidden="true" />
              {t('healers.realtime')}
            </p>
          ) : null}
        </div>
        <ListSearch
          label={t('healers.search')}
          placeholder={t('healers.searchPlaceholder')}
          value={list.query}
          onChange={list.setQuery}
          count={
            healers.isSuccess && allCount !== undefined
              ? searching
                ? t('healers.countOf', { shown: found, total: allCount })
                : t('healers.count', { count: found })
              : undefined
          }
        />
        <DistrictPosters />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{body}</CardContent>
    </Card>
  );
}
