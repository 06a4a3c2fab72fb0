import type { ImportReport, ImportRow } from '../../../../shared/schemas/healer-import.js';
import { healerFieldLabel } from '../../../components/healer-form/field-label.js';
import { Badge } from '../../../components/ui/badge.js';
import { useT } from '../../../i18n/i18n-context.js';
import { messageText } from '../../../i18n/validation-message.js';

/** More rows than this are summed up, not drawn: a 10,000-row table helps nobody. */
const SHOWN_ROWS = 200;

const BADGE = {
  create: 'primary',
  update: 'warning',
  unchanged: 'neutral',
  error: 'danger',
} as const satisfies Record<ImportRow['action'], string>;

/** The preview of an import: the counts, then each row (errors first) with its cell messages. */
export function ImportPreview({ report }: { report: ImportReport }) {
  const t = useT('admin');
  const sharedT = useT('account');
  // A column in words, as the healer form labels its field (the export's column names).
  const label = (column: string) => healerFieldLabel(sharedT, column);
  const rows = [...report.rows].sort(
    (a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.row - b.row,
  );
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-medium text-slate-900">
        {t('import.summary', {
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          errors: report.errors,
        })}
      </p>
      <div className="max-h-80 overflow-auto rounded-lg ring-1 ring-slate-200">
        <table aria-label={t('import.rowsLabel')} className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('import.row')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('import.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('import.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => (
              <tr key={row.row} className="align-top">
                <td className="px-3 py-2 tabular-nums text-slate-600">{row.row}</td>
                <td className="px-3 py-2">
                  <span className="block font-medium text-slate-900">{row.name || '—'}</span>
                  <span className="block text-slate-600">{row.phone}</span>
                </td>
                <td className="px-3 py-2">
                  <Badge variant={BADGE[row.action]}>{t(`import.${row.action}`)}</Badge>
                  {row.changes?.length ? (
                    <p className="mt-1 text-slate-700">
                      {t('import.changes', {
                        columns: row.changes.map((column) => label(column)).join(', '),
                      })}
                    </p>
                  ) : null}
                  {row.errors?.length ? (
                    <ul className="mt-1 list-disc pl-4 text-red-800">
                      {row.errors.map((error) => (
                        <li key={`${error.column}:${error.message}`}>
                          {label(error.column)}:{' '}
                          {messageText(sharedT, error.key, { value: error.value ?? '' }) ??
                            error.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS ? (
        <p className="text-sm text-slate-600">
          {t('import.moreRows', { count: rows.length - SHOWN_ROWS })}
        </p>
      ) : null}
    </div>
  );
}
