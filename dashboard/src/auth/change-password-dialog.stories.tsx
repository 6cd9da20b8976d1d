import type { AuthBackend } from '@leadproof/auth/auth-types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from './change-password-dialog';
import { SignedInAuth } from './testing/signed-in-auth';
import { updateUserRefusal } from './testing/update-user-refusal';

/** The dialog signed in over an in-memory auth backend whose `updateUser` answers as `overrides` say. */
function ChangePasswordDemo({ overrides }: { overrides?: Partial<AuthBackend> }) {
  return (
    <SignedInAuth overrides={overrides}>
      <ChangePasswordDialog open onOpenChange={fn()} />
    </SignedInAuth>
  );
}

const meta = {
  title: 'Auth/ChangePasswordDialog',
  component: ChangePasswordDemo,
} satisfies Meta<typeof ChangePasswordDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Change password' });

async function fill(current: string, password: string) {
  const open = await dialog();
  if (current) await userEvent.type(within(open).getByLabelText('Current password'), current);
  await userEvent.type(within(open).getByLabelText('New password'), password);
  await userEvent.type(within(open).getByLabelText('Confirm new password'), password);
  await userEvent.click(within(open).getByRole('button', { name: 'Save new password' }));
  return open;
}

/** The current password, then the new one twice; "Forgot it?" leads to a reset by e-mail. */
export const Open: Story = {
  play: async () => {
    const open = await dialog();
    await expect(within(open).getByRole('link', { name: 'Forgot it? Reset it by e-mail' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Saved without the current password: the dialog asks for it and puts the cursor there. */
export const CurrentPasswordMissing: Story = {
  play: async () => {
    const open = await fill('', 'a new secret');
    await expect(within(open).getByRole('alert')).toHaveTextContent('Enter your current password.');
    await waitFor(() => expect(within(open).getByLabelText('Current password')).toHaveFocus());
  },
};

/** The auth server refused the current password: the field is marked and the dialog stays open. */
export const WrongCurrentPassword: Story = {
  args: { overrides: updateUserRefusal('current_password_invalid', 'Current password is incorrect.') },
  play: async () => {
    const open = await fill('not it', 'a new secret');
    await expect(await within(open).findByRole('alert')).toHaveTextContent(/current password is not right/);
    await expect(within(open).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many wrong guesses: the server answers 429, and the dialog says to wait. */
export const RateLimited: Story = {
  args: { overrides: updateUserRefusal('over_request_rate_limit', 'Request rate limit reached', 429) },
  play: async () => {
    const open = await fill('guess', 'a new secret');
    await expect(await within(open).findByRole('alert')).toHaveTextContent(/Wait a few minutes/);
  },
};

/** While the auth server answers: the button says Saving... and the dialog cannot be dismissed. */
export const Saving: Story = {
  args: { overrides: { updateUser: () => new Promise(() => {}) } },
  play: async () => {
    const open = await fill('old secret', 'a new secret');
    await expect(within(open).getByRole('button', { name: /Saving/ })).toHaveAttribute('aria-busy', 'true');
  },
};
