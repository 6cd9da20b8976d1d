import { EmailTypoHint } from '@leadproof/auth/EmailTypoHint';
import { TypoCheckedEmailInput } from '@leadproof/auth/TypoCheckedEmailInput';
import { useAuth } from '@leadproof/auth/use-auth';
import { useEmailTypoCheck } from '@leadproof/auth/use-email-typo-check';
import { Button, Label, PasswordInput, toast } from '@leadproof/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as styles from './auth-page.css';
import { readSignupProfile, storeSignupEmail } from './signup-email-storage';
import { MIN_PASSWORD_LENGTH, validationMessages } from './validation';

/** What the form says before anything is sent. */
export const changeSignupEmailMessages = {
  invalid: 'Enter a valid e-mail address, like name@company.com.',
  unchanged: 'That is the address we sent the link to. Enter the right one.',
  passwordMissing: 'Enter a password for your account.',
} as const;

// The same practical check as the account's e-mail change: the link itself is the real proof.
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]{2,}$/;

/** Props of `ChangeSignupEmail`. */
export interface ChangeSignupEmailProps {
  /** The address the link went to. */
  email: string;
  /** Called with the corrected address once a link has gone to it. */
  onChanged: (email: string) => void;
}

/**
 * "Wrong address? Change it" on /verify-email: signs up the right address with the names given at sign-up (kept in
 * this browser) and the password typed again, and sends its link there. The mistyped address's account is never
 * confirmed, so it never works. A mistyped domain is pointed out at once ("Did you mean …?").
 */
export function ChangeSignupEmail({ email, onChanged }: ChangeSignupEmailProps) {
  const { signUp } = useAuth();
  const id = useId();
  const typo = useEmailTypoCheck();
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState(email);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const suggestionRef = useRef<HTMLButtonElement>(null);
  const profile = readSignupProfile();

  // The address the link went to may itself look mistyped: say so before the user waits for a mail that never comes.
  useEffect(() => {
    typo.review(email);
  }, [email, typo.review]);

  if (!profile) {
    return (
      <p className={styles.footnote}>
        Wrong address?{' '}
        <a className={styles.link} href="/signup">
          Sign up again
        </a>
      </p>
    );
  }

  const openForm = (address: string) => {
    typo.reset();
    setPrefill(address);
    setError(null);
    setOpen(true);
    requestAnimationFrame(() => {
      emailRef.current?.focus();
      emailRef.current?.select();
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const next = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    const refuse = (message: string, field: HTMLInputElement | null) => {
      setError(message);
      field?.focus();
    };
    if (!PLAUSIBLE_EMAIL.test(next)) return refuse(changeSignupEmailMessages.invalid, emailRef.current);
    if (next.toLowerCase() === email.toLowerCase()) {
      return refuse(changeSignupEmailMessages.unchanged, emailRef.current);
    }
    if (!typo.review(next)) {
      setError(null);
      requestAnimationFrame(() => suggestionRef.current?.focus());
      return;
    }
    if (!password) return refuse(changeSignupEmailMessages.passwordMissing, passwordRef.current);
    if (password.length < MIN_PASSWORD_LENGTH)
      return refuse(validationMessages.passwordTooShort, passwordRef.current);
    setError(null);
    setBusy(true);
    const result = await signUp({ email: next, password, ...profile }).catch(() => ({
      error: { message: 'Failed to create account' },
    }));
    setBusy(false);
    if (result.error) return refuse(result.error.message || 'Failed to create account', null);
    storeSignupEmail(next);
    setOpen(false);
    onChanged(next);
    toast({ title: 'Verification email sent', description: `We sent a new link to ${next}.` });
  };

  if (!open) {
    return (
      <div className={styles.actions}>
        {typo.hint ? (
          <EmailTypoHint
            id={`${id}-typo`}
            typed={typo.hint.typed}
            suggestion={typo.hint.suggestion}
            onAccept={() => openForm(typo.hint?.suggestion ?? email)}
            onKeep={typo.keep}
          />
        ) : null}
        <p className={styles.footnote}>
          Wrong address?{' '}
          <button type="button" className={styles.linkButton} onClick={() => openForm(email)}>
            Change it
          </button>
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.changeForm} onSubmit={submit} noValidate aria-label="Change the address">
      {error ? (
        <p id={errorId} className={styles.errorBox} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.field}>
        <Label htmlFor={`${id}-email`}>The right e-mail address</Label>
        <TypoCheckedEmailInput
          id={`${id}-email`}
          defaultValue={prefill}
          required
          check={typo}
          inputRef={emailRef}
          suggestionRef={suggestionRef}
          onAnswered={() => passwordRef.current?.focus()}
        />
      </div>
      <div className={styles.field}>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby={`${id}-password-hint`}
        />
        <span id={`${id}-password-hint`} className={styles.fieldHint}>
          The one you chose at sign-up, or a new one (at least {MIN_PASSWORD_LENGTH} characters).
        </span>
      </div>
      <div className={styles.changeActions}>
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Send the link there
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
