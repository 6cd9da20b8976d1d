import { useAuth } from '@leadproof/auth/use-auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AuthFormCard, BACK_TO_SIGN_IN } from './auth-form-card';
import * as styles from './auth-page.css';
import { EmailField } from './email-field';
import { useAuthForm } from './use-auth-form';

/** Shown when the e-mail field is empty. */
export const EMAIL_REQUIRED = 'Please enter your email address';

/**
 * /forgot-password: asks for the account's e-mail and sends a password-reset link. What follows reads the same
 * whether or not the address has an account, as the server's answer does.
 */
export function ForgotPasswordForm() {
  const { requestPasswordReset } = useAuth();
  const { hydrated, busy, setBusy, error, setError, showError } = useAuthForm();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      showError('Error', EMAIL_REQUIRED);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await requestPasswordReset(email);
    setBusy(false);
    if (result.error) showError('Error', result.error.message);
    else setSentTo(email);
  };

  if (sentTo) {
    return (
      <Card className={styles.card}>
        <CardHeader className={styles.centered} role="status">
          <MailCheck size={40} aria-hidden className={styles.statusIcon} />
          <CardTitle as="h1">Check your email</CardTitle>
          <CardDescription>
            If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password.
            The link works for 1 hour.
          </CardDescription>
        </CardHeader>
        <CardContent className={styles.actions}>
          <Button asChild variant="outline">
            <a href="/login">Back to sign in</a>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <AuthFormCard
      title="Reset your password"
      description="Enter your account's email and we'll send you a link to choose a new password."
      formLabel="Reset password"
      onSubmit={submit}
      error={error}
      social={false}
      alternative={BACK_TO_SIGN_IN}
    >
      <EmailField id="forgot-email" />
      <Button type="submit" busy={busy} busyLabel="Sending..." disabled={!hydrated}>
        Send reset link
      </Button>
    </AuthFormCard>
  );
}
