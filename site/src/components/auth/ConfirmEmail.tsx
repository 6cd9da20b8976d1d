import { useAuth, usePageNavigation } from '@leadproof/dashboard/auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { checkoutPathFor, chosenPlanOf } from '../pricing/chosenPlan';
import * as styles from './authPage.css';
import { clearSignupEmail } from './signupEmailStorage';
import { validateConfirmLink } from './validation';

/** SPEC §9: the wait after a confirmed e-mail before the next page. */
export const CONFIRMED_REDIRECT_DELAY_MS = 2000;

/** SPEC §8's e-mail confirmation messages, word for word. */
export const confirmationMessages = {
  linkExpired: 'Email verification failed. The link may have expired or already been used.',
  failed: 'Email verification failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

type ConfirmState = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/** A link that no longer works: used, expired, or unknown to the server. */
function isDeadLink(code: string | undefined): boolean {
  return code === 'otp_expired' || code === 'flow_state_expired';
}

/**
 * /auth/confirm (SPEC §2, §4 "E-mail confirmation flow"): verifies the link's token_hash, then after
 * 2 s goes to /dashboard when a session started, else /email-verified. A new account that picked a plan
 * on /pricing before signing up goes to that plan's checkout instead (its sign-up metadata names it).
 */
export function ConfirmEmail() {
  const { verifyEmail } = useAuth();
  const navigate = usePageNavigation();
  const [state, setState] = useState<ConfirmState>({ status: 'loading' });
  // A link works once: never verify twice, even if effects run again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const link = validateConfirmLink(new URLSearchParams(window.location.search));
    if ('error' in link) {
      setState({ status: 'error', message: link.error });
      return;
    }
    verifyEmail(link).then(
      ({ error, session }) => {
        if (error) {
          if (error.kind === 'unexpected')
            setState({ status: 'error', message: confirmationMessages.unexpected });
          else
            setState({
              status: 'error',
              message: isDeadLink(error.code)
                ? confirmationMessages.linkExpired
                : confirmationMessages.failed,
            });
          return;
        }
        clearSignupEmail();
        setState({ status: 'success' });
        const plan = link.type === 'signup' ? chosenPlanOf(session?.user.user_metadata) : undefined;
        const next = !session ? '/email-verified' : plan ? checkoutPathFor(plan) : '/dashboard';
        timer = setTimeout(() => navigate(next), CONFIRMED_REDIRECT_DELAY_MS);
      },
      () => setState({ status: 'error', message: confirmationMessages.unexpected }),
    );
    return () => clearTimeout(timer);
  }, [verifyEmail, navigate]);

  if (state.status === 'loading') {
    return (
      <Card className={styles.card}>
        <CardHeader className={styles.centered} role="status">
          <Loader2 size={40} aria-hidden className={styles.statusIcon} />
          <CardTitle as="h1">Verifying email...</CardTitle>
        </CardHeader>
      </Card>
    );
  }
  if (state.status === 'success') {
    return (
      <Card className={styles.card}>
        <CardHeader className={styles.centered} role="status">
          <CircleCheck size={40} aria-hidden className={styles.statusIcon} />
          <CardTitle as="h1">Email verified!</CardTitle>
          <CardDescription>Redirecting you now...</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card className={styles.card}>
      <CardHeader className={styles.centered}>
        <CircleX size={40} aria-hidden className={styles.errorIcon} />
        <CardTitle as="h1">Verification failed</CardTitle>
        <CardDescription role="alert">{state.message}</CardDescription>
      </CardHeader>
      <CardContent className={styles.actions}>
        <Button asChild>
          <a href="/signup">Sign up again</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/login">Try signing in</a>
        </Button>
      </CardContent>
    </Card>
  );
}
