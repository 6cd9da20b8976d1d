import { AuthIsland } from './auth-island';
import { EmailVerified, type EmailVerifiedProps } from './email-verified';

/** The /email-verified island. */
export function EmailVerifiedIsland({ supportEmail }: EmailVerifiedProps) {
  return (
    <AuthIsland>
      <EmailVerified supportEmail={supportEmail} />
    </AuthIsland>
  );
}
