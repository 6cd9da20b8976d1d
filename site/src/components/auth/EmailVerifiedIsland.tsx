import { AuthIsland } from './AuthIsland';
import { EmailVerified } from './EmailVerified';

/** The /email-verified island. */
export function EmailVerifiedIsland() {
  return (
    <AuthIsland>
      <EmailVerified />
    </AuthIsland>
  );
}
