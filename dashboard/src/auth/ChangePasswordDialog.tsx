import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  PasswordInput,
  toast,
} from '@leadproof/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './ChangePasswordDialog.css';
import { newPasswordProblem } from './newPasswordProblem';
import { useAuth } from './useAuth';

/** Props of `ChangePasswordDialog`. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Change password": a new password for the signed-in user; their other sessions end (this one goes on). */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { updatePassword } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const problem = newPasswordProblem(
      String(fields.get('password') ?? ''),
      String(fields.get('confirmation') ?? ''),
    );
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await updatePassword(String(fields.get('password')));
    setBusy(false);
    if (result.error) {
      setError(result.error.message);
      return;
    }
    toast({ title: 'Password updated', description: 'Your other sessions were signed out.' });
    close(false);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Change password">
          <DialogHeader>
            <DialogTitle>Change password</DialogTitle>
            <DialogDescription>
              Choose a new password. Every other device signed in to this account is signed out.
            </DialogDescription>
          </DialogHeader>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.field}>
            <Label htmlFor={`${id}-password`}>New password</Label>
            <PasswordInput id={`${id}-password`} name="password" autoComplete="new-password" required />
          </div>
          <div className={styles.field}>
            <Label htmlFor={`${id}-confirmation`}>Confirm new password</Label>
            <PasswordInput
              id={`${id}-confirmation`}
              name="confirmation"
              autoComplete="new-password"
              required
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={busy} busyLabel="Saving...">
              Save new password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
