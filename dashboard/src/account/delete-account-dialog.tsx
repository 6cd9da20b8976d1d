import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  PasswordInput,
} from '@leadproof/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './account.css';

/** The word typed to confirm, so a stray click or Enter cannot delete an account. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Props of `DeleteAccountDialog`. */
export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the password once DELETE is typed; the caller deletes and reports back through `busy`/`error`. */
  onConfirm: (password: string) => void;
  /** The deletion is under way. */
  busy?: boolean;
  /** Why the last attempt failed (e.g. a wrong password), shown above the fields. */
  error?: string | null;
}

/**
 * "Delete account": says exactly what goes and what stays (the ledger, anonymized, for accounting), then asks for
 * the password and for DELETE typed out.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  busy = false,
  error = null,
}: DeleteAccountDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const ready = password.length > 0 && typed.trim() === DELETE_CONFIRMATION;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setPassword('');
      setTyped('');
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !busy) onConfirm(password);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Delete account">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This cannot be undone. Export your data first if you want a copy.
            </DialogDescription>
          </DialogHeader>
          <p className={styles.factsHeading}>Deleted at once</p>
          <ul className={styles.facts}>
            <li>Your sign-in: every device is signed out and the password stops working.</li>
            <li>Your API keys and webhook endpoints.</li>
            <li>
              Every uploaded list and results file, the file names and messages of your orders, and your saved
              lead presets.
            </li>
            <li>Your name, e-mail address and company.</li>
            <li>A running subscription is canceled. Unused credits are lost.</li>
          </ul>
          <p className={styles.factsHeading}>Kept, without your name or e-mail</p>
          <ul className={styles.facts}>
            <li>
              The credit ledger (amounts, dates, reasons) and your orders' figures, which accounting law
              requires us to keep. They are tied to an anonymous id only.
            </li>
          </ul>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.field}>
            <Label htmlFor={`${id}-password`}>Password</Label>
            <PasswordInput
              id={`${id}-password`}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </div>
          <div className={styles.field}>
            <Label htmlFor={`${id}-confirm`}>Type {DELETE_CONFIRMATION} to confirm</Label>
            <Input
              id={`${id}-confirm`}
              name="confirm"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              required
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" busy={busy} busyLabel="Deleting..." disabled={!ready}>
              Delete account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
