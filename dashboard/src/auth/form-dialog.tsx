import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@leadproof/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './form-dialog.css';

/** Props of `FormDialog`. */
export interface FormDialogProps {
  open: boolean;
  /** Asked to open or close; never while `busy`, so a change under way cannot be dismissed half-sent. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, and the form's name. */
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** What the server or the form refused, shown above the fields; `errorId` lets a field point at it. */
  error: string | null;
  errorId: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog that is one form (Change password, Change e-mail): the title and what happens, the refusal if any, the
 * fields, then Cancel and the submit button.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  error,
  errorId,
  children,
}: FormDialogProps) {
  const close = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" busy={busy} busyLabel={busyLabel}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
