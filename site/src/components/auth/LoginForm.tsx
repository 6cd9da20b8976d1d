import { toastAcrossNavigation, useAuth, usePageNavigation } from '@leadproof/dashboard/auth';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  Input,
  Label,
  PasswordInput,
  toast,
} from '@leadproof/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as styles from './authPage.css';
import { SocialButtons } from './SocialButtons';
import { safeNextPath } from './safeNextPath';
import { storeSignupEmail } from './signupEmailStorage';
import { useHydrated } from './useHydrated';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { validateLogin } from './validation';

/** SPEC §9: the wait before an unverified sign-in goes to /verify-email. */
export const UNVERIFIED_REDIRECT_DELAY_MS = 2000;

/** The /login form (SPEC §2, §4 "Login flow", §5, §8). */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = usePageNavigation();
  const hydrated = useHydrated();
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useRedirectIfSignedIn(submitted);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the island hydrated counts too.
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid);
      toast({ variant: 'destructive', title: 'Error', description: invalid });
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
        timer.current = setTimeout(() => navigate('/verify-email'), UNVERIFIED_REDIRECT_DELAY_MS);
        return;
      }
      const message = result.error.message || 'Incorrect email or password.';
      setError(message);
      toast({ variant: 'destructive', title: 'Login Failed', description: message });
    } catch {
      submitted.current = false;
      setBusy(false);
      const message = 'An unexpected error occurred. Please try again.';
      setError(message);
      toast({ variant: 'destructive', title: 'Login Failed', description: message });
    }
  };

  return (
    <Card className={styles.card}>
      <CardHeader className={styles.centered}>
        <CardTitle as="h1">Welcome back</CardTitle>
        <CardDescription>Sign in to your account</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
          <SocialButtons />
          <div className={styles.divider}>Or continue with email</div>
          {error ? (
            <div className={styles.errorBox} role="alert">
              {error}
            </div>
          ) : null}
          <div className={styles.field}>
            <Label htmlFor="login-email">Email</Label>
            <Input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
            />
          </div>
          <div className={styles.field}>
            <div className={styles.labelRow}>
              <Label htmlFor="login-password">Password</Label>
              {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2 — the Forgot password link goes nowhere ('#') */}
              <a className={styles.smallLink} href="#">
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
        </form>
      </CardContent>
      <CardFooter>
        <p className={styles.footnote}>
          Don't have an account?{' '}
          <a className={styles.link} href="/signup">
            Create one
          </a>
        </p>
      </CardFooter>
    </Card>
  );
}
