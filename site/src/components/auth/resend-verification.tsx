import { useAuth } from '@leadproof/auth/use-auth';
import { Button, toast } from '@leadproof/ui';
import { useEffect, useState } from 'react';
import * as styles from './auth-page.css';
import { ChangeSignupEmail } from './change-signup-email';
import { readSignupEmail } from './signup-email-storage';

/**
 * On /verify-email: names the address the link went to (stored at sign-up), offers to send it again, and to send it
 * to the right address instead ("Wrong address? Change it"). Shows nothing when no address is stored (another
 * browser, or already confirmed).
 */
export function ResendVerification() {
  const { resendVerification } = useAuth();
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setEmail(readSignupEmail()), []);
  if (!email) return null;

  const resend = async () => {
    setBusy(true);
    const { error } = await resendVerification(email);
    setBusy(false);
    if (error) toast({ variant: 'destructive', title: 'Error', description: error.message });
    else toast({ title: 'Verification email sent', description: `We sent a new link to ${email}.` });
  };

  return (
    <div className={styles.actions}>
      <p className={styles.footnote}>
        We sent it to <strong>{email}</strong>.
      </p>
      <Button variant="outline" busy={busy} busyLabel="Sending..." onClick={resend}>
        Resend verification email
      </Button>
      <ChangeSignupEmail email={email} onChanged={setEmail} />
    </div>
  );
}
