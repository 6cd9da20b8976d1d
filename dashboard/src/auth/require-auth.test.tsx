// @vitest-environment happy-dom

import { AuthProvider } from '@leadproof/auth/AuthProvider';
import type { AuthBackend } from '@leadproof/auth/auth-types';
import { NavigationProvider } from '@leadproof/auth/navigation';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth, SESSION_ENDED_TOAST } from './require-auth';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderGuarded(backend: AuthBackend) {
  const navigate = vi.fn();
  render(
    <NavigationProvider navigate={navigate}>
      <AuthProvider backend={backend}>
        <RequireAuth>
          <p>Dashboard shell</p>
        </RequireAuth>
      </AuthProvider>
    </NavigationProvider>,
  );
  return navigate;
}

describe('RequireAuth (dashboard shell guard)', () => {
  it("shows 'Loading' while auth is loading, without redirecting", () => {
    const navigate = renderGuarded(
      createFakeAuthBackend({ overrides: { getSession: () => new Promise(() => {}) } }),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByText('Dashboard shell')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows 'Loading' and sends a signed-out visitor to /login, pointing back here", async () => {
    window.history.replaceState(null, '', '/dashboard/orders?tab=pending');
    const navigate = renderGuarded(createFakeAuthBackend());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?next=%2Fdashboard%2Forders%3Ftab%3Dpending', {
        replace: true,
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByText('Dashboard shell')).toBeNull();
  });

  it('renders the shell for a signed-in user', async () => {
    const navigate = renderGuarded(createFakeAuthBackend({ session: fakeSession('ada@example.com') }));
    expect(await screen.findByText('Dashboard shell')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a tab whose session ended to /login with a message, not an empty shell', async () => {
    window.history.replaceState(null, '', '/dashboard/billing');
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    const navigate = renderGuarded(backend);
    expect(await screen.findByText('Dashboard shell')).toBeTruthy();
    expect(sessionStorage.getItem('leadproof.flashToast')).toBeNull();

    // The refresh was refused (password changed elsewhere): auth-js forgets the session and says so.
    backend.emit('SIGNED_OUT', null);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?next=%2Fdashboard%2Fbilling', { replace: true }),
    );
    expect(screen.queryByText('Dashboard shell')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('leadproof.flashToast') ?? 'null')).toEqual(SESSION_ENDED_TOAST);
  });

  it('leaves no message for a visitor who was never signed in here', async () => {
    const navigate = renderGuarded(createFakeAuthBackend());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sessionStorage.getItem('leadproof.flashToast')).toBeNull();
  });
});
