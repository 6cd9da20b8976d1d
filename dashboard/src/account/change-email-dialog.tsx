import { TypoCheckedEmailInput } from '@leadproof/auth/TypoCheckedEmailInput';
import { useAuth } from '@leadproof/auth/use-auth';
import { useEmailTypoCheck } from '@leadproof/auth/use-email-typo-check';
import { Label, PasswordInput, toast } from '@leadproof/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormDialog } from '../auth/form-dialog';
import { useFieldProblem } from '../auth/use-field-problem';
import * as styles from './account.css';

/** What the dialog says before anything is sent. */
export const changeEmailMessages = {
  invalid: 'Enter a valid e-mail address, like name@company.com.',
  unchanged: 'That is already your e-mail address. Enter the new one.',
  passwordMissing: 'Enter your current password.',
} as const;

// The same practical check as the sign-up form: the link e-mailed to the address is the real proof.
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]{2,}$/;

/** Props of `ChangeEmailDialog`. */
export interface ChangeEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account's address now. */
  currentEmail: string;
}

/**
 * "Change e-mail": the new address and the current password. A link goes to the new address; the account keeps the
 * current one until it is opened, and the current one is told once it changes.
 */
export function ChangeEmailDialog({ open, onOpenChange, currentEmail }: ChangeEmailDialogProps) {
  const { changeEmail } = useAuth();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const typo = useEmailTypoCheck();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const suggestionRef = useRef<HTMLButtonElement>(null);
  const { problem, errorId, refuse, clear, fieldProps } = useFieldProblem({
    email: emailRef,
    password: passwordRef,
  });

  const close = (next: boolean) => {
    if (!next) {
      clear();
      typo.reset();
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const newEmail = String(fields.get('email') ?? '').trim();
    const currentPassword = String(fields.get('current') ?? '');
    if (!PLAUSIBLE_EMAIL.test(newEmail))
      return refuse({ message: changeEmailMessages.invalid, field: 'email' });
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      return refuse({ message: changeEmailMessages.unchanged, field: 'email' });
    }
    if (!typo.review(newEmail)) {
      // Held back once: "Did you mean …?" must be answered (either way) before a link goes to a mistyped address.
      clear();
      requestAnimationFrame(() => suggestionRef.current?.focus());
      return;
    }
    if (!currentPassword) return refuse({ message: changeEmailMessages.passwordMissing, field: 'password' });
    clear();
    setBusy(true);
    const result = await changeEmail({ newEmail, currentPassword });
    setBusy(false);
    if (result.error) {
      const kind = result.error.kind;
      return refuse({
        message: result.error.message,
        field:
          kind === 'wrong_current_password'
            ? 'password'
            : kind === 'already_registered' || kind === 'invalid_email'
              ? 'email'
              : null,
      });
    }
    toast({
      title: 'Check your inbox',
      description: `We sent a link to ${newEmail}. Your address changes when you open it.`,
    });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Change e-mail address"
      description={`We send a link to the new address. Your account keeps ${currentEmail} until you open it, and we let that address know once it has changed.`}
      onSubmit={submit}
      busy={busy}
      submitLabel="Send confirmation link"
      busyLabel="Sending..."
      error={problem?.message ?? null}
      errorId={errorId}
    >
      <div className={styles.field}>
        <Label htmlFor={`${id}-email`}>New e-mail address</Label>
        <TypoCheckedEmailInput
          id={`${id}-email`}
          placeholder="you@company.com"
          required
          check={typo}
          inputRef={emailRef}
          suggestionRef={suggestionRef}
          onAnswered={() => passwordRef.current?.focus()}
          {...fieldProps('email')}
        />
      </div>
      <div className={styles.field}>
        <Label htmlFor={`${id}-current`}>Current password</Label>
        <PasswordInput
          ref={passwordRef}
          id={`${id}-current`}
          name="current"
          autoComplete="current-password"
          required
          {...fieldProps('password')}
        />
      </div>
    </FormDialog>
  );
}
