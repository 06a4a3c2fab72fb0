import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { sortTeamForAdmin } from '../../../../shared/domain/team-groups.js';
import type { TeamMember } from '../../../../shared/schemas/team-member.js';
import { HealerPhoto } from '../../../components/healer-photo.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';
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

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('team.title')}</CardTitle>
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" />
          {t('team.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <p role="status" className="text-slate-600">
            {t('team.loading')}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-slate-600">{t('team.empty')}</p>
        ) : (
          <Table aria-label={t('team.title')}>
            <TableHead>
              <tr>
                <TableHeader>{t('team.photo')}</TableHeader>
                <TableHeader>{t('team.name')}</TableHeader>
                <TableHeader>{t('team.role')}</TableHeader>
                <TableHeader>{t('team.email')}</TableHeader>
                <TableHeader>{t('team.phone')}</TableHeader>
                <TableHeader>{t('team.order')}</TableHeader>
                <TableHeader>{t('team.status')}</TableHeader>
                <TableHeader className="text-right">{t('team.actions')}</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {rows.map((member) => (
                <TableRow key={member.id}>
                  <TableCell>
                    <HealerPhoto
                      photoUrl={member.photoUrl}
                      name={member.name}
                      alt={t('team.photoAlt', { name: member.name })}
                      className="size-10 rounded-full text-xs [&_span]:text-sm"
                    />
                  </TableCell>
                  <TableCell className="font-medium">{member.name}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {appT(`about.roles.${member.role}`)}
                  </TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell className="whitespace-nowrap">{member.phone}</TableCell>
                  <TableCell>{member.displayOrder}</TableCell>
                  <TableCell>
                    <Badge variant={member.isActive ? 'secondary' : 'neutral'}>
                      {member.isActive ? t('team.active') : t('team.inactive')}
                    </Badge>
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
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
    </Card>
  );
}
