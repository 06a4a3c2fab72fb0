import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { DEFAULT_TEAM_ROLE, TEAM_ROLES } from '../../../../shared/constants/people.js';
import {
  type TeamMember,
  type TeamMemberFormValues,
  type TeamMemberInput,
  teamMemberInputSchema,
} from '../../../../shared/schemas/team-member.js';
import {
  SelectField,
  TextareaField,
  TextInputField,
} from '../../../components/form/bound-fields.js';
import { PhotoUploadField } from '../../../components/healer-form/photo-upload-field.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useCreateTeamMember, useUpdateTeamMember } from '../api/team-member-mutations.js';
import { uploadAdminPhoto } from '../api/upload-admin-photo.js';

export type TeamMemberDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; null to add one. */
  member: TeamMember | null;
};

/** Add/Edit Team Member: name, role, e-mail, phone, photo, summary, display order, active. */
export function TeamMemberDialog({ open, onOpenChange, member }: TeamMemberDialogProps) {
  const t = useT('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{member ? t('team.editTitle') : t('team.addTitle')}</DialogTitle>
        </DialogHeader>
        <TeamMemberForm member={member} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TeamMemberForm({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const t = useT('admin');
  const appT = useT();
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const form = useForm<TeamMemberFormValues, unknown, TeamMemberInput>({
    resolver: zodResolver(teamMemberInputSchema),
    defaultValues: {
      name: member?.name ?? '',
      role: member?.role ?? DEFAULT_TEAM_ROLE,
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      photoUrl: member?.photoUrl ?? '',
      summary: member?.summary ?? '',
      displayOrder: member?.displayOrder ?? 0,
      isActive: member?.isActive ?? true,
    },
  });
  const pending = create.isPending || update.isPending;
  const name = form.watch('name');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (member) {
        await update.mutateAsync({ id: member.id, patch: values });
        toast({
          title: t('toast.successTitle'),
          description: t('team.updated'),
          variant: 'success',
        });
      } else {
        await create.mutateAsync(values);
        toast({
          title: t('toast.successTitle'),
          description: t('team.created'),
          variant: 'success',
        });
      }
      onDone();
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: member ? t('team.updateFailed') : t('team.createFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextInputField<TeamMemberFormValues> name="name" label={t('team.name')} required />
        <SelectField<TeamMemberFormValues>
          name="role"
          label={t('team.role')}
          required
          options={TEAM_ROLES.map((role) => ({ value: role, label: appT(`about.roles.${role}`) }))}
        />
        <TextInputField<TeamMemberFormValues> name="email" label={t('team.email')} type="email" />
        <TextInputField<TeamMemberFormValues> name="phone" label={t('team.phone')} type="tel" />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="photoUrl"
            render={({ field }) => (
              <PhotoUploadField
                photoUrl={field.value}
                name={name || t('team.name')}
                onChange={(url) => field.onChange(url ?? '')}
                upload={uploadAdminPhoto}
                flow="admin"
              />
            )}
          />
        </div>
        <TextareaField<TeamMemberFormValues>
          name="summary"
          label={t('team.summary')}
          className="sm:col-span-2"
          rows={3}
        />
        <TextInputField<TeamMemberFormValues>
          name="displayOrder"
          label={t('team.displayOrder')}
          hint={t('team.displayOrderHint')}
          type="number"
          inputMode="numeric"
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center gap-2 self-center">
              <Checkbox
                id="team-member-active"
                checked={field.value !== false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <label htmlFor="team-member-active" className="text-sm font-medium text-slate-800">
                {t('team.isActive')}
              </label>
            </div>
          )}
        />
        <DialogFooter className="sm:col-span-2">
          <Button variant="outline" onClick={onDone} disabled={pending}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {member ? t('team.update') : t('team.create')}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
