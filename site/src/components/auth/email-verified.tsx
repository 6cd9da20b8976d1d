import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import { CircleCheck } from 'lucide-react';
import * as styles from './auth-page.css';
import { useRedirectIfSignedIn } from './use-redirect-if-signed-in';

export interface EmailVerifiedProps {
  /** Where "Contact support" writes to (the site's `SUPPORT_EMAIL` setting). */
  supportEmail: string;
}

/** /email-verified: the account is active; a signed-in visitor goes on to /dashboard. */
export function EmailVerified({ supportEmail }: EmailVerifiedProps) {
  useRedirectIfSignedIn();
  return (
    <Card className={styles.card}>
      <CardHeader className={styles.centered}>
        <CircleCheck size={40} aria-hidden className={styles.statusIcon} />
        <CardTitle as="h1">Email verified!</CardTitle>
        <CardDescription>Account successfully activated</CardDescription>
      </CardHeader>
      <CardContent className={styles.actions}>
        <p className={styles.footnote}>
          Your email address is confirmed. Sign in to start verifying your leads.
        </p>
        <Button asChild>
          <a href="/login">Sign in now</a>
        </Button>
        <p className={styles.footnote}>
          Need help?{' '}
          <a className={styles.link} href={`mailto:${supportEmail}`}>
            Contact support
          </a>
        </p>
      </CardContent>
    </Card>
  );
}
