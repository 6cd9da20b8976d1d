// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth-provider';
import type { AuthBackend } from './auth-types';
import { createFakeAuthBackend, type FakeAuthBackend, fakeSession } from './testing/fake-auth-backend';
import { useAuth } from './use-auth';

afterEach(() => vi.useRealTimers());

async function renderAuth(backend: FakeAuthBackend) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <AuthProvider backend={backend}>{children}</AuthProvider>
  );
  const view = renderHook(() => useAuth(), { wrapper });
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

const refreshes = (backend: FakeAuthBackend) =>
  backend.calls.filter((call) => call.method === 'refreshSession').length;
const localSignOuts = (backend: FakeAuthBackend) =>
  backend.calls.filter(
    (call) => call.method === 'signOut' && JSON.stringify(call.args) === '{"scope":"local"}',
  ).length;

describe('sessionRejected (an /api call answered 401)', () => {
  it('refreshes a token that only expired, once for calls refused together', async () => {
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    const { result } = await renderAuth(backend);
    const outcomes = await Promise.all([result.current.sessionRejected(), result.current.sessionRejected()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    expect(refreshes(backend)).toBe(1);
    await waitFor(() => expect(result.current.session?.access_token).toBe('access-ada@example.com+'));
    expect(result.current.user?.email).toBe('ada@example.com');
  });

  it('ends the session when a token refreshed moments ago is refused too', async () => {
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    const { result } = await renderAuth(backend);
    expect(await result.current.sessionRejected()).toBe('refreshed');
    expect(await result.current.sessionRejected()).toBe('ended');
    expect(refreshes(backend)).toBe(1);
    expect(localSignOuts(backend)).toBe(1);
    await waitFor(() => expect(result.current.user).toBeNull());
    // Not a sign-out the customer asked for: the guard is free to send them to sign-in with a message.
    expect(result.current.signingOut).toBe(false);
  });

  it('ends the session when the refresh is refused (password changed elsewhere, account deleted)', async () => {
    const refused: AuthBackend['refreshSession'] = async () => ({
      data: { session: null },
      error: { message: 'Invalid Refresh Token: Refresh Token Not Found', status: 400 },
    });
    const backend = createFakeAuthBackend({
      session: fakeSession('ada@example.com'),
      overrides: { refreshSession: refused },
    });
    const { result } = await renderAuth(backend);
    expect(await result.current.sessionRejected()).toBe('ended');
    await waitFor(() => expect(result.current.user).toBeNull());
  });

  it('keeps the session when the auth server cannot be reached', async () => {
    const offline: AuthBackend['refreshSession'] = async () => ({
      data: { session: null },
      error: { message: 'Failed to fetch', status: 0 },
    });
    const backend = createFakeAuthBackend({
      session: fakeSession('ada@example.com'),
      overrides: { refreshSession: offline },
    });
    const { result } = await renderAuth(backend);
    expect(await result.current.sessionRejected()).toBe('unknown');
    expect(localSignOuts(backend)).toBe(0);
    expect(result.current.user?.email).toBe('ada@example.com');
  });
});
