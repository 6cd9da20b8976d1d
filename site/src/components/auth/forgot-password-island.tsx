import { AuthIsland } from './auth-island';
import { ForgotPasswordForm } from './forgot-password-form';

/** The /forgot-password island. */
export function ForgotPasswordIsland() {
  return (
    <AuthIsland>
      <ForgotPasswordForm />
    </AuthIsland>
  );
}
