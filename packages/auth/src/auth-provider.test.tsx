// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from './auth-client';
import { AuthProvider } from './auth-provider';
import type { AuthBackend } from './auth-types';
import { createFakeAuthBackend, type FakeAuthBackend, fakeSession } from './testing/fake-auth-backend';
import { useAuth } from './use-auth';

function wrapperFor(backend: AuthBackend | Promise<AuthBackend>) {
  return ({ children }: { children?: ReactNode }) => (
    <AuthProvider backend={backend}>{children}</AuthProvider>
  );
}

function renderAuth(backend: AuthBackend | Promise<AuthBackend>) {
  return renderHook(() => useAuth(), { wrapper: wrapperFor(backend) });
}

function Orphan() {
  useAuth();
  return null;
}

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  errorLog.mockRestore();
});

describe('AuthProvider state (user, session, loading)', () => {
  it('starts loading, then sets the existing session and user and stops loading', async () => {
    const session = fakeSession('ada@example.com', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
    });
    const backend = createFakeAuthBackend({ session });
    const { result } = renderAuth(backend);
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.session).toBe(session);
    expect(result.current.user).toEqual({
      id: session.user.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
    });
  });

  it('reads the session first and subscribes to auth changes afterwards', async () => {
    const backend = createFakeAuthBackend();
    const { result } = renderAuth(backend);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(backend.calls.map((call) => call.method)).toEqual(['getSession', 'onAuthStateChange']);
  });

  it('stops loading with no user when reading the session throws, and only logs the failure', async () => {
    const backend = createFakeAuthBackend({
      overrides: { getSession: () => Promise.reject(new Error('network down')) },
    });
    const { result } = renderAuth(backend);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.session).toBeNull();
    expect(errorLog).toHaveBeenCalled();
  });

  it('stops loading when /config.json (the backend itself) cannot be loaded', async () => {
    const { result } = renderAuth(Promise.reject(new Error('/config.json: 502 Bad Gateway')));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(errorLog).toHaveBeenCalled();
  });

  it('replaces user and session on every auth change, and clears them when signed out', async () => {
    const backend = createFakeAuthBackend();
    const { result } = renderAuth(backend);
    await waitFor(() => expect(result.current.loading).toBe(false));
    const first = fakeSession('first@example.com', { firstName: 'First' });
    act(() => backend.emit('SIGNED_IN', first));
    expect(result.current.session).toBe(first);
    expect(result.current.user?.firstName).toBe('First');
    const refreshed = { ...first, access_token: 'refreshed' };
    act(() => backend.emit('TOKEN_REFRESHED', refreshed));
    expect(result.current.session?.access_token).toBe('refreshed');
    act(() => backend.emit('SIGNED_OUT', null));
    expect(result.current.session).toBeNull();
    expect(result.current.user).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it('ends the subscription when the provider goes away', async () => {
    const backend = createFakeAuthBackend();
    const { result, unmount } = renderAuth(backend);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(backend.subscriberCount).toBe(1);
    unmount();
    expect(backend.subscriberCount).toBe(0);
  });

  it('never subscribes when unmounted before the session was read', async () => {
    let release: (value: Awaited<ReturnType<AuthBackend['getSession']>>) => void = () => {};
    const backend = createFakeAuthBackend({
      overrides: { getSession: () => new Promise((resolve) => (release = resolve)) },
    });
    const { unmount } = renderAuth(backend);
    await waitFor(() => expect(backend.calls).toHaveLength(1));
    unmount();
    await act(async () => release({ data: { session: null }, error: null }));
    expect(backend.subscriberCount).toBe(0);
  });

  it("raises 'useAuth must be used within an AuthProvider' outside a provider", () => {
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('AuthProvider with storedSessionFirst', () => {
  function renderStoredFirst(backend: AuthBackend) {
    return renderHook(() => useAuth(), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <AuthProvider backend={backend} storedSessionFirst>
          {children}
        </AuthProvider>
      ),
    });
  }

  it('has the stored session at the first render, then reads the backend when idle and follows it', async () => {
    const session = fakeSession('ada@example.com', { firstName: 'Ada' });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const backend = createFakeAuthBackend({ session });
    const { result } = renderStoredFirst(backend);
    expect(result.current.loading).toBe(false);
    expect(result.current.user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
    expect(result.current.session?.access_token).toBe(session.access_token);
    await waitFor(() => expect(backend.subscriberCount).toBe(1));
    expect(backend.calls.map((call) => call.method)).toEqual(['getSession', 'onAuthStateChange']);
    act(() => backend.emit('SIGNED_OUT', null));
    expect(result.current.user).toBeNull();
  });

  it('reads the backend first when no stored session can be used as it is', async () => {
    const session = fakeSession('ada@example.com');
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + 30 }),
    );
    const { result } = renderStoredFirst(createFakeAuthBackend({ session }));
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.session).toBe(session);
  });

  it('does not read the backend when unmounted before the page was idle', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession('ada@example.com')));
    const backend = createFakeAuthBackend();
    const { unmount } = renderStoredFirst(backend);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(backend.calls).toEqual([]);
  });
});

describe('AuthProvider actions', () => {
  async function ready(backend: FakeAuthBackend) {
    const rendered = renderAuth(backend);
    await waitFor(() => expect(rendered.result.current.loading).toBe(false));
    return rendered.result;
  }

  it('signs up with the metadata and a confirmation link back to /auth/confirm on this origin', async () => {
    const backend = createFakeAuthBackend();
    const auth = await ready(backend);
    const result = await auth.current.signUp({
      email: 'ada@example.com',
      password: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: '',
    });
    expect(result.error).toBeNull();
    expect(backend.calls.at(-1)).toEqual({
      method: 'signUp',
      args: {
        email: 'ada@example.com',
        password: 'secret1',
        options: {
          data: { firstName: 'Ada', lastName: 'Lovelace', company: '' },
          emailRedirectTo: `${window.location.origin}/auth/confirm`,
        },
      },
    });
  });

  it('treats a sign-up answered with a user without identities as an existing account', async () => {
    const backend = createFakeAuthBackend({
      overrides: {
        signUp: async ({ email }) => ({
          data: { user: { ...fakeSession(email).user, identities: [] }, session: null },
          error: null,
        }),
      },
    });
    const auth = await ready(backend);
    const { error } = await auth.current.signUp({
      email: 'taken@example.com',
      password: 'secret1',
      firstName: 'A',
      lastName: 'B',
      company: '',
    });
    expect(error).toEqual({
      kind: 'already_registered',
      message: 'An account with this email already exists.',
    });
  });

  it('signs in, starts the session and reports success', async () => {
    const backend = createFakeAuthBackend();
    const auth = await ready(backend);
    let result: Awaited<ReturnType<typeof auth.current.signIn>> | undefined;
    await act(async () => {
      result = await auth.current.signIn({ email: 'ada@example.com', password: 'secret1' });
    });
    expect(result?.error).toBeNull();
    expect(auth.current.user?.email).toBe('ada@example.com');
  });

  it.each([
    ['Invalid login credentials', 'invalid_credentials', 'Incorrect email or password.'],
    ['Email not confirmed', 'email_not_confirmed', 'Please confirm your email before signing in.'],
    ['No API key found in request', undefined, 'Service temporarily unavailable. Please try again.'],
    [
      'Request rate limit reached',
      'over_request_rate_limit',
      "We couldn't process your request. Please try again.",
    ],
  ])('maps a sign-in error %j to the friendly text', async (message, code, expected) => {
    const backend = createFakeAuthBackend({
      overrides: {
        signInWithPassword: async () => ({
          data: { user: null, session: null },
          error: { message, code, status: 400 },
        }),
      },
    });
    const auth = await ready(backend);
    const { error } = await auth.current.signIn({ email: 'a@example.com', password: 'x' });
    expect(error?.message).toBe(expected);
  });

  it('catches an exception thrown by sign-in and maps it the same way', async () => {
    const backend = createFakeAuthBackend({
      overrides: { signInWithPassword: () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    const auth = await ready(backend);
    const { error } = await auth.current.signIn({ email: 'a@example.com', password: 'x' });
    expect(error?.message).toBe("We couldn't process your request. Please try again.");
  });

  it('keeps an unremembered session for this tab only', async () => {
    const backend = createFakeAuthBackend();
    const auth = await ready(backend);
    await act(() => auth.current.signIn({ email: 'a@example.com', password: 'x', remember: false }));
    expect(localStorage.getItem('leadproof.auth.remember')).toBe('0');
    await act(() => auth.current.signIn({ email: 'a@example.com', password: 'x' }));
    expect(localStorage.getItem('leadproof.auth.remember')).toBe('1');
  });

  it('resends the confirmation e-mail with the same redirect, and reports any exception generically', async () => {
    const backend = createFakeAuthBackend();
    const auth = await ready(backend);
    expect((await auth.current.resendVerification('ada@example.com')).error).toBeNull();
    expect(backend.calls.at(-1)).toEqual({
      method: 'resend',
      args: {
        type: 'signup',
        email: 'ada@example.com',
        options: { emailRedirectTo: `${window.location.origin}/auth/confirm` },
      },
    });

    const failing = createFakeAuthBackend({ overrides: { resend: () => Promise.reject(new Error('boom')) } });
    const failingAuth = await ready(failing);
    const { error } = await failingAuth.current.resendVerification('ada@example.com');
    expect(error?.message).toBe('An unexpected error occurred. Please try again.');
  });

  it('verifies an e-mail link and returns the new session, or the backend code on failure', async () => {
    const backend = createFakeAuthBackend();
    const auth = await ready(backend);
    const ok = await auth.current.verifyEmail({ tokenHash: 'abc', type: 'signup' });
    expect(ok.error).toBeNull();
    expect(ok.session?.user.email).toBe('confirmed@example.com');
    expect(backend.calls.at(-1)).toEqual({
      method: 'verifyOtp',
      args: { token_hash: 'abc', type: 'signup' },
    });

    const expired = createFakeAuthBackend({
      overrides: {
        verifyOtp: async () => ({
          data: { user: null, session: null },
          error: { message: 'Email link is invalid or has expired', code: 'otp_expired', status: 403 },
        }),
      },
    });
    const expiredAuth = await ready(expired);
    const failed = await expiredAuth.current.verifyEmail({ tokenHash: 'used', type: 'signup' });
    expect(failed.error?.code).toBe('otp_expired');
    expect(failed.session).toBeNull();
  });

  it('signs out: user and session become null and signingOut stays true', async () => {
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    const auth = await ready(backend);
    expect(auth.current.user).not.toBeNull();
    await act(() => auth.current.signOut());
    expect(auth.current.user).toBeNull();
    expect(auth.current.signingOut).toBe(true);
  });
});

describe('AuthProvider with a queued toast', () => {
  it('shows the toast queued by the previous page', async () => {
    const { Toaster } = await import('@leadproof/ui');
    sessionStorage.setItem('leadproof.flashToast', JSON.stringify({ title: 'Welcome back!' }));
    render(
      <AuthProvider backend={createFakeAuthBackend()}>
        <Toaster />
      </AuthProvider>,
    );
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(sessionStorage.getItem('leadproof.flashToast')).toBeNull();
  });
});
