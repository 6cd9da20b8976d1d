import { AuthIsland } from './AuthIsland';
import { ResetPasswordForm } from './ResetPasswordForm';

/** The /reset-password island. */
export function ResetPasswordIsland() {
  return (
    <AuthIsland>
      <ResetPasswordForm />
    </AuthIsland>
  );
}
