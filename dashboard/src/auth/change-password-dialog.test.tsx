// @vitest-environment happy-dom

import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { accountChangeMessages } from '@leadproof/auth/account-change-messages';
import type { AuthBackend } from '@leadproof/auth/auth-types';
import { newPasswordMessages } from '@leadproof/auth/new-password-problem';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { Toaster } from '@leadproof/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog, CURRENT_PASSWORD_MISSING } from './change-password-dialog';
import { updateUserRefusal } from './testing/update-user-refusal';

afterEach(cleanup);

function renderDialog(overrides: Partial<AuthBackend> = {}) {
  const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com'), overrides });
  const onOpenChange = vi.fn();
  render(
    <AuthProvider backend={backend}>
      <ChangePasswordDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </AuthProvider>,
  );
  return { backend, onOpenChange };
}

async function fill(current: string, password: string, confirmation = password) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (password) await userEvent.type(screen.getByLabelText('New password'), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ChangePasswordDialog', () => {
  it('sends the current password with the new one, says the other devices were signed out, and closes', async () => {
    const { backend, onOpenChange } = renderDialog();
    await fill('old secret', 'new secret');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(backend.calls.find((call) => call.method === 'updateUser')?.args).toEqual({
      password: 'new secret',
      current_password: 'old secret',
    });
    expect(await screen.findByText(/Your other devices were signed out/)).toBeTruthy();
  });

  it('asks for the current password before anything is sent, and focuses it', async () => {
    const { backend } = renderDialog();
    await fill('', 'new secret');
    expect((await screen.findByRole('alert')).textContent).toBe(CURRENT_PASSWORD_MISSING);
    const current = screen.getByLabelText('Current password');
    expect(document.activeElement).toBe(current);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls.some((call) => call.method === 'updateUser')).toBe(false);
  });

  it('refuses a short or mistyped new password without saving', async () => {
    const { backend } = renderDialog();
    await fill('old secret', '12345');
    expect((await screen.findByRole('alert')).textContent).toBe(newPasswordMessages.tooShort);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('New password'), 'new secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new secrex');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(newPasswordMessages.mismatch));
    expect(backend.calls.some((call) => call.method === 'updateUser')).toBe(false);
  });

  it('says the current password is wrong, marks that field, and stays open', async () => {
    const { onOpenChange } = renderDialog(
      updateUserRefusal('current_password_invalid', 'Current password is incorrect.'),
    );
    await fill('not it', 'new secret');
    expect((await screen.findByRole('alert')).textContent).toBe(accountChangeMessages.wrong_current_password);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('says why the server refused the new password, and when to try again', async () => {
    renderDialog(
      updateUserRefusal('same_password', 'New password should be different from the old password.', 422),
    );
    await fill('old secret', 'old secret');
    expect((await screen.findByRole('alert')).textContent).toBe(accountChangeMessages.same_password);
    cleanup();
    renderDialog(updateUserRefusal('over_request_rate_limit', 'Request rate limit reached', 429));
    await fill('guess', 'new secret');
    expect((await screen.findByRole('alert')).textContent).toBe(accountChangeMessages.rate_limited);
  });
});
