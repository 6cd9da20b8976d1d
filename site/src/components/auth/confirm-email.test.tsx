// @vitest-environment happy-dom
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmEmail } from './confirm-email';
import { readSignupEmail, storeSignupEmail } from './signup-email-storage';
import { renderWithAuth } from './testing/render-with-auth';

beforeEach(() => {
  localStorage.clear();
  storeSignupEmail('ada@example.com');
});
afterEach(cleanup);

function openLink(query: string) {
  window.history.replaceState(null, '', `/auth/confirm${query}`);
}

function verifyFailing(error: { message: string; code?: string; status?: number } | Error) {
  return createFakeAuthBackend({
    overrides: {
      verifyOtp: async () => {
        if (error instanceof Error) throw error;
        return { data: { user: null, session: null }, error };
      },
    },
  });
}

describe('/auth/confirm', () => {
  it("shows 'Verifying email...', then 'Email verified!' and goes to /dashboard 2 s later with a session", async () => {
    openLink('?token_hash=abc&type=signup');
    const backend = createFakeAuthBackend();
    const openedAt = Date.now();
    const { navigate } = renderWithAuth(<ConfirmEmail />, backend);
    expect(screen.getByRole('heading', { name: 'Verifying email...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email verified!' })).toBeTruthy();
    expect(screen.getByText('Redirecting you now...')).toBeTruthy();
    expect(readSignupEmail()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'), { timeout: 4000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(1990);
    expect(backend.calls.filter((call) => call.method === 'verifyOtp')).toEqual([
      { method: 'verifyOtp', args: { token_hash: 'abc', type: 'signup' } },
    ]);
  });

  it("a new account that picked a plan before signing up goes on to that plan's checkout", async () => {
    openLink('?token_hash=abc&type=signup');
    const backend = createFakeAuthBackend({
      overrides: {
        verifyOtp: async () => {
          const session = fakeSession('ada@example.com', { firstName: 'Ada', plan: 'scale' });
          return { data: { user: session.user, session }, error: null };
        },
      },
    });
    const { navigate } = renderWithAuth(<ConfirmEmail />, backend);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pricing?plan=scale'), { timeout: 4000 });
  });

  it('goes to /dashboard for a plan that cannot be bought online, and an address change to the account page', async () => {
    for (const [query, plan, destination] of [
      ['?token_hash=abc&type=signup', 'enterprise-monthly', '/dashboard'],
      ['?token_hash=abc&type=email_change', 'scale', '/dashboard/account'],
    ] as const) {
      openLink(query);
      const backend = createFakeAuthBackend({
        overrides: {
          verifyOtp: async () => {
            const session = fakeSession('ada@example.com', { plan });
            return { data: { user: session.user, session }, error: null };
          },
        },
      });
      const { navigate } = renderWithAuth(<ConfirmEmail />, backend);
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(destination), { timeout: 4000 });
      cleanup();
    }
  });

  it('goes to /email-verified when no session started', async () => {
    openLink('?token_hash=abc&type=email');
    const backend = createFakeAuthBackend({
      overrides: { verifyOtp: async () => ({ data: { user: null, session: null }, error: null }) },
    });
    const { navigate } = renderWithAuth(<ConfirmEmail />, backend);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/email-verified'), { timeout: 4000 });
  });

  it.each([
    ['', 'Invalid verification link. Please try again or request a new verification email.'],
    ['?type=signup', 'Invalid verification link. Please try again or request a new verification email.'],
    [
      '?token_hash=abc&type=magiclink',
      'Invalid verification type. Please try again or request a new verification email.',
    ],
  ])('refuses the link %j without calling the server', async (query, message) => {
    openLink(query);
    const backend = createFakeAuthBackend();
    renderWithAuth(<ConfirmEmail />, backend);
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Try signing in' }).getAttribute('href')).toBe('/login');
    expect(backend.calls.some((call) => call.method === 'verifyOtp')).toBe(false);
  });

  it.each([
    [
      { message: 'Email link is invalid or has expired', code: 'otp_expired', status: 403 },
      'Email verification failed. The link may have expired or already been used.',
    ],
    [
      { message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 },
      'Email verification failed. Please try again.',
    ],
    [new TypeError('Failed to fetch'), 'An unexpected error occurred. Please try again.'],
  ])('reports %j as %j', async (error, message) => {
    openLink('?token_hash=abc&type=signup');
    const { navigate } = renderWithAuth(<ConfirmEmail />, verifyFailing(error));
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(readSignupEmail()).toBe('ada@example.com');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('confirms an e-mail change, keeps a pending sign-up address, and goes to the account page', async () => {
    openLink('?token_hash=abc&type=email_change');
    const backend = createFakeAuthBackend();
    const { navigate } = renderWithAuth(<ConfirmEmail />, backend);
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeTruthy();
    expect(readSignupEmail()).toBe('ada@example.com');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/account'), { timeout: 4000 });
    expect(backend.calls.find((call) => call.method === 'verifyOtp')?.args).toEqual({
      token_hash: 'abc',
      type: 'email_change',
    });
  });

  it("says what is left when a project's secure e-mail change wants the other address's link too", async () => {
    openLink('?token_hash=abc&type=email_change');
    const backend = createFakeAuthBackend({
      overrides: { verifyOtp: async () => ({ data: { user: null, session: null }, error: null }) },
    });
    const { navigate } = renderWithAuth(<ConfirmEmail />, backend);
    expect(await screen.findByRole('heading', { name: 'One more step' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/dashboard/account',
    );
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a failed e-mail change back to the account page, not to sign-up', async () => {
    openLink('?token_hash=abc&type=email_change');
    renderWithAuth(
      <ConfirmEmail />,
      verifyFailing({ message: 'Email link is invalid or has expired', code: 'otp_expired', status: 403 }),
    );
    expect(await screen.findByRole('heading', { name: 'The change was not made' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/dashboard/account',
    );
    expect(screen.queryByRole('link', { name: 'Sign up again' })).toBeNull();
  });
});
