import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { sortTeamForAdmin } from '../../../../shared/domain/team-groups.js';
import type { TeamMember } from '../../../../shared/schemas/team-member.js';
import { HealerPhoto } from '../../../components/healer-photo.js';
import { TableCard, type TableColumn } from '../../../components/table/table-card.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useAdminTeamMembers } from '../api/get-team-members.js';
import { useDeleteTeamMember } from '../api/team-member-mutations.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { TeamMemberDialog } from './team-member-dialog.js';

/** The leadership team table, by role rank then display order, with add, edit and delete. */
export function TeamTable() {
  const t = useT('admin');
  const appT = useT();
  const members = useAdminTeamMembers();
  const remove = useDeleteTeamMember();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const rows = sortTeamForAdmin(members.data ?? []);

  const openDialog = (member: TeamMember | null) => {
    setEditing(member);
    setDialogOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t('toast.successTitle'), description: t('team.deleted'), variant: 'success' });
      setDeleting(null);
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('team.deleteFailed'),
        variant: 'destructive',
      });
    }
  };

  const columns: TableColumn<TeamMember>[] = [
    {
      header: t('team.photo'),
      cell: (member) => (
        <HealerPhoto
          photoUrl={member.photoUrl}
          name={member.name}
          alt={t('team.photoAlt', { name: member.name })}
          className="size-10 rounded-full text-xs [&_span]:text-sm"
        />
      ),
    },
    { header: t('team.name'), className: 'font-medium', cell: (member) => member.name },
    {
      header: t('team.role'),
      className: 'whitespace-nowrap',
      cell: (member) => appT(`about.roles.${member.role}`),
    },
    { header: t('team.email'), cell: (member) => member.email },
    { header: t('team.phone'), className: 'whitespace-nowrap', cell: (member) => member.phone },
    { header: t('team.order'), cell: (member) => member.displayOrder },
    {
      header: t('team.status'),
      cell: (member) => (
        <Badge variant={member.isActive ? 'secondary' : 'neutral'}>
          {member.isActive ? t('team.active') : t('team.inactive')}
        </Badge>
      ),
    },
    {
      header: t('team.actions'),
      headerClassName: 'text-right',
      cell: (member) => (
        <div className="flex justify-end gap-1.5">
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={t('team.edit', { name: member.name })}
            onClick={() => openDialog(member)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-9 text-red-700"
            aria-label={t('team.delete', { name: member.name })}
            onClick={() => setDeleting(member)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <TableCard
      title={t('team.title')}
      header={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" />
          {t('team.add')}
        </Button>
      }
      headerLayout="row"
      columns={columns}
      rows={rows}
      rowKey={(member) => member.id}
      pending={members.isPending}
      loadingText={t('team.loading')}
      emptyText={t('team.empty')}
    >
      <TeamMemberDialog open={dialogOpen} onOpenChange={setDialogOpen} member={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('team.deleteTitle')}
        message={t('team.deleteConfirm')}
        confirmLabel={t('confirm.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </TableCard>
  );
}
