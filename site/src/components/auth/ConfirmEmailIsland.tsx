import { AuthIsland } from './AuthIsland';
import { ConfirmEmail } from './ConfirmEmail';

/** The /auth/confirm island. */
export function ConfirmEmailIsland() {
  return (
    <AuthIsland>
      <ConfirmEmail />
    </AuthIsland>
  );
}
