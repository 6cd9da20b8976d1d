// @vitest-environment happy-dom
import { Toaster } from '@leadproof/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './AuthProvider';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { newPasswordMessages } from './newPasswordProblem';
import { createFakeAuthBackend, fakeSession } from './testing/fakeAuthBackend';

afterEach(cleanup);

function renderDialog(backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') })) {
  const onOpenChange = vi.fn();
  render(
    <AuthProvider backend={backend}>
      <ChangePasswordDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </AuthProvider>,
  );
  return { backend, onOpenChange };
}

async function fill(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ChangePasswordDialog', () => {
  it('saves the new password, says the other sessions were signed out, and closes', async () => {
    const { backend, onOpenChange } = renderDialog();
    await fill('new secret', 'new secret');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(backend.calls.find((call) => call.method === 'updateUser')?.args).toEqual({
      password: 'new secret',
    });
    expect(await screen.findByText('Your other sessions were signed out.')).toBeTruthy();
  });

  it('refuses a short or mistyped password without saving', async () => {
    const { backend } = renderDialog();
    await fill('12345', '12345');
    expect((await screen.findByRole('alert')).textContent).toBe(newPasswordMessages.tooShort);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fill('new secret', 'new secrex');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(newPasswordMessages.mismatch));
    expect(backend.calls.some((call) => call.method === 'updateUser')).toBe(false);
  });

  it('shows a refusal from the server and stays open', async () => {
    const backend = createFakeAuthBackend({
      session: fakeSession('ada@example.com'),
      overrides: {
        updateUser: async () => ({
          data: { user: null },
          error: { message: 'Password should be at least 6 characters.', code: 'weak_password', status: 422 },
        }),
      },
    });
    const { onOpenChange } = renderDialog(backend);
    await fill('new secret', 'new secret');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't process your request. Please try again.",
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
