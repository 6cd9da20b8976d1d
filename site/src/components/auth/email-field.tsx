import { Input, Label } from '@leadproof/ui';
import * as styles from './auth-page.css';

/** The account e-mail field of the sign-in and password-reset forms (its value is read from the form as `email`). */
export function EmailField({ id }: { id: string }) {
  return (
    <div className={styles.field}>
      <Label htmlFor={id}>Email</Label>
      <Input id={id} name="email" type="email" autoComplete="email" placeholder="you@company.com" required />
    </div>
  );
}
