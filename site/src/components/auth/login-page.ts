/**
 * Runs /login's form (`LoginPageForm`, HTML from the build) without React: validation, sign-in, its messages and
 * redirects, as the React form did. The auth client (`@supabase/auth-js` and `/config.json`) loads when the visitor
 * starts on the form, or at once for a browser that holds a session (it is sent on to the dashboard); the toaster
 * loads with the first toast.
 */
import { authActions } from '@leadproof/auth/auth-actions';
import { getAuthClient } from '@leadproof/auth/auth-client';
import type { AuthBackend, AuthResult } from '@leadproof/auth/auth-types';
import { browserNavigator, type PageNavigator } from '@leadproof/auth/browser-navigator';
import { queueToast } from '@leadproof/auth/flash-toast';
import { enhancePasswordToggle, setButtonBusy, type ToastOptions } from '@leadproof/ui';
import { hasStoredSession } from '../marketing/stored-session';
import { hasQueuedToast } from '../toasts/queued-toast';
import * as styles from './auth-page.css';
import { loginFormIds } from './login-form-ids';
import { safeNextPath } from './safe-next-path';
import { storeSignupEmail } from './signup-email-storage';
import { validateLogin } from './validation';

/** The wait before an unverified sign-in goes to /verify-email. */
export const UNVERIFIED_REDIRECT_DELAY_MS = 2000;

/** What the page script works with; tests pass fakes. */
export interface LoginPageDeps {
  /** The auth backend. @default the Supabase Auth client built from `/config.json` */
  getBackend?: () => Promise<AuthBackend>;
  /** @default `location.assign` / `location.replace` */
  navigate?: PageNavigator;
  /** Shows a toast (at most one at a time). @default the page's toaster, loaded with the first toast */
  showToast?: (toast: ToastOptions) => void;
  /** Whether this browser may hold a session. @default a stored session in local or session storage */
  mayBeSignedIn?: () => boolean;
}

const toaster = () => import('../toasts/page-toaster');

function showPageToast(toast: ToastOptions): void {
  void toaster().then(({ showPageToast }) => showPageToast(toast));
}

/** Starts the /login form rendered under `root`; returns false when the page has none. */
export function startLoginPage(root: ParentNode = document, deps: LoginPageDeps = {}): boolean {
  const container = root.querySelector(`#${loginFormIds.form}`);
  const form = container?.querySelector('form');
  const submitButton = container?.querySelector<HTMLButtonElement>(`#${loginFormIds.submit}`);
  const remember = container?.querySelector<HTMLInputElement>(`#${loginFormIds.remember}`);
  if (!form || !submitButton || !remember) return false;
  const navigate = deps.navigate ?? browserNavigator;
  const showToast = deps.showToast ?? showPageToast;
  const mayBeSignedIn = deps.mayBeSignedIn ?? hasStoredSession;
  const backend = deps.getBackend ?? getAuthClient;
  // Resolved once per page; a rejected config fetch is retried by the next submit.
  let pending: Promise<AuthBackend> | null = null;
  const getBackend = (): Promise<AuthBackend> => {
    pending ??= backend();
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  const { signIn } = authActions(getBackend, () => {});
  let submitted = false;

  const errorBox = document.createElement('div');
  errorBox.className = styles.errorBox;
  errorBox.setAttribute('role', 'alert');
  /** The message above the fields, or none. */
  const setError = (message: string | null) => {
    if (message === null) {
      errorBox.remove();
      return;
    }
    errorBox.textContent = message;
    if (!errorBox.isConnected) {
      const divider = form.querySelector(`.${styles.divider}`);
      if (divider) divider.after(errorBox);
      else form.prepend(errorBox);
    }
  };
  const showError = (title: string, message: string) => {
    setError(message);
    showToast({ variant: 'destructive', title, description: message });
  };

  const afterSignIn = (result: AuthResult, email: string) => {
    if (!result.error) {
      // The next page's toaster shows it; this page is leaving.
      queueToast({ title: 'Welcome back!' });
      navigate(safeNextPath(new URLSearchParams(window.location.search).get('next')));
      return;
    }
    submitted = false;
    setButtonBusy(submitButton, false);
    if (result.error.kind === 'email_not_confirmed') {
      setError('Please verify your email address before signing in.');
      showToast({
        variant: 'destructive',
        title: 'Email verification required',
        description: 'Please check your email and click the verification link.',
      });
      // /verify-email can then offer to resend the link to this address.
      storeSignupEmail(email);
      setTimeout(() => navigate('/verify-email'), UNVERIFIED_REDIRECT_DELAY_MS);
      return;
    }
    showError('Login Failed', result.error.message || 'Incorrect email or password.');
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitted) return;
    // Read from the form: what was typed before this script ran counts too.
    const fields = new FormData(form);
    const email = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    const invalid = validateLogin({ email, password });
    if (invalid) {
      showError('Error', invalid);
      return;
    }
    setError(null);
    setButtonBusy(submitButton, true);
    submitted = true;
    signIn({ email, password, remember: remember.checked }).then(
      (result) => afterSignIn(result, email),
      () => {
        submitted = false;
        setButtonBusy(submitButton, false);
        showError('Login Failed', 'An unexpected error occurred. Please try again.');
      },
    );
  });

  for (const toggle of form.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
    enhancePasswordToggle(toggle);
  }
  // The auth client is only needed for the submit: it loads as soon as the visitor starts on the form.
  const warm = () => void getBackend().catch(() => {});
  form.addEventListener('focusin', warm, { once: true });
  form.addEventListener('pointerdown', warm, { once: true });

  // A visitor already signed in when the page opens goes on to the dashboard. Only the state found on
  // arrival counts: a sign-in made here goes where `?next=` says.
  if (mayBeSignedIn()) {
    void getBackend()
      .then((auth) => auth.getSession())
      .then(({ data }) => {
        if (data.session?.user && !submitted) navigate('/dashboard', { replace: true });
      })
      .catch((error: unknown) => console.error('Could not read the auth session:', error));
  }
  if (hasQueuedToast()) void toaster().then(({ showQueuedPageToast }) => showQueuedPageToast());
  submitButton.disabled = false;
  return true;
}
