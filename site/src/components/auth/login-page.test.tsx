// @vitest-environment happy-dom
import type { AuthBackend } from '@leadproof/auth/auth-types';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPageForm } from './login-page-form';
import { type LoginPageDeps, startLoginPage } from './login-page';

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  localStorage.clear();
  sessionStorage.clear();
  // The page as the build renders it: HTML only, never hydrated.
  document.body.innerHTML = renderToStaticMarkup(<LoginPageForm />);
});

function failingSignIn(message: string, code: string): AuthBackend {
  return createFakeAuthBackend({
    overrides: {
      signInWithPassword: async () => ({
        data: { user: null, session: null },
        error: { message, code, status: 400 },
      }),
    },
  });
}

/** Starts the page script over `backend`, recording navigations and toasts. */
function start(backend: AuthBackend, deps: Partial<LoginPageDeps> = {}) {
  const navigate = vi.fn();
  const showToast = vi.fn();
  expect(
    startLoginPage(document, {
      getBackend: async () => backend,
      navigate,
      showToast,
      mayBeSignedIn: () => false,
      ...deps,
    }),
  ).toBe(true);
  return { navigate, showToast };
}

async function fillAndSubmit(email = 'ada@example.com', password = 'secret1') {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('/login', () => {
  it('shows the page texts and fields; Continue waits for the script', async () => {
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    start(createFakeAuthBackend());
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Sign in to your account')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/signup');
    expect((screen.getByRole('button', { name: /GitHub/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Google/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(hide);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
  });

  it("with an empty field: inline 'Please fill in all fields' and a destructive 'Error' toast", async () => {
    const backend = createFakeAuthBackend();
    const { showToast } = start(backend);
    await fillAndSubmit('ada@example.com', '');
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(showToast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error',
      description: 'Please fill in all fields',
    });
    expect(backend.calls.some((call) => call.method === 'signInWithPassword')).toBe(false);
  });

  it("signs in: 'Signing in...' while busy, 'Welcome back!' for the next page, then /dashboard", async () => {
    let finish: () => void = () => {};
    const backend = createFakeAuthBackend({
      overrides: {
        signInWithPassword: ({ email }) =>
          new Promise((resolve) => {
            finish = () => resolve({ data: { user: null, session: fakeSession(email) }, error: null });
          }),
      },
    });
    const { navigate } = start(backend);
    await fillAndSubmit();
    // Both labels stay in the DOM (the button keeps its width); the idle one is hidden by CSS.
    const busy = screen.getByRole('button', { name: /Signing in\.\.\./ }) as HTMLButtonElement;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.disabled).toBe(true);
    finish();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(JSON.parse(sessionStorage.getItem('leadproof.flashToast') ?? 'null')).toEqual({
      title: 'Welcome back!',
    });
  });

  it.each([
    [false, '0'],
    [true, '1'],
  ])('"Remember me" %s: the session is kept accordingly (%s)', async (checked, stored) => {
    const { navigate } = start(createFakeAuthBackend());
    if (checked) await userEvent.click(screen.getByText('Remember me'));
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(checked);
    await fillAndSubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(localStorage.getItem('leadproof.auth.remember')).toBe(stored);
  });

  it.each([
    ['/pricing', '/pricing'],
    ['//evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
  ])('honours ?next=%s only when it stays on the site', async (next, target) => {
    window.history.replaceState(null, '', `/login?next=${encodeURIComponent(next)}`);
    const { navigate } = start(createFakeAuthBackend());
    await fillAndSubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(target));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('unverified e-mail: inline message, toast, and /verify-email after 2 seconds', async () => {
    const { navigate, showToast } = start(failingSignIn('Email not confirmed', 'email_not_confirmed'));
    // Timed from before the submit, so the 2 s can only be measured long, never short.
    const submittedAt = Date.now();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please verify your email address before signing in.',
    );
    expect(showToast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Email verification required',
      description: 'Please check your email and click the verification link.',
    });
    expect(localStorage.getItem('leadproof.signupEmail')).toBe('ada@example.com');
    expect(navigate).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/verify-email'), { timeout: 4000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1990);
  });

  it("wrong password: 'Login Failed' with 'Incorrect email or password.' inline and in the toast", async () => {
    const { navigate, showToast } = start(failingSignIn('Invalid login credentials', 'invalid_credentials'));
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password.'));
    expect(showToast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Login Failed',
      description: 'Incorrect email or password.',
    });
    expect(navigate).not.toHaveBeenCalled();
    // A second try clears the message while it runs.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("an auth client that cannot load (no /config.json): 'Login Failed', and the form can be sent again", async () => {
    const { navigate, showToast } = start(createFakeAuthBackend(), {
      getBackend: () => Promise.reject(new Error('/config.json: 503')),
    });
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "We couldn't process your request. Please try again.",
      ),
    );
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login Failed' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a visitor who is already signed in to /dashboard', async () => {
    const { navigate } = start(createFakeAuthBackend({ session: fakeSession('ada@example.com') }), {
      mayBeSignedIn: () => true,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });
});
