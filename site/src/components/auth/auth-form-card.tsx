import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@leadproof/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './auth-page.css';
import { SocialButtons } from './social-buttons';

/** The footnote of the password-reset forms: back to sign-in. */
export const BACK_TO_SIGN_IN = { question: 'Remembered it?', href: '/login', link: 'Sign in' } as const;

/** What {@link AuthFormCard} shows around the form's own fields. */
export interface AuthFormCardProps {
  /** The page's `<h1>`. */
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  /** Absent when the card is rendered as HTML only and a page script runs the form (/login). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The message shown above the fields, or null for none. */
  error: string | null;
  /** The footnote that leads to the other form ("Don't have an account? Create one"). */
  alternative: { question: string; href: string; link: string };
  /** The fields and the submit button. */
  children: ReactNode;
  /** Offer the social sign-in buttons above the fields (not on the password-reset forms). @default true */
  social?: boolean;
}

/**
 * The card the sign-in and sign-up forms share: title, social sign-in buttons, the e-mail divider,
 * the error box, the form's own fields, and the footnote linking to the other form.
 */
export function AuthFormCard({
  title,
  description,
  formLabel,
  onSubmit,
  error,
  alternative,
  children,
  social = true,
}: AuthFormCardProps) {
  return (
    <Card className={styles.card}>
      <CardHeader className={styles.centered}>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={formLabel}>
          {social ? (
            <>
              <SocialButtons />
              <div className={styles.divider}>Or continue with email</div>
            </>
          ) : null}
          {error ? (
            <div className={styles.errorBox} role="alert">
              {error}
            </div>
          ) : null}
          {children}
        </form>
      </CardContent>
      <CardFooter>
        <p className={styles.footnote}>
          {alternative.question}{' '}
          <a className={styles.link} href={alternative.href}>
            {alternative.link}
          </a>
        </p>
      </CardFooter>
    </Card>
  );
}
