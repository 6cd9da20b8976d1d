import { toastAcrossNavigation, useAuth, usePageNavigation } from '@leadproof/dashboard/auth';
import { Button, Checkbox, Label, PasswordInput, toast } from '@leadproof/ui';
import { type FormEvent, useRef, useState } from 'react';
import { AuthFormCard } from './AuthFormCard';
import * as styles from './authPage.css';
import { EmailField } from './EmailField';
import { safeNextPath } from './safeNextPath';
import { storeSignupEmail } from './signupEmailStorage';
import { useAuthForm } from './useAuthForm';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { validateLogin } from './validation';

/** SPEC §9: the wait before an unverified sign-in goes to /verify-email. */
export const UNVERIFIED_REDIRECT_DELAY_MS = 2000;

/** The /login form (SPEC §2, §4 "Login flow", §5, §8). */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = usePageNavigation();
  const { hydrated, busy, setBusy, setError, error, showError, later } = useAuthForm();
  const [remember, setRemember] = useState(false);
  const submitted = useRef(false);
  useRedirectIfSignedIn(submitted);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the island hydrated counts too.
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    const invalid = validateLogin({ email, password });
    if (invalid) {
      showError('Error', invalid);
      return;
    }
    setError(null);
    setBusy(true);
    submitted.current = true;
    try {
      const result = await signIn({ email, password, remember });
      if (!result.error) {
        toastAcrossNavigation({ title: 'Welcome back!' });
        navigate(safeNextPath(new URLSearchParams(window.location.search).get('next')));
        return;
      }
      submitted.current = false;
      setBusy(false);
      if (result.error.kind === 'email_not_confirmed') {
        setError('Please verify your email address before signing in.');
        toast({
          variant: 'destructive',
          title: 'Email verification required',
          description: 'Please check your email and click the verification link.',
        });
        // /verify-email can then offer to resend the link to this address.
        storeSignupEmail(email);
        later(() => navigate('/verify-email'), UNVERIFIED_REDIRECT_DELAY_MS);
        return;
      }
      showError('Login Failed', result.error.message || 'Incorrect email or password.');
    } catch {
      submitted.current = false;
      setBusy(false);
      showError('Login Failed', 'An unexpected error occurred. Please try again.');
    }
  };

  return (
    <AuthFormCard
      title="Welcome back"
      description="Sign in to your account"
      formLabel="Sign in"
      onSubmit={submit}
      error={error}
      alternative={{ question: "Don't have an account?", href: '/signup', link: 'Create one' }}
    >
      <EmailField id="login-email" />
      <div className={styles.field}>
        <div className={styles.labelRow}>
          <Label htmlFor="login-password">Password</Label>
          {/* SPEC §2 has it go nowhere ('#'); issue 19 gives it the password-reset page. */}
          <a className={styles.smallLink} href="/forgot-password">
            Forgot password?
          </a>
        </div>
        <PasswordInput id="login-password" name="password" autoComplete="current-password" required />
      </div>
      <div className={styles.checkRow}>
        <Checkbox
          id="login-remember"
          checked={remember}
          onCheckedChange={(value) => setRemember(value === true)}
        />
        <Label htmlFor="login-remember">Remember me</Label>
      </div>
      <Button type="submit" busy={busy} busyLabel="Signing in..." disabled={!hydrated}>
        Continue
      </Button>
    </AuthFormCard>
  );
}
