// @vitest-environment happy-dom

import { newPasswordMessages } from '@leadproof/auth/new-password-problem';
import { createFakeAuthBackend } from '@leadproof/auth/testing/fake-auth-backend';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEAD_RESET_LINK, ResetPasswordForm } from './reset-password-form';
import { renderWithAuth } from './testing/render-with-auth';

afterEach(cleanup);

const openLink = (query: string) => window.history.replaceState(null, '', `/reset-password${query}`);

describe('/reset-password', () => {
  it('opens the link once, takes a new password, and goes to the dashboard', async () => {
    openLink('?token_hash=abc&type=recovery');
    const backend = createFakeAuthBackend();
    const { navigate } = renderWithAuth(<ResetPasswordForm />, backend);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(backend.calls.filter((c) => c.method === 'verifyOtp').map((c) => c.args)).toEqual([
      { token_hash: 'abc', type: 'recovery' },
    ]);
    // The spent link leaves the address bar.
    expect(window.location.search).toBe('');
    await userEvent.type(screen.getByLabelText('New password'), 'new secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(backend.calls.find((c) => c.method === 'updateUser')?.args).toEqual({ password: 'new secret' });
  });

  it('checks the length and the confirmation before saving', async () => {
    openLink('?token_hash=abc&type=recovery');
    const backend = createFakeAuthBackend();
    renderWithAuth(<ResetPasswordForm />, backend);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText('New password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(newPasswordMessages.tooShort);
    await userEvent.type(screen.getByLabelText('New password'), '6');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(newPasswordMessages.mismatch));
    expect(backend.calls.some((c) => c.method === 'updateUser')).toBe(false);
  });

  it('offers a new link when this one is missing, of another type, or spent', async () => {
    for (const query of ['', '?token_hash=abc&type=signup']) {
      openLink(query);
      renderWithAuth(<ResetPasswordForm />, createFakeAuthBackend());
      expect((await screen.findByRole('alert')).textContent).toBe(DEAD_RESET_LINK);
      cleanup();
    }
    openLink('?token_hash=used&type=recovery');
    const spent = createFakeAuthBackend({
      overrides: {
        verifyOtp: async () => ({
          data: { user: null, session: null },
          error: { message: 'Email link is invalid or has expired', code: 'otp_expired', status: 403 },
        }),
      },
    });
    renderWithAuth(<ResetPasswordForm />, spent);
    expect((await screen.findByRole('alert')).textContent).toBe(DEAD_RESET_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
