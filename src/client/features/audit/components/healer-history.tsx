import { useT } from '../../../i18n/i18n-context.js';
import { useAuditPage } from '../api/get-audit.js';
import { AuditEntries } from './audit-entries.js';

/** A healer's History tab: their latest 50 entries, each field change with "Restore this value". */
export function HealerHistory({ healerId }: { healerId: string }) {
  const t = useT('admin');
  const query = useAuditPage({ targetId: healerId }, { limit: 50, offset: 0 });
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('audit.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('audit.failed')}
      </p>
    );
  }
  if (query.data.entries.length === 0) {
    return <p className="text-slate-600">{t('audit.historyEmpty')}</p>;
  }
  return <AuditEntries entries={query.data.entries} />;
}
