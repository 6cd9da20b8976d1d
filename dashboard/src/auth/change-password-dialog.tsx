import { newPasswordProblem } from '@leadproof/auth/new-password-problem';
import { useAuth } from '@leadproof/auth/use-auth';
import { Label, PasswordInput, toast } from '@leadproof/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as styles from './change-password-dialog.css';
import { FormDialog } from './form-dialog';
import { useFieldProblem } from './use-field-problem';

/** Props of `ChangePasswordDialog`. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Shown when the current password is left empty. */
export const CURRENT_PASSWORD_MISSING = 'Enter your current password.';

/**
 * "Change password": the current password, then the new one twice. The current password is what proves the owner
 * is at the keyboard (a session left open, or a stolen one, is not enough); the account's other sessions end.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { changePassword } = useAuth();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const { problem, errorId, refuse, clear, fieldProps } = useFieldProblem({
    current: currentRef,
    new: newRef,
  });

  const close = (next: boolean) => {
    if (!next) clear();
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const currentPassword = String(fields.get('current') ?? '');
    const newPassword = String(fields.get('password') ?? '');
    if (!currentPassword) {
      refuse({ message: CURRENT_PASSWORD_MISSING, field: 'current' });
      return;
    }
    const invalid = newPasswordProblem(newPassword, String(fields.get('confirmation') ?? ''));
    if (invalid) {
      refuse({ message: invalid, field: 'new' });
      return;
    }
    clear();
    setBusy(true);
    const result = await changePassword({ currentPassword, newPassword });
    setBusy(false);
    if (result.error) {
      const kind = result.error.kind;
      refuse({
        message: result.error.message,
        field:
          kind === 'wrong_current_password'
            ? 'current'
            : kind === 'same_password' || kind === 'weak_password'
              ? 'new'
              : null,
      });
      return;
    }
    toast({
      title: 'Password changed',
      description: 'Your other devices were signed out. We e-mailed you a notice of the change.',
    });
    onOpenChange(false);
  };

  const newProblem = fieldProps('new');
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Change password"
      description="Enter your current password, then choose a new one. Every other device signed in to this account is signed out."
      onSubmit={submit}
      busy={busy}
      submitLabel="Save new password"
      busyLabel="Saving..."
      error={problem?.message ?? null}
      errorId={errorId}
    >
      <div className={styles.field}>
        <Label htmlFor={`${id}-current`}>Current password</Label>
        <PasswordInput
          ref={currentRef}
          id={`${id}-current`}
          name="current"
          autoComplete="current-password"
          required
          {...fieldProps('current')}
        />
        <a className={styles.hintLink} href="/forgot-password">
          Forgot it? Reset it by e-mail
        </a>
      </div>
      <div className={styles.field}>
        <Label htmlFor={`${id}-password`}>New password</Label>
        <PasswordInput
          ref={newRef}
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          required
          {...newProblem}
          aria-describedby={newProblem['aria-describedby'] ?? `${id}-password-hint`}
        />
        <span id={`${id}-password-hint`} className={styles.hint}>
          At least 6 characters, different from your current one.
        </span>
      </div>
      <div className={styles.field}>
        <Label htmlFor={`${id}-confirmation`}>Confirm new password</Label>
        <PasswordInput id={`${id}-confirmation`} name="confirmation" autoComplete="new-password" required />
      </div>
    </FormDialog>
  );
}
