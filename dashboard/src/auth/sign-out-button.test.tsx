// @vitest-environment happy-dom

import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { NavigationProvider } from '@leadproof/auth/navigation';
import { SignOutButton } from '@leadproof/auth/SignOutButton';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from './require-auth';

afterEach(cleanup);

describe('SignOutButton', () => {
  it('signs out and goes to / (and the dashboard guard does not send the user to /login meanwhile)', async () => {
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    const navigate = vi.fn();
    render(
      <NavigationProvider navigate={navigate}>
        <AuthProvider backend={backend}>
          <RequireAuth>
            <SignOutButton />
          </RequireAuth>
        </AuthProvider>
      </NavigationProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(backend.calls.map((call) => call.method)).toContain('signOut');
  });
});
