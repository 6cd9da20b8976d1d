import { usePageNavigation } from '@leadproof/auth/navigation';
import { useAuth } from '@leadproof/auth/use-auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import { CircleCheck, CircleX, Loader2, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { checkoutPathFor, chosenPlanOf } from '../pricing/chosen-plan';
import * as styles from './auth-page.css';
import { clearSignupEmail } from './signup-email-storage';
import { validateConfirmLink } from './validation';

/** The wait after a confirmed e-mail before the next page. */
export const CONFIRMED_REDIRECT_DELAY_MS = 2000;

/** The e-mail confirmation's failure messages. */
export const confirmationMessages = {
  linkExpired: 'Email verification failed. The link may have expired or already been used.',
  failed: 'Email verification failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** What the page says for a link of an e-mail change (the other texts are worded for a sign-up). */
export const emailChangeMessages = {
  changed: 'E-mail address changed',
  redirecting: 'Taking you to your account...',
  halfway: 'One more step',
  halfwayDetail:
    'This link is accepted. Open the link we sent to your other address too: the change is made once both are opened.',
  failedTitle: 'The change was not made',
} as const;

/** Where a confirmed e-mail change lands: the account page, which shows the new address. */
export const ACCOUNT_PATH = '/dashboard/account';

/** Where /auth/confirm is: verifying, done, half of a secure e-mail change, or failed with a message. */
export type ConfirmState =
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'halfway' }
  | { status: 'error'; message: string };

/** A link that no longer works: used, expired, or unknown to the server. */
function isDeadLink(code: string | undefined): boolean {
  return code === 'otp_expired' || code === 'flow_state_expired';
}

/**
 * /auth/confirm: verifies the link's token_hash, then after
 * 2 s goes to /dashboard when a session started, else /email-verified. A new account that picked a plan
 * on /pricing before signing up goes to that plan's checkout instead (its sign-up metadata names it). A link of an
 * e-mail change goes to the account page instead (or, the first of two links of a Supabase project's secure change,
 * says what is left).
 */
export function ConfirmEmail() {
  const { verifyEmail } = useAuth();
  const navigate = usePageNavigation();
  const [state, setState] = useState<ConfirmState>({ status: 'loading' });
  const [emailChange, setEmailChange] = useState(false);
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
    const changing = link.type === 'email_change';
    setEmailChange(changing);
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
        if (changing) {
          // A Supabase project with "secure email change" wants both addresses' links: the first starts no session.
          if (!session) {
            setState({ status: 'halfway' });
            return;
          }
          setState({ status: 'success' });
          timer = setTimeout(() => navigate(ACCOUNT_PATH), CONFIRMED_REDIRECT_DELAY_MS);
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

  return <ConfirmEmailStatus state={state} emailChange={emailChange} />;
}

/** Props of `ConfirmEmailStatus`. */
export interface ConfirmEmailStatusProps {
  state: ConfirmState;
  /** The link is an e-mail change's (`type=email_change`), not a sign-up's. */
  emailChange: boolean;
}

/** What /auth/confirm shows in each state: verifying, confirmed, half of a secure e-mail change, or failed. */
export function ConfirmEmailStatus({ state, emailChange }: ConfirmEmailStatusProps) {
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
          <CardTitle as="h1">{emailChange ? emailChangeMessages.changed : 'Email verified!'}</CardTitle>
          <CardDescription>
            {emailChange ? emailChangeMessages.redirecting : 'Redirecting you now...'}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  if (state.status === 'halfway') {
    return (
      <Card className={styles.card}>
        <CardHeader className={styles.centered} role="status">
          <MailCheck size={40} aria-hidden className={styles.statusIcon} />
          <CardTitle as="h1">{emailChangeMessages.halfway}</CardTitle>
          <CardDescription>{emailChangeMessages.halfwayDetail}</CardDescription>
        </CardHeader>
        <CardContent className={styles.actions}>
          <Button asChild variant="outline">
            <a href={ACCOUNT_PATH}>Go to your account</a>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className={styles.card}>
      <CardHeader className={styles.centered}>
        <CircleX size={40} aria-hidden className={styles.errorIcon} />
        <CardTitle as="h1">{emailChange ? emailChangeMessages.failedTitle : 'Verification failed'}</CardTitle>
        <CardDescription role="alert">{state.message}</CardDescription>
      </CardHeader>
      <CardContent className={styles.actions}>
        {emailChange ? (
          // The account still has its old address: change it again from the account page.
          <Button asChild>
            <a href={ACCOUNT_PATH}>Go to your account</a>
          </Button>
        ) : (
          <Button asChild>
            <a href="/signup">Sign up again</a>
          </Button>
        )}
        <Button asChild variant="outline">
          <a href="/login">Try signing in</a>
        </Button>
      </CardContent>
    </Card>
  );
}
