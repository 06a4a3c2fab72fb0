import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title; a dialog without one says so to Radix (no aria-describedby). */
  description?: string;
  className?: string;
  children: ReactNode;
};

/** The one shape of an admin or account dialog: a modal with its title, description and form. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: FormDialogProps) {
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} {...describedBy}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export type FormActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  /** The submit button's text (while pending too, unless pendingLabel is given). */
  submitLabel: string;
  pendingLabel?: string;
  pending: boolean;
  /** Keeps Submit disabled, e.g. while nothing has changed. */
  disabled?: boolean;
  /** Added to the dialog footer's classes. */
  className?: string;
  /** The classes of a footer unlike a dialog's (replaces DialogFooter). */
  barClassName?: string;
  /** Buttons before Cancel (e.g. Reset Password). */
  children?: ReactNode;
};

/** Cancel and Submit at the foot of a form; both wait while a save is under way. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  className,
  barClassName,
  children,
}: FormActionsProps) {
  const buttons = (
    <>
      {children}
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={disabled || pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </>
  );
  return barClassName ? (
    <div className={barClassName}>{buttons}</div>
  ) : (
    <DialogFooter className={className}>{buttons}</DialogFooter>
  );
}
