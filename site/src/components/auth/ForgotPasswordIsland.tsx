import { AuthIsland } from './AuthIsland';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** The /forgot-password island. */
export function ForgotPasswordIsland() {
  return (
    <AuthIsland>
      <ForgotPasswordForm />
    </AuthIsland>
  );
}
