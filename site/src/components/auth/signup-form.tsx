import { usePageNavigation } from '@leadproof/auth/navigation';
import { TypoCheckedEmailInput } from '@leadproof/auth/TypoCheckedEmailInput';
import { useAuth } from '@leadproof/auth/use-auth';
import { useEmailTypoCheck } from '@leadproof/auth/use-email-typo-check';
import type { Plan } from '@leadproof/contract/plans';
import { Button, Checkbox, Input, Label, PasswordInput, toast } from '@leadproof/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkoutPathFor, chosenPlanIn, signInPathFor } from '../pricing/chosen-plan';
import { AuthFormCard } from './auth-form-card';
import * as styles from './auth-page.css';
import { ChosenPlanNotice } from './chosen-plan-notice';
import { storeSignupEmail, storeSignupProfile } from './signup-email-storage';
import { useAuthForm } from './use-auth-form';
import { useRedirectIfSignedIn } from './use-redirect-if-signed-in';
import { MIN_PASSWORD_LENGTH, validateSignup } from './validation';

/** The wait after a sign-up before /verify-email. */
export const SIGNUP_REDIRECT_DELAY_MS = 1000;

const fieldNames = ['firstName', 'lastName', 'email', 'company', 'password'] as const;

/**
 * The plan `?plan=` names on this page, read once hydrated (the static HTML has none): the sign-up carries it to the
 * account, and the confirmation link on to its checkout.
 */
function useChosenPlan(): Plan | undefined {
  const [plan, setPlan] = useState<Plan>();
  useEffect(() => setPlan(chosenPlanIn(window.location.search)), []);
  return plan;
}

/** The checkout path of the plan `?plan=` names, if any. */
function checkoutOfChosenPlan(): string | undefined {
  const chosen = chosenPlanIn(window.location.search);
  return chosen && checkoutPathFor(chosen);
}

/** The /signup form, with the plan picked on /pricing if any. */
export function SignupForm() {
  const { signUp } = useAuth();
  const navigate = usePageNavigation();
  const { hydrated, busy, setBusy, error, setError, showError, later } = useAuthForm();
  const [agreedToTerms, setAgreedToTerms] = useState(false);
  const plan = useChosenPlan();
  const typo = useEmailTypoCheck();
  const emailRef = useRef<HTMLInputElement>(null);
  const suggestionRef = useRef<HTMLButtonElement>(null);
  // Someone already signed in who picked a plan wants its checkout, not the dashboard.
  useRedirectIfSignedIn(undefined, checkoutOfChosenPlan);

  const bind = (name: (typeof fieldNames)[number]) => ({ id: `signup-${name}`, name });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the island hydrated counts too.
    const fields = new FormData(event.currentTarget);
    const form = Object.fromEntries(
      fieldNames.map((name) => [name, String(fields.get(name) ?? '')]),
    ) as Record<(typeof fieldNames)[number], string>;
    const invalid = validateSignup({ ...form, agreedToTerms });
    if (invalid) {
      showError('Error', invalid);
      return;
    }
    const email = form.email.trim();
    // "Did you mean …?" is answered (either way) before the confirmation link goes to a mistyped address.
    if (!typo.review(email)) {
      setError(null);
      requestAnimationFrame(() => suggestionRef.current?.focus());
      return;
    }
    setError(null);
    setBusy(true);
    let failure: { message: string } | null;
    try {
      ({ error: failure } = await signUp({
        email,
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        company: form.company.trim(),
        plan: plan?.id,
      }));
    } catch {
      failure = { message: '' };
    }
    if (failure) {
      setBusy(false);
      showError('Signup Failed', failure.message || 'Failed to create account');
      return;
    }
    storeSignupEmail(email);
    // For "Wrong address? Change it" on /verify-email: a new sign-up for the right address needs the names again.
    storeSignupProfile({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      company: form.company.trim(),
    });
    toast({ title: 'Account created successfully! Please check your email to verify your account.' });
    // Stays busy until the page changes, so the form cannot be sent twice.
    later(() => navigate('/verify-email'), SIGNUP_REDIRECT_DELAY_MS);
  };

  return (
    <AuthFormCard
      title="Create your account"
      description="Start verifying your leads in minutes"
      formLabel="Create your account"
      onSubmit={submit}
      error={error}
      alternative={{
        question: 'Already have an account?',
        href: plan ? signInPathFor(plan) : '/login',
        link: 'Sign in',
      }}
    >
      {plan && <ChosenPlanNotice plan={plan} />}
      <div className={styles.row}>
        <div className={styles.field}>
          <Label htmlFor="signup-firstName">First Name*</Label>
          <Input {...bind('firstName')} autoComplete="given-name" required />
        </div>
        <div className={styles.field}>
          <Label htmlFor="signup-lastName">Last Name*</Label>
          <Input {...bind('lastName')} autoComplete="family-name" required />
        </div>
      </div>
      <div className={styles.field}>
        <Label htmlFor="signup-email">Email*</Label>
        <TypoCheckedEmailInput
          {...bind('email')}
          placeholder="you@company.com"
          required
          check={typo}
          inputRef={emailRef}
          suggestionRef={suggestionRef}
          onAnswered={() => emailRef.current?.focus()}
        />
      </div>
      <div className={styles.field}>
        <Label htmlFor="signup-company">
          Company <span className={styles.muted}>(optional)</span>
        </Label>
        <Input {...bind('company')} autoComplete="organization" />
      </div>
      <div className={styles.field}>
        <Label htmlFor="signup-password">Password*</Label>
        <PasswordInput
          {...bind('password')}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby="signup-password-hint"
        />
        <span id="signup-password-hint" className={styles.fieldHint}>
          At least {MIN_PASSWORD_LENGTH} characters
        </span>
      </div>
      <div className={styles.checkRow}>
        <Checkbox
          id="signup-terms"
          name="terms"
          required
          checked={agreedToTerms}
          onCheckedChange={(value) => setAgreedToTerms(value === true)}
        />
        <Label htmlFor="signup-terms">
          I agree to the{' '}
          <a className={styles.link} href="/terms">
            Terms of Service
          </a>{' '}
          and{' '}
          <a className={styles.link} href="/privacy">
            Privacy Policy
          </a>
        </Label>
      </div>
      <Button type="submit" busy={busy} busyLabel="Creating account..." disabled={!hydrated}>
        Create Account
      </Button>
    </AuthFormCard>
  );
}
