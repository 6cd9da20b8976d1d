import { toastAcrossNavigation } from '@leadproof/auth/flash-toast';
import { usePageNavigation } from '@leadproof/auth/navigation';
import { newPasswordProblem } from '@leadproof/auth/new-password-problem';
import { useAuth } from '@leadproof/auth/use-auth';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  PasswordInput,
} from '@leadproof/ui';
import { CircleX, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AuthFormCard, BACK_TO_SIGN_IN } from './auth-form-card';
import * as styles from './auth-page.css';
import { useAuthForm } from './use-auth-form';

/** Shown for a reset link that is missing, of another type, used or expired. */
export const DEAD_RESET_LINK =
  'This password reset link is invalid, expired or already used. Ask for a new one.';

type LinkState = 'checking' | 'ready' | 'dead';

/**
 * /reset-password: opens the e-mailed link (its token_hash signs the user in, once), then takes the new password.
 * Saving it ends the account's other sessions and goes to the dashboard.
 */
export function ResetPasswordForm() {
  const { verifyRecovery, updatePassword } = useAuth();
  const navigate = usePageNavigation();
  const { hydrated, busy, setBusy, error, setError, showError } = useAuthForm();
  const [link, setLink] = useState<LinkState>('checking');
  // A link works once: never open it twice, even if effects run again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const tokenHash = params.get('token_hash');
    if (!tokenHash || params.get('type') !== 'recovery') {
      setLink('dead');
      return;
    }
    // The link is spent now: a reload or the history must not show it again.
    window.history.replaceState(null, '', window.location.pathname);
    verifyRecovery(tokenHash).then(
      ({ error: failure }) => setLink(failure ? 'dead' : 'ready'),
      () => setLink('dead'),
    );
  }, [verifyRecovery]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password') ?? '');
    const confirmation = String(fields.get('confirmation') ?? '');
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      showError('Error', problem);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await updatePassword(password);
    if (result.error) {
      setBusy(false);
      showError('Error', result.error.message);
      return;
    }
    toastAcrossNavigation({ title: 'Password updated', description: 'Your other sessions were signed out.' });
    navigate('/dashboard');
  };

  if (link === 'checking') {
    return (
      <Card className={styles.card}>
        <CardHeader className={styles.centered} role="status">
          <Loader2 size={40} aria-hidden className={styles.statusIcon} />
          <CardTitle as="h1">Checking your link...</CardTitle>
        </CardHeader>
      </Card>
    );
  }
  if (link === 'dead') {
    return (
      <Card className={styles.card}>
        <CardHeader className={styles.centered}>
          <CircleX size={40} aria-hidden className={styles.errorIcon} />
          <CardTitle as="h1">Link not valid</CardTitle>
          <CardDescription role="alert">{DEAD_RESET_LINK}</CardDescription>
        </CardHeader>
        <CardContent className={styles.actions}>
          <Button asChild>
            <a href="/forgot-password">Ask for a new link</a>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <AuthFormCard
      title="Choose a new password"
      description="Enter a new password for your account."
      formLabel="Choose a new password"
      onSubmit={submit}
      error={error}
      social={false}
      alternative={BACK_TO_SIGN_IN}
    >
      <div className={styles.field}>
        <Label htmlFor="reset-password">New password</Label>
        <PasswordInput id="reset-password" name="password" autoComplete="new-password" required />
      </div>
      <div className={styles.field}>
        <Label htmlFor="reset-confirmation">Confirm new password</Label>
        <PasswordInput id="reset-confirmation" name="confirmation" autoComplete="new-password" required />
      </div>
      <Button type="submit" busy={busy} busyLabel="Saving..." disabled={!hydrated}>
        Save new password
      </Button>
    </AuthFormCard>
  );
}
