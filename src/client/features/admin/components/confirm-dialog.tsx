import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
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

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this healer?'. */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** A choice that goes with the answer, under the question (a checkbox). */
  children?: ReactNode;
};

/** A yes/no question before something that cannot be undone (alert dialog semantics). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, message, confirmLabel, onConfirm, pending, children } = props;
  const t = useT('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="text-base text-slate-700">{message}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('confirm.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
