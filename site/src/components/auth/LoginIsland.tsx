import { AuthIsland } from './AuthIsland';
import { LoginForm } from './LoginForm';

/** The /login island. */
export function LoginIsland() {
  return (
    <AuthIsland>
      <LoginForm />
    </AuthIsland>
  );
}
