import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
import { FormActions, FormDialog } from '../../../components/form/form-dialog.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
import { PhotoField } from '../../../components/healer-form/healer-form-sections.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={member ? t('team.editTitle') : t('team.addTitle')}
    >
      <TeamMemberForm member={member} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function TeamMemberForm({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const t = useT('admin');
  const appT = useT();
  const toasts = useFormToasts('admin');
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

  return (
    <SubmitForm
      form={form}
      className="grid gap-4 sm:grid-cols-2"
      onValid={async (values) => {
        if (member) {
          await update.mutateAsync({ id: member.id, patch: values });
          toasts.saved(t('team.updated'));
        } else {
          await create.mutateAsync(values);
          toasts.saved(t('team.created'));
        }
        onDone();
      }}
      onFailure={() => toasts.failed(member ? t('team.updateFailed') : t('team.createFailed'))}
    >
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
        <PhotoField
          name={name || t('team.name')}
          upload={uploadAdminPhoto}
          flow="admin"
          removedAs=""
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
      <FormActions
        className="sm:col-span-2"
        cancelLabel={t('team.cancel')}
        onCancel={onDone}
        submitLabel={member ? t('team.update') : t('team.create')}
        pending={pending}
      />
    </SubmitForm>
  );
}
