import { AuthIsland } from './auth-island';
import { ResendVerification } from './resend-verification';

/** The /verify-email page's only interactive part. */
export function ResendVerificationIsland() {
  return (
    <AuthIsland>
      <ResendVerification />
    </AuthIsland>
  );
}
