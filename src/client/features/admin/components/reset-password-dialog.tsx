import { toast } from '../../../components/ui/toast-store.js';
import { useResetUserPassword } from '../api/user-mutations.js';
import { useAdminT } from '../i18n/use-admin-t.js';
import { ConfirmDialog } from './confirm-dialog.js';

export type ResetPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: { id: string; name: string; phone: string };
};

/** The confirmation naming the healer, then the reset of their password to their phone. */
export function ResetPasswordDialog({ open, onOpenChange, user }: ResetPasswordDialogProps) {
  const t = useAdminT();
  const reset = useResetUserPassword();
  const confirm = async () => {
    try {
      await reset.mutateAsync(user.id);
      toast({
        title: t('toast.successTitle'),
        description: t('resetPassword.success'),
        variant: 'success',
      });
      onOpenChange(false);
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('resetPassword.failed'),
        variant: 'destructive',
      });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('resetPassword.title')}
      message={t('resetPassword.body', { name: user.name, phone: user.phone })}
      confirmLabel={t('resetPassword.confirm')}
      onConfirm={confirm}
      pending={reset.isPending}
    />
  );
}
