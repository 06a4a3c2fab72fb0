import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useResetUserPassword } from '../api/user-mutations.js';
import { showSignInCode } from '../hooks/sign-in-code-store.js';
import { ConfirmDialog } from './confirm-dialog.js';

export type ResetPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: { id: string; name: string; phone: string };
};

/**
 * The confirmation naming the healer, then a new first sign-in: a one-time code shown once
 * (default), or with FIRST_PASSWORD=phone the password set to their phone.
 */
export function ResetPasswordDialog({ open, onOpenChange, user }: ResetPasswordDialogProps) {
  const t = useT('admin');
  const reset = useResetUserPassword();
  const codeMode = runtimeConfig.firstPassword() === 'code';
  // Passkeys stay unless the admin removes them too (decision 063).
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const confirm = async () => {
    try {
      const reply = await reset.mutateAsync({ id: user.id, removePasskeys });
      toast({
        title: t('toast.successTitle'),
        description: reply.signInCode ? t('codeMode.resetSuccess') : t('resetPassword.success'),
        variant: 'success',
      });
      onOpenChange(false);
      if (reply.signInCode) {
        showSignInCode({ name: user.name, phone: reply.user.phone, signInCode: reply.signInCode });
      }
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
      title={codeMode ? t('codeMode.resetTitle') : t('resetPassword.title')}
      message={t(codeMode ? 'codeMode.resetBody' : 'resetPassword.body', {
        name: user.name,
        phone: user.phone,
      })}
      confirmLabel={codeMode ? t('codeMode.resetConfirm') : t('resetPassword.confirm')}
      onConfirm={confirm}
      pending={reset.isPending}
    >
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={removePasskeys}
          onChange={(event) => setRemovePasskeys(event.target.checked)}
        />
        {t('resetPassword.removePasskeys')}
      </label>
    </ConfirmDialog>
  );
}
