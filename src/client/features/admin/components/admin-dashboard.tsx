import { useState } from 'react';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { AttentionList } from '../../attention/components/attention-list.js';
import { ActivityCard } from '../../audit/components/activity-card.js';
import { AdminInsights } from '../../insights/components/admin-insights.js';
import { ReportsTable } from '../../reports/components/reports-table.js';
import { useDeleteHealer } from '../api/delete-healer.js';
import { useExportCsv } from '../hooks/use-export-csv.js';
import { useHealersLive } from '../hooks/use-healers-live.js';
import { AdminHeader } from './admin-header.js';
import { AdminSettingsDialog } from './admin-settings-dialog.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { ContactSettingsDialog } from './contact-settings-dialog.js';
import { DefaultCredentialsNotice } from './default-credentials-notice.js';
import { DemoDataBanner } from './demo-data-banner.js';
import { HealerDialog } from './healer-dialog.js';
import { HealersManager } from './healers-manager.js';
import { ImportDialog } from './import-dialog.js';
import { ResetPasswordDialog } from './reset-password-dialog.js';
import { ServicesDialog } from './services-dialog.js';
import { SignInCodeDialog } from './sign-in-code-dialog.js';
import { StatCards } from './stat-cards.js';
import { TeamTable } from './team-table.js';
import { UsersTable } from './users-table.js';

type OpenDialog = 'healer' | 'import' | 'services' | 'contact' | 'profile' | null;

/** The signed-in admin's panel: header actions, notice, stats, needs attention, healers, reports, team and users. */
export function AdminDashboard(props: { onLogout: () => void; loggingOut: boolean }) {
  const t = useT('admin');
  const live = useHealersLive();
  const { exportCsv, pending: exporting } = useExportCsv();
  const remove = useDeleteHealer();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [editing, setEditing] = useState<Healer | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const closeWith = (open: boolean) => !open && setDialog(null);

  const openHealer = (healer: Healer | null) => {
    setEditing(healer);
    setDialog('healer');
  };
  const confirmDelete = async () => {
    if (!deletingId) return;
    try {
      await remove.mutateAsync(deletingId);
      toast({
        title: t('toast.successTitle'),
        description: t('healers.deleted'),
        variant: 'success',
      });
      setDeletingId(null);
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('healers.deleteFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:py-10">
      <AdminHeader
        onExport={exportCsv}
        exporting={exporting}
        onImport={() => setDialog('import')}
        onAddHealer={() => openHealer(null)}
        onServices={() => setDialog('services')}
        onContact={() => setDialog('contact')}
        onProfile={() => setDialog('profile')}
        onLogout={props.onLogout}
        loggingOut={props.loggingOut}
      />
      <DefaultCredentialsNotice />
      <DemoDataBanner />
      <StatCards />
      <AttentionList
        resetDialog={(healer, close) => (
          <ResetPasswordDialog open onOpenChange={(open) => !open && close()} user={healer} />
        )}
      />
      <HealersManager live={live} onEdit={openHealer} onDelete={setDeletingId} />
      <ReportsTable />
      <AdminInsights />
      <TeamTable />
      <UsersTable />
      <ActivityCard />
      <SignInCodeDialog />

      <HealerDialog open={dialog === 'healer'} onOpenChange={closeWith} healer={editing} />
      <ImportDialog open={dialog === 'import'} onOpenChange={closeWith} />
      <ServicesDialog open={dialog === 'services'} onOpenChange={closeWith} />
      <ContactSettingsDialog open={dialog === 'contact'} onOpenChange={closeWith} />
      <AdminSettingsDialog open={dialog === 'profile'} onOpenChange={closeWith} />
      <ConfirmDialog
        open={deletingId !== null}
        onOpenChange={(open) => !open && setDeletingId(null)}
        title={t('healers.deleteTitle')}
        message={t('healers.deleteConfirm')}
        confirmLabel={t('confirm.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </section>
  );
}
