import { AuthIsland } from './auth-island';
import { ConfirmEmail } from './confirm-email';

/** The /auth/confirm island. */
export function ConfirmEmailIsland() {
  return (
    <AuthIsland>
      <ConfirmEmail />
    </AuthIsland>
  );
}
