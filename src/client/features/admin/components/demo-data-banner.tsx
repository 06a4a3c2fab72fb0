import { FlaskConical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useDemoData, useRemoveDemoData } from '../api/import-healers.js';
import { ConfirmDialog } from './confirm-dialog.js';

/** Shown while the demo seed's records remain, with the one (confirmed) action that removes them. */
export function DemoDataBanner() {
  const t = useT('admin');
  const demo = useDemoData();
  const remove = useRemoveDemoData();
  const [asking, setAsking] = useState(false);
  const left = demo.data;
  if (!left || (left.healers === 0 && left.teamMembers === 0 && !left.settings)) return null;
  const confirm = async () => {
    try {
      const { removed } = await remove.mutateAsync();
      toast({ title: t('demoData.removed', { count: removed }), variant: 'success' });
      setAsking(false);
    } catch {
      toast({ title: t('demoData.failed'), variant: 'destructive' });
    }
  };
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('demoData.title')}</p>
          <p className="text-sm">
            {t('demoData.body', {
              healers: left.healers,
              teamMembers: left.teamMembers,
              settings: left.settings ? t('demoData.settings') : '',
            })}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        {t('demoData.remove')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('demoData.confirmTitle')}
        message={t('demoData.confirm')}
        confirmLabel={t('demoData.confirmLabel')}
        onConfirm={confirm}
        pending={remove.isPending}
      />
    </div>
  );
}
