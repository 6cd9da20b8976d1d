import { AuthIsland } from './AuthIsland';
import { ResendVerification } from './ResendVerification';

/** The /verify-email page's only interactive part. */
export function ResendVerificationIsland() {
  return (
    <AuthIsland>
      <ResendVerification />
    </AuthIsland>
  );
}
