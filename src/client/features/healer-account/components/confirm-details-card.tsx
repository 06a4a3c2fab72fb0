import { CircleCheck, ClipboardCheck, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useConfirmHealerProfile } from '../api/confirm-healer-profile.js';

/**
 * "Are your details still right?" at the top of the healer's page while a confirmation is due
 * (confirm-due.ts): one line of why, one button. Once it succeeds the status holds the new date,
 * the page stops showing the card, and `onConfirmed` lets it move the focus.
 */
export function ConfirmDetailsCard({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useT('account');
  const toasts = useFormToasts('account');
  const confirm = useConfirmHealerProfile();
  const titleId = useId();
  const press = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        toasts.saved(t('confirm.done'));
        onConfirmed();
      },
      onError: () => toasts.failed(t('confirm.failed')),
    });
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-indigo-200 bg-primary-soft p-5 shadow-sm sm:flex-row sm:items-center sm:gap-5"
    >
      <ClipboardCheck className="hidden size-8 shrink-0 text-primary sm:block" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('confirm.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('confirm.body')}</p>
      </div>
      <Button size="lg" onClick={press} disabled={confirm.isPending} className="sm:shrink-0">
        {confirm.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <CircleCheck aria-hidden="true" />
        )}
        {confirm.isPending ? t('confirm.confirming') : t('confirm.button')}
      </Button>
    </section>
  );
}
