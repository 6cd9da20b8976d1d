import { AuthIsland } from './auth-island';
import { SignupForm } from './signup-form';

/** The /signup island. */
export function SignupIsland() {
  return (
    <AuthIsland>
      <SignupForm />
    </AuthIsland>
  );
}
