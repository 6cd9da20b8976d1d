import { AuthIsland } from './AuthIsland';
import { EmailVerified, type EmailVerifiedProps } from './EmailVerified';

/** The /email-verified island. */
export function EmailVerifiedIsland({ supportEmail }: EmailVerifiedProps) {
  return (
    <AuthIsland>
      <EmailVerified supportEmail={supportEmail} />
    </AuthIsland>
  );
}
