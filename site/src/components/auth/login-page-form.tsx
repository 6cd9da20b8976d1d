import { Button, Label, PasswordInput, ThemeRoot } from '@leadproof/ui';
import { AuthFormCard } from './auth-form-card';
import * as styles from './auth-page.css';
import { EmailField } from './email-field';
import { loginFormIds } from './login-form-ids';

/**
 * The /login form as HTML: rendered when the site is built, never hydrated. A
 * form and one request need no React (issue 38: React DOM alone was more than the page's JavaScript budget);
 * `login-page.ts` runs it. The submit button stays disabled until that script has started, so a submit can never be
 * the browser's own (a GET with the password in the address).
 */
export function LoginPageForm() {
  return (
    <ThemeRoot className={styles.island} id={loginFormIds.form}>
      <AuthFormCard
        title="Welcome back"
        description="Sign in to your account"
        formLabel="Sign in"
        error={null}
        alternative={{ question: "Don't have an account?", href: '/signup', link: 'Create one' }}
      >
        <EmailField id={loginFormIds.email} />
        <div className={styles.field}>
          <div className={styles.labelRow}>
            <Label htmlFor={loginFormIds.password}>Password</Label>
            {/* It first went nowhere ('#'); issue 19 gives it the password-reset page. */}
            <a className={styles.smallLink} href="/forgot-password">
              Forgot password?
            </a>
          </div>
          <PasswordInput
            id={loginFormIds.password}
            name="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className={styles.checkRow}>
          <input
            type="checkbox"
            className={styles.nativeCheckbox}
            id={loginFormIds.remember}
            name="remember"
          />
          <Label htmlFor={loginFormIds.remember}>Remember me</Label>
        </div>
        <Button id={loginFormIds.submit} type="submit" busyLabel="Signing in..." disabled>
          Continue
        </Button>
      </AuthFormCard>
    </ThemeRoot>
  );
}
