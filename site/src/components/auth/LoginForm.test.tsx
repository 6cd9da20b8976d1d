// @vitest-environment happy-dom
import { type AuthBackend, useAuth } from '@leadproof/dashboard/auth';
import { AuthContext, createFakeAuthBackend, fakeSession } from '@leadproof/dashboard/auth/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginForm } from './LoginForm';
import { renderWithAuth } from './testing/renderWithAuth';

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

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

async function fillAndSubmit(email = 'ada@example.com', password = 'secret1') {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('/login', () => {
  it('shows the page texts and fields of SPEC §2', async () => {
    renderWithAuth(<LoginForm />, createFakeAuthBackend());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Sign in to your account')).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/signup');
    expect((screen.getByRole('button', { name: /GitHub/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Google/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
  });

  it("with an empty field: inline 'Please fill in all fields' and a destructive 'Error' toast", async () => {
    const backend = createFakeAuthBackend();
    renderWithAuth(<LoginForm />, backend);
    await fillAndSubmit('ada@example.com', '');
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Please fill in all fields')).toHaveLength(2);
    expect(backend.calls.some((call) => call.method === 'signInWithPassword')).toBe(false);
  });

  it("signs in: 'Signing in...' while busy, 'Welcome back!', then /dashboard", async () => {
    let finish: () => void = () => {};
    const backend = createFakeAuthBackend({
      overrides: {
        signInWithPassword: ({ email }) =>
          new Promise((resolve) => {
            finish = () => resolve({ data: { user: null, session: fakeSession(email) }, error: null });
          }),
      },
    });
    const { navigate } = renderWithAuth(<LoginForm />, backend);
    await fillAndSubmit();
    // Both labels stay in the DOM (the button keeps its width); the idle one is hidden by CSS.
    expect(screen.getByRole('button', { name: /Signing in\.\.\./ }).getAttribute('aria-busy')).toBe('true');
    finish();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it.each([
    ['/pricing', '/pricing'],
    ['//evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
  ])('honours ?next=%s only when it stays on the site', async (next, target) => {
    window.history.replaceState(null, '', `/login?next=${encodeURIComponent(next)}`);
    const { navigate } = renderWithAuth(<LoginForm />, createFakeAuthBackend());
    await fillAndSubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(target));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('unverified e-mail: inline message, toast, and /verify-email after 2 seconds', async () => {
    const { navigate } = renderWithAuth(
      <LoginForm />,
      failingSignIn('Email not confirmed', 'email_not_confirmed'),
    );
    // Timed from before the submit, so the 2 s can only be measured long, never short.
    const submittedAt = Date.now();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please verify your email address before signing in.',
    );
    expect(screen.getByText('Email verification required')).toBeTruthy();
    expect(screen.getByText('Please check your email and click the verification link.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/verify-email'), { timeout: 4000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1990);
  });

  it("wrong password: 'Login Failed' with 'Incorrect email or password.' inline and in the toast", async () => {
    const { navigate } = renderWithAuth(
      <LoginForm />,
      failingSignIn('Invalid login credentials', 'invalid_credentials'),
    );
    await fillAndSubmit();
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password.');
    expect(screen.getAllByText('Incorrect email or password.')).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("an exception: 'An unexpected error occurred. Please try again.'", async () => {
    const { navigate } = renderWithAuth(
      <RejectingAuth>
        <LoginForm />
      </RejectingAuth>,
      createFakeAuthBackend(),
    );
    await fillAndSubmit();
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a visitor who is already signed in to /dashboard', async () => {
    const { navigate } = renderWithAuth(
      <LoginForm />,
      createFakeAuthBackend({ session: fakeSession('ada@example.com') }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });
});

/** Gives the form an auth context whose sign-in rejects, as no backend answer can. */
function RejectingAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return (
    <AuthContext.Provider value={{ ...auth, signIn: () => Promise.reject(new Error('boom')) }}>
      {children}
    </AuthContext.Provider>
  );
}
