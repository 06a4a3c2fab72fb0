import { CircleCheck, ClipboardCheck, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useConfirmHealerProfile } from '../api/confirm-healer-profile.js';
import { useHealerReports } from '../api/get-healer-reports.js';

/**
 * "Are your details still right?" at the top of the healer's page while a confirmation is due
 * (confirm-due.ts): one line of why, one button. While a patient's report is open the button
 * asks first, naming what was reported (decision 068). Once it succeeds the status holds the new
 * date, the page stops showing the card, and `onConfirmed` lets it move the focus.
 */
export function ConfirmDetailsCard({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useT('account');
  const site = useT();
  const toasts = useFormToasts('account');
  const confirm = useConfirmHealerProfile();
  const reports = useHealerReports(true).data ?? [];
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const reasons = [...new Set(reports.map((report) => site(`report.reasons.${report.reason}`)))];
  const send = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        toasts.saved(t('confirm.done'));
        onConfirmed();
      },
      onError: () => toasts.failed(t('confirm.failed')),
      onSettled: () => setAsking(false),
    });
  const press = () => (reports.length > 0 ? setAsking(true) : send());
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
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent role="alertdialog" className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('confirm.reportedTitle')}</DialogTitle>
            <DialogDescription className="text-base text-slate-700">
              {t('confirm.reportedBody', { reasons: reasons.join(', ') })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter className="flex-wrap gap-2">
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t('confirm.reportedCheck')}
            </Button>
            <Button onClick={send} disabled={confirm.isPending}>
              {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {t('confirm.reportedYes')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
