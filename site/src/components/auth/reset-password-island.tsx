import { AuthIsland } from './auth-island';
import { ResetPasswordForm } from './reset-password-form';

/** The /reset-password island. */
export function ResetPasswordIsland() {
  return (
    <AuthIsland>
      <ResetPasswordForm />
    </AuthIsland>
  );
}
