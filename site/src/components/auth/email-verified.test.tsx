// @vitest-environment happy-dom
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailVerified } from './email-verified';
import { renderWithAuth } from './testing/render-with-auth';

afterEach(cleanup);

describe('/email-verified', () => {
  it("says the account is active, with 'Sign in now' and a support link", async () => {
    const { navigate } = renderWithAuth(
      <EmailVerified supportEmail="help@example.com" />,
      createFakeAuthBackend(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeTruthy();
    expect(screen.getByText('Account successfully activated')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in now' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    const { navigate } = renderWithAuth(
      <EmailVerified supportEmail="help@example.com" />,
      createFakeAuthBackend({ session: fakeSession('ada@example.com') }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });
});
