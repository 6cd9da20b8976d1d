import type { AuthBackend } from '@leadproof/auth/auth-types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SignedInAuth } from '../auth/testing/signed-in-auth';
import { updateUserRefusal } from '../auth/testing/update-user-refusal';
import { ChangeEmailDialog } from './change-email-dialog';

/** The dialog signed in over an in-memory auth backend whose `updateUser` answers as `overrides` say. */
function ChangeEmailDemo({ overrides }: { overrides?: Partial<AuthBackend> }) {
  return (
    <SignedInAuth overrides={overrides}>
      <ChangeEmailDialog open onOpenChange={fn()} currentEmail="ada@example.com" />
    </SignedInAuth>
  );
}

const meta = {
  title: 'Dashboard/Account/ChangeEmailDialog',
  component: ChangeEmailDemo,
} satisfies Meta<typeof ChangeEmailDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Change e-mail address' });

async function send(email: string, password = 'old secret') {
  const open = await dialog();
  await userEvent.type(within(open).getByLabelText('New e-mail address'), email);
  if (password) await userEvent.type(within(open).getByLabelText('Current password'), password);
  await userEvent.click(within(open).getByRole('button', { name: 'Send confirmation link' }));
  return open;
}

/** The new address and the current password; the account keeps its address until the link is opened. */
export const Open: Story = {};

/** A mistyped provider's domain: "Did you mean …?" holds the link back until it is answered. */
export const DidYouMean: Story = {
  play: async () => {
    const open = await send('ada@gmial.com');
    await expect(within(open).getByRole('status')).toHaveTextContent('Did you mean ada@gmail.com?');
  },
};

/** Another account has the address. */
export const AddressTaken: Story = {
  args: {
    overrides: updateUserRefusal(
      'email_exists',
      'A user with this email address has already been registered',
      422,
    ),
  },
  play: async () => {
    const open = await send('grace@example.com');
    await expect(await within(open).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    await expect(within(open).getByLabelText('New e-mail address')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The current password is wrong. */
export const WrongPassword: Story = {
  args: { overrides: updateUserRefusal('current_password_invalid', 'Current password is incorrect.') },
  play: async () => {
    const open = await send('ada@engines.example', 'not it');
    await expect(await within(open).findByRole('alert')).toHaveTextContent(/current password is not right/);
  },
};

/** While the link is being sent. */
export const Sending: Story = {
  args: { overrides: { updateUser: () => new Promise(() => {}) } },
  play: async () => {
    const open = await send('ada@engines.example');
    await expect(within(open).getByRole('button', { name: /Sending/ })).toHaveAttribute('aria-busy', 'true');
  },
};
