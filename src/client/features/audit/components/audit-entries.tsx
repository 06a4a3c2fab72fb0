import { RotateCcw } from 'lucide-react';
import {
  AUDIT_ACTIONS,
  AUDIT_SECRET_VALUE,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
} from '../../../../shared/schemas/audit.js';
import { healerPatchSchema } from '../../../../shared/schemas/healer.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useClinicClock } from '../../../hooks/use-clinic-clock.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { useRestoreChange } from '../api/restore-change.js';
import { type AuditWords, auditChangeWords, instantWords } from '../audit-fields.js';

/** Fields a healer's PATCH takes back; the phone is left out (it would issue a new sign-in). */
const RESTORABLE = new Set(Object.keys(healerPatchSchema.shape).filter((f) => f !== 'phone'));

/** Whether "Restore this value" is offered: a healer's field the PATCH takes, never a secret. */
export function canRestore(entry: AuditEntry, change: AuditChange): boolean {
  return (
    entry.target.kind === 'healer' &&
    entry.target.id !== null &&
    // A creation has no earlier value, and a removed healer none to write it to.
    entry.action !== 'healer.create' &&
    entry.action !== 'healer.delete' &&
    RESTORABLE.has(change.field) &&
    change.to !== AUDIT_SECRET_VALUE
  );
}

/**
 * Records whose entries carry a name to show: a healer's, a team member's, a service's, and a
 * report's (its healer's). Others carry an id or the server's English words.
 */
const NAMED_TARGETS = new Set(['healer', 'team-member', 'service', 'report']);

/** The page's catalogues and formatters, for `auditChangeWords`. */
function useAuditWords(): AuditWords {
  return {
    admin: useT('admin'),
    account: useT('account'),
    site: useT(),
    format: useFormat(),
    timeZone: useClinicClock().timeZone,
  };
}

/** An action's key in the catalogue: its dot would read as a level there ('healer.create' → 'healer-create'). */
export const actionKey = <A extends AuditAction>(action: A) =>
  action.replace('.', '-') as A extends `${infer G}.${infer R}` ? `${G}-${R}` : never;

/** The action in words ("changed a healer"); one the catalogue does not know, as it is. */
function useActionText() {
  const t = useT('admin');
  return (action: string): string =>
    (AUDIT_ACTIONS as readonly string[]).includes(action)
      ? t(`audit.actions.${actionKey(action as AuditAction)}`)
      : action;
}

export type AuditEntriesProps = {
  entries: readonly AuditEntry[];
  /** Filters the view to an entry's healer (the Activity view); absent in a healer's History. */
  onTarget?: (target: { id: string; label: string }) => void;
};

/** Entries as a list: time, who, what in words, the record, and each change "field: from → to". */
export function AuditEntries({ entries, onTarget }: AuditEntriesProps) {
  const t = useT('admin');
  const words = useAuditWords();
  const actionText = useActionText();
  const update = useRestoreChange();

  const restore = async (entry: AuditEntry, change: AuditChange, field: string, from: string) => {
    const value = change.from ?? (Array.isArray(change.to) ? [] : '');
    try {
      await update.mutateAsync({ id: entry.target.id!, patch: { [change.field]: value } });
      toast({ title: t('audit.restored', { field, value: from }), variant: 'success' });
    } catch {
      toast({ title: t('audit.restoreFailed'), variant: 'destructive' });
    }
  };

  return (
    <ol className="flex flex-col divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
      {entries.map((entry) => {
        const shown = entry.changes.flatMap((change) => {
          const text = auditChangeWords(words, entry.target.kind, change);
          return text ? [{ change, ...text }] : [];
        });
        return (
          <li key={entry.id} className="flex flex-col gap-2 p-3 sm:p-4">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-900">
              <time dateTime={entry.at} className="text-sm text-slate-600">
                {instantWords(words, entry.at)}
              </time>
              <span className="font-semibold">{entry.actor.label}</span>
              <span className="text-sm text-slate-600">
                ({t(`audit.actors.${entry.actor.kind}`)})
              </span>
              <span>{actionText(entry.action)}</span>
              {entry.target.kind === 'healer' && entry.target.id && onTarget ? (
                <button
                  type="button"
                  className="font-medium text-primary underline underline-offset-2 hover:no-underline"
                  onClick={() => onTarget({ id: entry.target.id!, label: entry.target.label })}
                >
                  {entry.target.label}
                </button>
              ) : NAMED_TARGETS.has(entry.target.kind) ? (
                <span className="font-medium">{entry.target.label}</span>
              ) : null}
            </p>
            {shown.length > 0 ? (
              <ul aria-label={t('audit.details')} className="flex flex-col gap-1 text-sm">
                {shown.map(({ change, label, from, to }) => (
                  <li key={change.field} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {/* A value can be one long word (a URL): it may break anywhere, not widen the page. */}
                    <span className="min-w-0 [overflow-wrap:anywhere] text-slate-800">
                      <span className="font-medium text-slate-600">{label}</span>
                      {': '}
                      {change.to === AUDIT_SECRET_VALUE ? t('audit.secret') : `${from} → ${to}`}
                    </span>
                    {canRestore(entry, change) ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('audit.restoreLabel', { field: label, value: from })}
                        disabled={update.isPending}
                        onClick={() => restore(entry, change, label, from)}
                      >
                        <RotateCcw aria-hidden="true" />
                        {t('audit.restore')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
