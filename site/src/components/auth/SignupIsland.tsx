import { AuthIsland } from './AuthIsland';
import { SignupForm } from './SignupForm';

/** The /signup island. */
export function SignupIsland() {
  return (
    <AuthIsland>
      <SignupForm />
    </AuthIsland>
  );
}
